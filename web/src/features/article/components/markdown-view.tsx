import { lazy, memo, Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { ARTICLE_PREVIEW_ID } from '@contract/article-html-policy';
import { HEADING_ANCHOR_CLASS } from '@contract/article-markdown';
import { usePreferences } from '@/lib/preferences-store';
import { applyCodeTheme, codeGround, codeThemeHref } from '../lib/code-theme';
import { copyCode, copySectionLink } from '../lib/copy-code';

const COPY_BUTTON = '.md-editor-copy-button';

// loaded with the first picture a reader opens, not with the page
const Lightbox = lazy(() => import('@/components/lightbox/lightbox').then((m) => ({ default: m.Lightbox })));

/**
 * The article body in the reader's preview theme and code theme: the HTML
 * the worker rendered (md-editor-rt's markup, code already highlighted,
 * services/article-html/) set as it is. It is not sanitised here again: the
 * worker passed it through the article allow-list (contract/
 * article-html-policy.ts, the policy the console's DOMPurify preview uses,
 * tested against the same hostile payloads in tests/worker/article-html.test.ts),
 * and running DOMPurify here would bring back the 20 KB the page no longer
 * loads. The code blocks' copy buttons, their folding (native <details>),
 * the headings' anchors (pressed: the section's link is copied) and the
 * pictures' zoom (the site's lightbox) work on that markup. The copy buttons
 * are md-editor-rt's spans: they become buttons to the keyboard and to
 * assistive technology here, with the script that makes them work (the
 * allow-list keeps role and tabindex out of articles).
 */
export const MarkdownView = memo(function MarkdownView({ html }: { html: string }) {
  const mode = usePreferences((s) => s.theme);
  const previewTheme = usePreferences((s) => s.previewTheme);
  const codeTheme = usePreferences((s) => s.codeTheme);
  const [zoom, setZoom] = useState<{ images: string[]; index: number | null }>({ images: [], index: null });
  const body = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    for (const button of body.current?.querySelectorAll(COPY_BUTTON) ?? []) {
      button.setAttribute('role', 'button');
      button.setAttribute('tabindex', '0');
    }
  }, [html]);

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

  // Enter and Space press a copy button as they press a button (and do not fold the block around it)
  const onKeyDown = useCallback((e: KeyboardEvent<HTMLDivElement>) => {
    const target = e.target as Element;
    if ((e.key !== 'Enter' && e.key !== ' ') || !target.matches(COPY_BUTTON)) return;
    e.preventDefault();
    if (!e.repeat) copyCode(target);
  }, []);

  return (
    <div className="markdown-host">
      <div
        id={ARTICLE_PREVIEW_ID}
        className={`md-editor article-markdown article-markdown--code-${codeGround(previewTheme, mode)}${mode === 'dark' ? ' md-editor-dark' : ''} md-editor-previewOnly`}
      >
        <div id={`${ARTICLE_PREVIEW_ID}-preview`} ref={body} className={`md-editor-preview ${previewTheme}-theme`} onClick={onClick} onKeyDown={onKeyDown} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      {zoom.images.length > 0 ? (
        <Suspense fallback={null}>
          <Lightbox images={zoom.images} index={zoom.index} onIndexChange={(index) => setZoom((z) => ({ ...z, index }))} />
        </Suspense>
      ) : null}
    </div>
  );
});
