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
