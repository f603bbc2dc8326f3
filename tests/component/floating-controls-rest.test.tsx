import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CONTROLS_REST_MS } from '@/app/layout/use-header-scroll';
import { PHONE } from './harness';
import { floatingControlsPage, scrollTo, TABLET } from './floating-controls-page';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

const chat = () => screen.getByRole('button', { name: '聊天室' });
/** Shown as a reader sees it: opaque and taking taps (the transition may still run: 0.3 s). */
const shown = (el: Element) => getComputedStyle(el).opacity === '1' && getComputedStyle(el).pointerEvents !== 'none';
const away = (el: Element) => getComputedStyle(el).opacity === '0' && getComputedStyle(el).pointerEvents === 'none';
const disc = () => document.querySelector('.music-disc')!;

afterEach(() => window.scrollTo(0, 0));

it.each([
  ['tablet', TABLET],
  ['phone', PHONE],
])('on a %s mid-page the controls come back on a scroll up, step aside after 2.5 s at rest, and focus brings one back', { timeout: 30_000 }, async (_, size) => {
  await floatingControlsPage(size);
  await scrollTo(1200);
  await scrollTo(1600);
  await scrollTo(1500); // a scroll up: the reader is navigating
  await expect.poll(() => shown(chat()), { timeout: 3000 }).toBe(true);
  await expect.poll(() => shown(disc())).toBe(true);
  // still shown a moment later: a reader reaching for one has time
  await pause(CONTROLS_REST_MS - 800);
  expect(shown(chat())).toBe(true);
  // at rest they are gone: nothing of the text under them
  await expect.poll(() => away(chat()), { timeout: 4000 }).toBe(true);
  await expect.poll(() => away(disc()), { timeout: 3000 }).toBe(true);
  // keyboard focus shows the focused one
  chat().focus({ focusVisible: true } as FocusOptions);
  await expect.poll(() => shown(chat()), { timeout: 3000 }).toBe(true);
  expect(away(disc())).toBe(true);
  chat().blur();
  await expect.poll(() => away(chat()), { timeout: 3000 }).toBe(true);
  // and the next scroll up shows them all at once
  await scrollTo(1400);
  await expect.poll(() => shown(chat()), { timeout: 3000 }).toBe(true);
  await expect.poll(() => shown(disc())).toBe(true);
});

it('a control under the pointer does not vanish at rest', { timeout: 30_000 }, async () => {
  await floatingControlsPage(TABLET);
  await scrollTo(1200);
  await scrollTo(1100);
  await expect.poll(() => shown(chat()), { timeout: 3000 }).toBe(true);
  await userEvent.hover(chat());
  await pause(CONTROLS_REST_MS + 600);
  expect(document.documentElement.classList.contains('page-reading-at-rest')).toBe(true);
  expect(shown(chat())).toBe(true);
  expect(away(disc())).toBe(true);
  await userEvent.hover(document.body, { position: { x: 10, y: 10 } });
});

it('at the top and at the very end of the page they stay at rest', { timeout: 30_000 }, async () => {
  await floatingControlsPage(TABLET);
  await pause(CONTROLS_REST_MS + 500);
  expect(shown(chat())).toBe(true);
  await scrollTo(1200);
  await scrollTo(document.documentElement.scrollHeight);
  await pause(CONTROLS_REST_MS + 500);
  expect(document.documentElement.classList.contains('page-reading-at-rest')).toBe(false);
  expect(shown(chat())).toBe(true);
  expect(shown(disc())).toBe(true);
});
