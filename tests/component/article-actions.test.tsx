import { screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import ArticleActions from '@/features/article/components/article-actions';
import { applyTheme } from '@/lib/theme';
import { queryClientWith, renderInApp } from './harness';

afterEach(() => applyTheme('light'));

/** WCAG's contrast ratio of two computed rgb() colours. */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = css.match(/\d+(\.\d+)?/g)!.slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

it.each(['light', 'dark'] as const)('a liked article’s like button and its count read at 4.5:1 or more (%s)', async (theme) => {
  applyTheme(theme);
  await renderInApp(<ArticleActions id={7} title="文章" likes={267} />, { client: queryClientWith([[['article', 7, 'liked', false], true]]) });
  const button = await screen.findByRole('button', { pressed: true });
  const ground = getComputedStyle(button).backgroundColor;
  for (const text of [screen.getByText('已赞'), screen.getByText('267')]) {
    expect(contrast(getComputedStyle(text).color, ground), text.textContent!).toBeGreaterThanOrEqual(4.5);
  }
});
