import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { SiteHeader } from '@/app/layout/site-header';
import { usePreferences } from '@/lib/preferences-store';
import { applyTheme } from '@/lib/theme';
import { until } from './helpers';
import { renderInApp } from './harness';

afterEach(() => {
  applyTheme('light');
  usePreferences.setState({ theme: 'light' });
});

const pageColour = () => getComputedStyle(document.body).backgroundColor;

it('the theme toggle flips and persists the theme', async () => {
  applyTheme('light');
  usePreferences.setState({ theme: 'light' });
  await renderInApp(<SiteHeader />);
  const light = pageColour();
  await userEvent.click(screen.getByRole('button', { name: '切换到深色模式' }));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(localStorage.getItem('useDarkKEY')).toBe('dark');
  // the site's stylesheet answers it: the page itself turns dark
  await until(() => pageColour() !== light, 'the page colour changed');
  // and back
  await userEvent.click(screen.getByRole('button', { name: '切换到浅色模式' }));
  expect(document.documentElement.dataset.theme).toBe('light');
  expect(localStorage.getItem('useDarkKEY')).toBe('light');
});
