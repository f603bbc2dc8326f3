import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { PreferencesPanel } from '@/features/preferences/components/preferences-panel';
import { DESKTOP, PHONE, renderInApp } from './harness';

/** The panel's box once opened, and the window's width. */
async function openedPanel(size: typeof PHONE) {
  await renderInApp(
    <div style={{ display: 'flex', justifyContent: 'flex-end', paddingRight: 120 }}>
      <PreferencesPanel />
    </div>,
    { size },
  );
  await userEvent.click(screen.getByRole('button', { name: '阅读主题设置' }));
  // the choices come with the first opening (a chunk of their own): measured once they are in
  await screen.findByRole('radio', { name: 'Atom One' });
  const box = screen.getByRole('dialog', { name: '阅读主题设置' }).getBoundingClientRect();
  return { box, width: window.innerWidth };
}

it('the reading-theme panel stays inside the screen on a phone, with the button mid-header', async () => {
  const { box, width } = await openedPanel(PHONE);
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(width);
});

it('on a desktop it hangs from its button', async () => {
  const { box } = await openedPanel(DESKTOP);
  const button = screen.getByRole('button', { name: '阅读主题设置' }).getBoundingClientRect();
  // (within the few pixels of its opening scale)
  expect(Math.abs(box.right - button.right)).toBeLessThan(8);
});

// each theme shows a glance of itself beside its name: a code theme its ground and token colours
it('every theme has a swatch of its colours beside its name, hidden from screen readers', async () => {
  await openedPanel(PHONE);
  const panel = screen.getByRole('dialog', { name: '阅读主题设置' });
  const chips = [...panel.querySelectorAll('.chip')];
  expect(chips.length).toBeGreaterThan(10);
  for (const chip of chips) expect(chip.querySelector('.prefs__swatch[aria-hidden="true"]'), chip.textContent!).not.toBeNull();
  const atom = screen.getByRole('radio', { name: 'Atom One' }).closest('.chip')!;
  const swatch = atom.querySelector('.prefs__swatch--code') as HTMLElement;
  expect(getComputedStyle(swatch).backgroundColor).toBe('rgb(40, 44, 52)');
  expect(swatch.querySelectorAll('i')).toHaveLength(3);
  expect(swatch.getBoundingClientRect().width).toBeGreaterThan(10);
});
