import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MarkdownView } from '@/features/article/components/markdown-view';
import { NearActions } from '@/features/article/components/near-actions';
import { usePreferences } from '@/lib/preferences-store';
import { focused, until } from './helpers';
import 'md-editor-rt/lib/preview.css';
import '@/features/article/components/markdown-view.css';
import codeHtml from '../fixtures/markdown/code.html?raw';
import headingsHtml from '../fixtures/markdown/headings.html?raw';

/*
 * The article body the worker rendered (its committed snapshots, tests/worker/article-html.test.ts)
 * in the reader's MarkdownView, driven with the real keyboard: the heading anchors and the code
 * blocks' copy buttons are reached by Tab and pressed with Enter or Space.
 */

const clipboard = () => navigator.clipboard.readText();

beforeEach(async () => {
  await page.viewport(1366, 900);
  usePreferences.setState({ theme: 'light', previewTheme: 'default', codeTheme: 'atom' });
});

afterEach(() => history.replaceState(null, '', location.pathname + location.search));

/** Presses Tab from `start` until focus matches `selector`; answers what focus went through. */
async function tabFrom(start: HTMLElement, selector: string, max = 30) {
  // a click, so the page has focus as a reader's would (the clipboard needs it)
  await userEvent.click(start);
  const path: Element[] = [];
  for (let i = 0; i < max && !focused()?.matches(selector); i++) {
    await userEvent.keyboard('{Tab}');
    path.push(focused()!);
  }
  return path;
}

describe('a code block', () => {
  it('Tab reaches its 复制代码 button, and Enter copies the code', async () => {
    render(
      <>
        <button type="button">before</button>
        <MarkdownView html={codeHtml} />
      </>,
    );
    const path = await tabFrom(screen.getByText('before'), '.md-editor-copy-button');
    const button = focused()!;
    expect(button.matches('.md-editor-copy-button'), 'Tab reached the copy button').toBe(true);
    // the head (md-editor-rt's <summary>) is a group of two buttons, not a button holding one
    expect(path.some((el) => el.tagName === 'SUMMARY')).toBe(false);
    expect(button.closest('summary')!.getAttribute('role')).toBe('group');
    expect(button).toHaveAccessibleName('复制代码');
    expect(button.getAttribute('role')).toBe('button');
    const block = button.closest('details')!;
    await userEvent.keyboard('{Enter}');
    await until(() => button.textContent === '已复制！', 'the button says it copied');
    expect(await clipboard()).toBe(block.querySelector('pre code')!.textContent);
    expect(block.open, 'Enter on the button does not fold the block').toBe(true);
  });

  it('Space copies too, and leaves the block open', async () => {
    render(
      <>
        <button type="button">before</button>
        <MarkdownView html={codeHtml} />
      </>,
    );
    await tabFrom(screen.getByText('before'), '.md-editor-copy-button');
    const block = focused()!.closest('details')!;
    await userEvent.keyboard(' ');
    await until(() => focused()!.textContent === '已复制！', 'the button says it copied');
    expect(await clipboard()).toBe(block.querySelector('pre code')!.textContent);
    expect(block.open).toBe(true);
  });

  it('the next Tab reaches the fold button, which says what it does and folds and unfolds with Enter', async () => {
    render(
      <>
        <button type="button">before</button>
        <MarkdownView html={codeHtml} />
      </>,
    );
    await tabFrom(screen.getByText('before'), '.md-editor-copy-button');
    const block = focused()!.closest('details')!;
    await userEvent.keyboard('{Tab}');
    const fold = focused()!;
    expect(fold).toHaveAccessibleName('折叠代码');
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard('{Enter}');
    await until(() => !block.open, 'Enter folded the block');
    await until(() => fold.getAttribute('aria-label') === '展开代码', 'the button says it opens it now');
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    expect(focused()).toBe(fold);
    await userEvent.keyboard(' ');
    await until(() => block.open, 'Space opened it again');
  });
});

describe('a heading', () => {
  it('ends with a link named in Chinese that Tab reaches; pressing it names the section in the address and copies that link', async () => {
    render(
      <>
        <button type="button">before</button>
        <MarkdownView html={headingsHtml} />
      </>,
    );
    const path = await tabFrom(screen.getByText('before'), '.heading-anchor[aria-label="复制本节链接：第二节"]');
    const anchor = focused() as HTMLAnchorElement;
    expect(anchor).toHaveAccessibleName('复制本节链接：第二节');
    // it is seen when it has focus
    await until(() => getComputedStyle(anchor).opacity === '1', 'the focused anchor shows');
    // the headings before it came first, one stop each (the body's own link among them)
    expect(path.filter((el) => el.matches('.heading-anchor')).length).toBe(3);
    await userEvent.keyboard('{Enter}');
    await until(() => decodeURIComponent(location.hash) === '#第二节', 'the address names the section');
    await expect.poll(clipboard).toBe(location.href);
    expect(document.getElementById('第二节')!.contains(anchor)).toBe(true);
  });

  it('a heading that fills its line takes no second line for its anchor', async () => {
    render(
      <div style={{ width: '300px' }}>
        <MarkdownView html={'<h2 id="满行">字</h2>'} />
      </div>,
    );
    const heading = document.getElementById('满行')!;
    const text = heading.firstChild as Text;
    // as many characters as one line holds
    const oneLine = heading.getBoundingClientRect().height;
    while (heading.getBoundingClientRect().height === oneLine) text.data += '字';
    text.data = text.data.slice(1);
    heading.insertAdjacentHTML('beforeend', '<a class="heading-anchor" href="#满行" aria-label="复制本节链接：满行"></a>');
    expect(heading.getBoundingClientRect().height).toBe(oneLine);
  });

  it('hides the anchor until the heading is hovered, without moving the text', async () => {
    render(<MarkdownView html={headingsHtml} />);
    const heading = document.getElementById('第二节')!;
    const anchor = heading.querySelector<HTMLElement>('.heading-anchor')!;
    expect(getComputedStyle(anchor).opacity).toBe('0');
    const width = heading.getBoundingClientRect().width;
    await userEvent.hover(heading);
    await until(() => getComputedStyle(anchor).opacity === '1', 'the anchor shows on hover');
    expect(heading.getBoundingClientRect().width).toBe(width);
  });
});

describe('the like/share row below the body', () => {
  const Row = lazy(async () => ({ default: () => <button type="button">点赞</button> }));

  it('is there when Tab leaves the body, even far below the screen', async () => {
    render(
      <>
        <article>
          <a href="#top">正文里的链接</a>
          <div style={{ height: '4000px' }} />
          <NearActions>
            <Row />
          </NearActions>
        </article>
        <a href="#after">文章之后</a>
      </>,
    );
    screen.getByText('正文里的链接').focus();
    // focus in the article loads the row (a reader's next Tab comes a moment later)
    await until(() => screen.queryByText('点赞') !== null, 'the row is there');
    await userEvent.keyboard('{Tab}');
    expect(focused()).toHaveAccessibleName('点赞');
  });
});
