import { screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { DESKTOP } from './harness';
import { floatingControlsPage, scrollTo, TABLET } from './floating-controls-page';

const shown = (label: string) => getComputedStyle(screen.getByRole('button', { name: label })).opacity !== '0';

afterEach(() => window.scrollTo(0, 0));

it('on a tablet the floating controls step aside while the reader scrolls down, and come back on a scroll up', async () => {
  await floatingControlsPage(TABLET);
  await scrollTo(400);
  await scrollTo(900);
  expect(document.documentElement.classList.contains('page-scrolling-down')).toBe(true);
  await waitFor(() => expect(getComputedStyle(screen.getByRole('button', { name: '聊天室' })).opacity).toBe('0'));
  expect(getComputedStyle(screen.getByRole('button', { name: '聊天室' })).pointerEvents).toBe('none');
  await waitFor(() => expect(getComputedStyle(document.querySelector('.music-disc')!).opacity).toBe('0'));
  // still reachable by keyboard: focus brings it back
  screen.getByRole('button', { name: '聊天室' }).focus({ focusVisible: true } as FocusOptions);
  await waitFor(() => expect(shown('聊天室')).toBe(true));
  screen.getByRole('button', { name: '聊天室' }).blur();
  await scrollTo(700);
  expect(document.documentElement.classList.contains('page-scrolling-down')).toBe(false);
  await waitFor(() => expect(getComputedStyle(document.querySelector('.music-disc')!).opacity).toBe('1'));
});

it('at the very end of the page they come back: back to top is wanted there, and the footer keeps room for them', async () => {
  await floatingControlsPage(TABLET);
  await scrollTo(400);
  await scrollTo(900);
  await waitFor(() => expect(shown('聊天室')).toBe(false));
  await scrollTo(document.documentElement.scrollHeight);
  expect(document.documentElement.classList.contains('page-scrolling-down')).toBe(false);
  await waitFor(() => expect(getComputedStyle(screen.getByRole('button', { name: '聊天室' })).opacity).toBe('1'));
});

it('on a wide screen, where they sit beside the content, they stay', async () => {
  await floatingControlsPage(DESKTOP);
  await scrollTo(400);
  await scrollTo(900);
  expect(document.documentElement.classList.contains('page-scrolling-down')).toBe(true);
  await new Promise((r) => setTimeout(r, 400));
  expect(shown('聊天室')).toBe(true);
});
