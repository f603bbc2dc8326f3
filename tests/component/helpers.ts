import { expect } from 'vitest';
import { userEvent } from 'vitest/browser';

/** The element that has focus now. */
export const focused = () => document.activeElement as HTMLElement | null;

/** Marks `el` as the control a layer should give focus back to. */
export function markOpener(el: Element, name = 'opener') {
  el.setAttribute('data-opener', name);
}

export const focusIsOpener = (name = 'opener') => focused()?.getAttribute('data-opener') === name;

/** Focuses `el` as a keyboard user would have (marked as the opener) and presses Enter on it in the real engine. */
export async function openWithEnter(el: HTMLElement, name = 'opener') {
  el.scrollIntoView({ block: 'center' });
  el.focus();
  markOpener(el, name);
  await userEvent.keyboard('{Enter}');
}

const inside = (selector: string) => Boolean(document.querySelector(selector)?.contains(document.activeElement));

/** Tab and Shift+Tab `count` times each with the real keyboard: focus never leaves `selector`. */
export async function expectTrapped(selector: string, count = 12) {
  expect(inside(selector), `focus moved into ${selector}`).toBe(true);
  for (const key of ['{Tab}', '{Shift>}{Tab}{/Shift}']) {
    for (let i = 0; i < count; i++) {
      await userEvent.keyboard(key);
      expect(inside(selector), `${key} #${i + 1} stayed in ${selector}`).toBe(true);
    }
  }
}

/** Waits until `check` holds (React commits and effects after a key are not always in the same task). */
export const until = (check: () => boolean, message?: string) => expect.poll(check, { timeout: 3000, message }).toBe(true);
