import { MdPreview } from 'md-editor-rt';
import { memo, useEffect, useRef } from 'react';
import { usePreferences } from '@/lib/preferences-store';
import { sanitizeArticleHtml } from '@/lib/sanitize-article';
import type { PreviewThemes } from 'md-editor-rt';
import { applyCodeTheme, codeGround, codeThemeHref } from '../lib/code-theme';
import { highlightCodeBlocks } from '@/lib/highlighter';
import { PREVIEW_ID } from '@/lib/markdown-setup';

/**
 * The article body in the reader's preview theme and code theme, with copy
 * buttons and image zoom built in. Memoised: rendering markdown is the
 * page's dearest work, and the background refresh that counts the read
 * changes only the view count.
 */
export const MarkdownView = memo(function MarkdownView({ content }: { content: string }) {
  const mode = usePreferences((s) => s.theme);
  const previewTheme = usePreferences((s) => s.previewTheme);
  const codeTheme = usePreferences((s) => s.codeTheme);

  useEffect(() => {
    applyCodeTheme(codeThemeHref(codeTheme, previewTheme, mode));
  }, [codeTheme, previewTheme, mode]);

  // code is coloured after the text is on screen, and again whenever the preview re-renders its HTML
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = host.current;
    if (!root) return;
    let cancel = highlightCodeBlocks(root);
    const observer = new MutationObserver(() => {
      cancel();
      cancel = highlightCodeBlocks(root);
    });
    observer.observe(root, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
      cancel();
    };
  }, []);

  return (
    <div ref={host} className="markdown-host">
      <MdPreview
        id={PREVIEW_ID}
        className={`article-markdown article-markdown--code-${codeGround(previewTheme, mode)}`}
        modelValue={content}
        theme={mode}
        previewTheme={previewTheme as PreviewThemes}
        codeTheme={codeTheme}
        language="zh-CN"
        sanitize={sanitizeArticleHtml}
        noMermaid
        noKatex
        noEcharts
        showCodeRowNumber={false}
        autoFoldThreshold={40}
      />
    </div>
  );
});
