import { lazy, memo, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ARTICLE_PREVIEW_ID } from '@contract/article-html-policy';
import { HEADING_ANCHOR_CLASS } from '@contract/article-markdown';
import { watchMissingPictures } from '@/components/picture/missing-pictures';
import { usePreferences } from '@/lib/preferences-store';
import { applyCodeTheme, codeGround, codeThemeHref } from '../lib/code-theme';
import { copyCode, copySectionLink } from '../lib/copy-code';
import { adoptBody, claimPrerenderedBody, prerenderedBodyWaiting } from '../lib/prerendered-body';
import { useReadingTheme } from '../lib/reading-theme';

const COPY_BUTTON = '.md-editor-copy-button';
const FOLD_BUTTON = '.md-editor-collapse-tips';
const foldLabel = (open: boolean) => (open ? '折叠代码' : '展开代码');

/**
 * md-editor-rt's code head is the fold's <summary> with the copy button
 * inside it, and a button inside a button is one control to the keyboard and
 * to assistive technology (axe: nested-interactive). So the head becomes a
 * group out of the tab order (a click on it still folds, natively) holding
 * two buttons: 复制代码 and the fold icon, which says whether it opens or
 * closes the block.
 */
function codeHeadButtons(body: HTMLElement): void {
  for (const head of body.querySelectorAll('.md-editor-code > summary.md-editor-code-head')) {
    head.setAttribute('role', 'group');
    head.setAttribute('aria-label', '代码块');
    head.setAttribute('tabindex', '-1');
    for (const button of head.querySelectorAll(`${COPY_BUTTON}, ${FOLD_BUTTON}`)) {
      button.setAttribute('role', 'button');
      button.setAttribute('tabindex', '0');
    }
    const fold = head.querySelector(FOLD_BUTTON);
    if (fold) syncFold(head.parentElement as HTMLDetailsElement, fold);
  }
}

function syncFold(block: HTMLDetailsElement, fold: Element): void {
  fold.setAttribute('aria-label', foldLabel(block.open));
  fold.setAttribute('aria-expanded', String(block.open));
}

// loaded with the first picture a reader opens, not with the page
const Lightbox = lazy(() => import('@/components/lightbox/lightbox').then((m) => ({ default: m.Lightbox })));

/**
 * The article body in the reader's preview theme and code theme: the HTML
 * the worker rendered (md-editor-rt's markup, code already highlighted,
 * services/article-html/) set as it is, or, on the visit's first article,
 * the same body the worker already put in the page, moved here unparsed. It is not sanitised here again: the
 * worker passed it through the article allow-list (contract/
 * article-html-policy.ts, the policy the console's DOMPurify preview uses,
 * tested against the same hostile payloads in tests/worker/article-html.test.ts),
 * and running DOMPurify here would bring back the 20 KB the page no longer
 * loads. The code blocks' copy buttons, their folding (native <details>),
 * the headings' anchors (pressed: the section's link is copied) and the
 * pictures' zoom (the site's lightbox) work on that markup. The code heads'
 * copy and fold icons are md-editor-rt's spans: they become buttons to the
 * keyboard and to assistive technology here, with the script that makes them
 * work (the allow-list keeps role and tabindex out of articles).
 */
export const MarkdownView = memo(function MarkdownView({ html }: { html: string }) {
  const mode = usePreferences((s) => s.theme);
  // the chosen theme once its stylesheet is in (lib/reading-theme.ts), the one the body wore until then;
  // asked before the worker's body is claimed below: taking it over may wait for the reader's theme
  const previewTheme = useReadingTheme(usePreferences((s) => s.previewTheme), prerenderedBodyWaiting());
  const codeTheme = usePreferences((s) => s.codeTheme);
  const [zoom, setZoom] = useState<{ images: string[]; index: number | null }>({ images: [], index: null });
  const body = useRef<HTMLDivElement>(null);
  // on the visit's first article, the worker's body already in the page (lib/prerendered-body.ts)
  const [prerendered] = useState(claimPrerenderedBody);
  const shown = useRef<string | null>(null);

  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    // React never sets these children: the first view adopts the prerendered nodes, a new body replaces them
    if (shown.current === null && prerendered) adoptBody(el, prerendered);
    else if (shown.current !== html) el.innerHTML = html;
    shown.current = html;
    codeHeadButtons(el);
    // <details> says it folded with a toggle event, which does not bubble
    const onToggle = (e: Event) => {
      const block = e.target as HTMLDetailsElement;
      const fold = block.matches('.md-editor-code') ? block.querySelector(`:scope > summary ${FOLD_BUTTON}`) : null;
      if (fold) syncFold(block, fold);
    };
    el.addEventListener('toggle', onToggle, true);
    const unwatch = watchMissingPictures(el);
    return () => {
      el.removeEventListener('toggle', onToggle, true);
      unwatch();
    };
  }, [html, prerendered]);

  useEffect(() => {
    applyCodeTheme(codeThemeHref(codeTheme, previewTheme, mode));
  }, [codeTheme, previewTheme, mode]);

  const onClick = useCallback((e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as Element;
    const copy = target.closest(COPY_BUTTON);
    if (copy) {
      // the button sits in the fold's <summary>: a click copies, it does not fold
      e.preventDefault();
      copyCode(copy);
      return;
    }
    const anchor = target.closest<HTMLAnchorElement>(`a.${HEADING_ANCHOR_CLASS}`);
    if (anchor) {
      e.preventDefault();
      copySectionLink(anchor);
      return;
    }
    const img = target.closest('img');
    // a picture that is a link follows its link
    if (!img || img.closest('a')) return;
    const pictures = [...e.currentTarget.querySelectorAll('img')].filter((i) => !i.closest('a'));
    setZoom({ images: pictures.map((i) => i.currentSrc || i.src), index: pictures.indexOf(img) });
  }, []);

  // Enter and Space press the code head's buttons as they press a button
  const onKeyDown = useCallback((e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as Element;
    if (e.key !== 'Enter' && e.key !== ' ') return;
    const copy = target.matches(COPY_BUTTON);
    if (!copy && !target.matches(FOLD_BUTTON)) return;
    e.preventDefault();
    if (e.repeat) return;
    if (copy) copyCode(target);
    else {
      const block = target.closest('details');
      if (block) block.open = !block.open;
    }
  }, []);

  return (
    <div className="markdown-host">
      <div
        id={ARTICLE_PREVIEW_ID}
        className={`md-editor article-markdown article-markdown--code-${codeGround(previewTheme, mode)}${mode === 'dark' ? ' md-editor-dark' : ''} md-editor-previewOnly`}
      >
        <div id={`${ARTICLE_PREVIEW_ID}-preview`} ref={body} className={`md-editor-preview ${previewTheme}-theme`} onClick={onClick} onKeyDown={onKeyDown} />
      </div>
      {zoom.images.length > 0 ? (
        <Suspense fallback={null}>
          <Lightbox images={zoom.images} index={zoom.index} onIndexChange={(index) => setZoom((z) => ({ ...z, index }))} />
        </Suspense>
      ) : null}
    </div>
  );
});
