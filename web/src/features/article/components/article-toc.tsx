import { MdCatalog } from 'md-editor-rt';
import { usePreferences } from '@/lib/preferences-store';
import { PREVIEW_ID } from '@/lib/markdown-setup';

/** Table of contents bound to the article body; the page itself scrolls, under the fixed header. */
export function ArticleToc({ onPick }: { onPick?: () => void }) {
  const mode = usePreferences((s) => s.theme);
  return (
    <nav className="article-toc" aria-label="目录">
      <h2 className="article-toc__title">目录</h2>
      <MdCatalog
        editorId={PREVIEW_ID}
        theme={mode}
        scrollElement={document.documentElement}
        offsetTop={80}
        scrollElementOffsetTop={70}
        onClick={() => onPick?.()}
        className="article-toc__list"
      />
    </nav>
  );
}
