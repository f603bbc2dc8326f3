import { MdPreview } from 'md-editor-rt';
import { memo, useEffect } from 'react';
import { usePreferences } from '@/features/preferences/stores/preferences-store';
import type { PreviewThemes } from 'md-editor-rt';
import { applyCodeTheme, codeThemeHref } from '../lib/code-theme';
import { PREVIEW_ID } from '../lib/markdown-setup';

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

  return (
    <MdPreview
      id={PREVIEW_ID}
      className="article-markdown"
      modelValue={content}
      theme={mode}
      previewTheme={previewTheme as PreviewThemes}
      codeTheme={codeTheme}
      language="zh-CN"
      noMermaid
      noKatex
      noEcharts
      showCodeRowNumber={false}
      autoFoldThreshold={40}
    />
  );
});
