import { lazy, Suspense, useEffect } from 'react';
import { useSearchDialog } from '../stores/search-dialog-store';
import { SearchIcon } from './search-icon';

const SearchDialog = lazy(() => import('./search-dialog').then((m) => ({ default: m.SearchDialog })));

/** The header's search button: opens the dialog (also on Ctrl/Cmd+K). */
export function SearchButton({ className = 'icon-btn', onOpen }: { className?: string; onOpen?: () => void }) {
  const show = useSearchDialog((s) => s.show);
  return (
    <button
      type="button"
      className={className}
      aria-label="搜索文章"
      title="搜索 (Ctrl+K)"
      onClick={() => {
        onOpen?.();
        show();
      }}
    >
      <SearchIcon />
    </button>
  );
}

/** Mounted once (in the header): the Ctrl/Cmd+K shortcut and the dialog, fetched the first time it is wanted. */
export function SearchHost() {
  const wanted = useSearchDialog((s) => s.wanted);
  const show = useSearchDialog((s) => s.show);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SearchDialog />
    </Suspense>
  );
}
