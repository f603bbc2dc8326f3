// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ArticleToc } from '@/features/article/components/article-toc';
import { MarkdownView } from '@/features/article/components/markdown-view';
import { usePreferences } from '@/lib/preferences-store';

/** The worker's render of the fixture documents (tests/worker/article-html.test.ts writes them). */
const snapshots = import.meta.glob<string>('../fixtures/markdown/*.html', { query: '?raw', import: 'default', eager: true });
const codeHtml = snapshots['../fixtures/markdown/code.html']!;
const inlineHtml = snapshots['../fixtures/markdown/inline.html']!;
const headingsHtml = snapshots['../fixtures/markdown/headings.html']!;

const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  usePreferences.setState({ theme: 'light', previewTheme: 'default', codeTheme: 'atom' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the article body from the worker', () => {
  it('is set as it came, in the reader’s preview theme, with highlighted code and no markdown library', () => {
    const { container } = render(<MarkdownView html={codeHtml} />);
    const root = container.querySelector('#article-preview')!;
    expect(root.className).toBe('md-editor article-markdown article-markdown--code-dark md-editor-previewOnly');
    expect(container.querySelector('#article-preview-preview')!.className).toBe('md-editor-preview default-theme');
    expect(container.querySelector('pre code[language="ts"] .hljs-keyword')?.textContent).toBe('interface');
    // the block of more than 40 lines starts folded, the others open
    const folds = [...container.querySelectorAll('details.md-editor-code')];
    expect(folds.filter((d) => !d.hasAttribute('open')).map((d) => d.querySelector('.md-editor-code-lang')?.textContent)).toEqual(['js', 'go']);
  });

  it('follows the dark theme and the chosen preview and code themes', async () => {
    usePreferences.setState({ theme: 'dark', previewTheme: 'github', codeTheme: 'github' });
    const { container } = render(<MarkdownView html={codeHtml} />);
    // the default theme, the first paint's, until the chosen one's stylesheet is in (lib/reading-theme.ts)
    expect(container.querySelector('#article-preview-preview')!.className).toBe('md-editor-preview default-theme');
    await vi.waitFor(() => expect(container.querySelector('#article-preview-preview')!.className).toBe('md-editor-preview github-theme'));
    expect(container.querySelector('#article-preview')!.className).toBe('md-editor article-markdown article-markdown--code-dark md-editor-dark md-editor-previewOnly');
    // the one code-theme stylesheet is there (its address is the build's, empty in this test)
    expect(document.getElementById('article-code-theme')?.tagName).toBe('LINK');
    act(() => usePreferences.setState({ theme: 'light' }));
    expect(container.querySelector('#article-preview')!.className).not.toContain('md-editor-dark');
    expect(container.querySelector('#article-preview')!.className).toContain('article-markdown--code-light');
  });

  it('copies a code block with its button, says so, and does not fold the block', async () => {
    vi.useFakeTimers();
    const { container } = render(<MarkdownView html={codeHtml} />);
    const block = container.querySelector('details.md-editor-code')!;
    const button = block.querySelector('.md-editor-copy-button')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    await act(async () => {
      button.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(writeText).toHaveBeenCalledWith('interface Post {\n  id: number;\n  title: string;\n}\n\nexport const posts: Post[] = [];');
    expect(button.textContent).toBe('已复制！');
    act(() => vi.advanceTimersByTime(1500));
    expect(button.textContent).toBe('复制代码');
  });

  it('says when copying fails', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    // the fallback for origins without the clipboard API refuses too
    Object.defineProperty(document, 'execCommand', { value: vi.fn(() => false), configurable: true });
    const { container } = render(<MarkdownView html={codeHtml} />);
    const button = container.querySelector('.md-editor-copy-button')!;
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.textContent).toBe('复制失败！');
  });

  it('opens a picture in the lightbox, with the other pictures to step through; a linked picture follows its link', async () => {
    const { container } = render(<MarkdownView html={inlineHtml} />);
    const linked = container.querySelector('a img')!;
    fireEvent.click(linked);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(container.querySelector('img[src="/img/demo/photo-02.svg"]')!);
    const dialog = await screen.findByRole('dialog', { name: '图片预览' });
    expect(dialog.querySelector('img')?.getAttribute('src')).toContain('/img/demo/photo-02.svg');
    // own pictures of the article, the linked one left out
    expect(dialog.textContent).toContain('2 / 4');
  });
});

describe('the table of contents from the heading list', () => {
  const toc = [
    { level: 1, text: '从零开始的博客', id: '从零开始的博客' },
    { level: 2, text: '第一节', id: '第一节' },
    { level: 2, text: '第二节', id: '第二节' },
    { level: 3, text: '小节 code 与 加粗', id: '小节 code 与 加粗' },
    { level: 2, text: '第一节', id: '第一节' },
  ];

  function renderWithBody() {
    const view = render(
      <>
        <MarkdownView html={headingsHtml} />
        <ArticleToc items={toc} />
      </>,
    );
    const headings = [...view.container.querySelectorAll<HTMLElement>('#article-preview-preview [id]')];
    // the layout jsdom lacks: each heading 400 px below the last, the page scrolled to `scrollY`
    let scrollY = 0;
    headings.forEach((h, i) => {
      h.getBoundingClientRect = () => ({ top: 200 + i * 400 - scrollY }) as DOMRect;
    });
    const scrollTo = vi.fn((opts: ScrollToOptions) => {
      scrollY = opts.top ?? 0;
    });
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', { get: () => scrollY, configurable: true });
    return { ...view, headings, scrollTo, scrollBy: (y: number) => (scrollY = y) };
  }

  it('nests the headings as md-editor-rt did and links each to its heading', () => {
    const { container } = renderWithBody();
    const nav = screen.getByRole('navigation', { name: '目录' });
    const top = [...nav.querySelectorAll('.md-editor-catalog-container > .md-editor-catalog-link')];
    expect(top).toHaveLength(1);
    const second = top[0]!.querySelectorAll(':scope > .md-editor-catalog-wrapper > .md-editor-catalog-link');
    expect([...second].map((l) => l.querySelector(':scope > span')?.textContent)).toEqual(['第一节', '第二节', '第一节']);
    expect(second[1]!.querySelector(':scope > .md-editor-catalog-wrapper a')?.textContent).toBe('小节 code 与 加粗');
    expect(nav.querySelector('a')?.getAttribute('href')).toBe(`#${encodeURIComponent('从零开始的博客')}`);
    expect(container.querySelector('.md-editor-catalog-dark')).toBeNull();
  });

  it('scrolls a picked heading under the fixed header, the second of two namesakes to the second', () => {
    const onPick = vi.fn();
    const view = render(
      <>
        <MarkdownView html={headingsHtml} />
        <ArticleToc items={toc} onPick={onPick} />
      </>,
    );
    const headings = [...view.container.querySelectorAll<HTMLElement>('#article-preview-preview [id]')];
    headings.forEach((h, i) => {
      h.getBoundingClientRect = () => ({ top: 1000 + i * 100 }) as DOMRect;
    });
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const links = screen.getAllByRole('link', { name: '第一节' });
    fireEvent.click(links[1]!);
    // the fifth heading with an id is the second "第一节" (1000 + 4 × 100), landing 70 px below the top
    expect(scrollTo).toHaveBeenCalledWith({ top: 1400 - 70, behavior: 'smooth' });
    expect(onPick).toHaveBeenCalledTimes(1);
    fireEvent.click(links[0]!);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 1100 - 70, behavior: 'smooth' });
  });

  it('marks the heading being read as the page scrolls', async () => {
    // frames run at once (a handle of 0: none pending)
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 0;
    });
    const { scrollBy } = renderWithBody();
    const activeText = () => document.querySelector('.md-editor-catalog-active > span')?.textContent;
    expect(activeText()).toBe('从零开始的博客');
    scrollBy(900); // headings at 200, 600, 1000, … now at -700, -300, 100, …: the second is the last above 80 px
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(activeText()).toBe('第一节');
    expect(document.querySelector('.md-editor-catalog-active a')?.getAttribute('aria-current')).toBe('location');
    scrollBy(1500);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(activeText()).toBe('小节 code 与 加粗');
  });

  it('shows nothing but its title for an article without headings', () => {
    render(<ArticleToc items={[]} />);
    expect(screen.getByRole('navigation', { name: '目录' }).querySelector('.md-editor-catalog-link')).toBeNull();
  });
});
