import { expect, vi } from 'vitest';
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

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab with the real keyboard, each often enough to go once round the layer and wrap (or `count`
 * times): focus never leaves `selector`.
 */
export async function expectTrapped(selector: string, count?: number) {
  const root = document.querySelector(selector);
  expect(root?.contains(document.activeElement), `focus moved into ${selector}`).toBe(true);
  const presses = count ?? [...root!.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.checkVisibility()).length + 2;
  for (const key of ['{Tab}', '{Shift>}{Tab}{/Shift}']) {
    for (let i = 0; i < presses; i++) {
      await userEvent.keyboard(key);
      expect(inside(selector), `${key} #${i + 1} stayed in ${selector}`).toBe(true);
    }
  }
}

/** Waits until `check` holds (React commits and effects after a key are not always in the same task). */
export const until = (check: () => boolean, message?: string) => expect.poll(check, { timeout: 3000, message }).toBe(true);

/**
 * The site's API, answered in the page: only for components that call it themselves. Each answer is an
 * envelope (code 0) keyed by the path's start; anything else answers 404, so a missing route shows up.
 */
export function stubApi(answers: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname;
    calls.push(path);
    const key = Object.keys(answers).find((k) => path.startsWith(k));
    if (key === undefined) return new Response(JSON.stringify({ code: 404, message: 'not stubbed' }), { status: 404 });
    return Response.json({ code: 0, message: 'ok', result: answers[key] });
  });
  return calls;
}

/** A socket that never leaves the page (the chat room's): it opens and stays quiet. */
export class QuietSocket extends EventTarget {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    super();
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send() {}
  close() {
    this.readyState = 3;
  }
}

/** Presses Tab until the focused element matches `selector`, then marks it as the opener to come back to. */
export async function tabTo(selector: string, name = 'opener', max = 80) {
  for (let i = 0; i < max; i++) {
    await userEvent.keyboard('{Tab}');
    if (focused()?.matches(selector)) {
      markOpener(focused()!, name);
      return focused()!;
    }
  }
  throw new Error(`Tab never reached ${selector}`);
}

const channels = (css: string) => css.match(/[\d.]+/g)!.map(Number);
const luminance = (css: string) => {
  const [r, g, b] = channels(css).slice(0, 3).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/**
 * WCAG contrast of `el`'s text on its own opaque background. axe leaves one- or two-character badges
 * ("2", "赏") as incomplete, never as a violation, so those are measured here.
 */
export function ownContrast(el: Element): number {
  const style = getComputedStyle(el);
  expect(channels(style.backgroundColor)[3] ?? 1, 'an opaque background of its own').toBe(1);
  const [hi, lo] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
