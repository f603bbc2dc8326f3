import { lazy, memo, Suspense, useCallback, useEffect, useState, type MouseEvent } from 'react';
import { ARTICLE_PREVIEW_ID } from '@contract/article-html-policy';
import { usePreferences } from '@/lib/preferences-store';
import { applyCodeTheme, codeGround, codeThemeHref } from '../lib/code-theme';
import { copyCode } from '../lib/copy-code';

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
 * loads. The code blocks' copy buttons, their folding (native <details>) and
 * the pictures' zoom (the site's lightbox) work on that markup.
 */
export const MarkdownView = memo(function MarkdownView({ html }: { html: string }) {
  const mode = usePreferences((s) => s.theme);
  const previewTheme = usePreferences((s) => s.previewTheme);
  const codeTheme = usePreferences((s) => s.codeTheme);
  const [zoom, setZoom] = useState<{ images: string[]; index: number | null }>({ images: [], index: null });

  useEffect(() => {
    applyCodeTheme(codeThemeHref(codeTheme, previewTheme, mode));
  }, [codeTheme, previewTheme, mode]);

  const onClick = useCallback((e: MouseEvent<HTMLDivElement>) => {
    const target = e.target as Element;
    const copy = target.closest('.md-editor-copy-button');
    if (copy) {
      // the button sits in the fold's <summary>: a click copies, it does not fold
      e.preventDefault();
      copyCode(copy);
      return;
    }
    const img = target.closest('img');
    // a picture that is a link follows its link
    if (!img || img.closest('a')) return;
    const pictures = [...e.currentTarget.querySelectorAll('img')].filter((i) => !i.closest('a'));
    setZoom({ images: pictures.map((i) => i.currentSrc || i.src), index: pictures.indexOf(img) });
  }, []);

  return (
    <div className="markdown-host">
      <div
        id={ARTICLE_PREVIEW_ID}
        className={`md-editor article-markdown article-markdown--code-${codeGround(previewTheme, mode)}${mode === 'dark' ? ' md-editor-dark' : ''} md-editor-previewOnly`}
      >
        <div id={`${ARTICLE_PREVIEW_ID}-preview`} className={`md-editor-preview ${previewTheme}-theme`} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
      </div>
      {zoom.images.length > 0 ? (
        <Suspense fallback={null}>
          <Lightbox images={zoom.images} index={zoom.index} onIndexChange={(index) => setZoom((z) => ({ ...z, index }))} />
        </Suspense>
      ) : null}
    </div>
  );
});
