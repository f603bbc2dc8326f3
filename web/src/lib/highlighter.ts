import { escapeHtml } from '@contract/escape-html';
import hljs from 'highlight.js/lib/core';
import { registerArticleLanguages } from '@contract/highlight-languages';

/**
 * highlight.js core with only the languages this blog writes about
 * (contract/highlight-languages.ts, the list the worker highlights the
 * reader's articles with), for the console's editor preview (the full build
 * is ~1 MB and md-editor-rt would otherwise fetch it from a CDN). The grammars
 * are registered on first use, in a task of their own after the preview is on
 * screen, not while it loads.
 */
let registered = false;
function registerGrammars() {
  if (registered) return;
  registered = true;
  registerArticleLanguages(hljs);
}

const plain = (code: string) => ({ value: escapeHtml(code), relevance: 0, illegal: false });

/**
 * The instance md-editor-rt renders with: every block comes out plain, so
 * rendering an article never waits on highlighting (which cost more main
 * thread than the rest of the article page together); highlightCodeBlocks
 * colours the blocks afterwards. A block without a language stays plain, as
 * on GitHub, instead of being guessed at by running every grammar over it.
 */
export const markdownHighlighter: typeof hljs = Object.create(hljs, {
  highlight: { value: (code: string) => plain(code) },
  highlightAuto: { value: (code: string) => plain(code) },
});

const DONE = 'data-highlighted';

/**
 * Highlights the rendered code blocks under `root` in their languages, one
 * block per task so a long article never blocks input; returns a cancel.
 * Blocks already done are skipped, so it can run again after any change.
 * The reader's page ran it over md-editor-rt's preview until the worker
 * highlighted articles itself (services/article-html/highlight.ts does the
 * same per block); tests/web/article-render-equality.test.tsx runs it to show
 * the two agree, and the console's preview could use it (it shows code plain).
 */
export function highlightCodeBlocks(root: ParentNode): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = (): void => {
    if (!registered) {
      timer = setTimeout(() => {
        registerGrammars();
        next();
      }, 0);
      return;
    }
    const code = [...root.querySelectorAll<HTMLElement>('pre > code[language]')].find(
      (el) => !el.hasAttribute(DONE) && hljs.getLanguage(el.getAttribute('language') ?? ''),
    );
    if (!code) return;
    timer = setTimeout(() => {
      const target = code.querySelector<HTMLElement>('.md-editor-code-block') ?? code;
      const language = code.getAttribute('language')!;
      code.setAttribute(DONE, '');
      target.innerHTML = hljs.highlight(target.textContent ?? '', { language, ignoreIllegals: true }).value;
      next();
    }, 0);
  };
  next();
  return () => clearTimeout(timer);
}

export { hljs };
