import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@/lib/router';
import { CloseIcon } from '@/components/icons';
import { useLayer } from '@/components/layer/use-layer';
import { MAX_KEYWORD_LENGTH, useHotSearch } from '../api/search-api';
import { useSearchQuery } from '../hooks/use-search-query';
import { useSearchHistory } from '../hooks/use-search-history';
import { useSearchDialog } from '../stores/search-dialog-store';
import { SearchIcon } from './search-icon';
import { SearchResults, SearchResultsSkeleton } from './search-results';
import { SearchSuggestions } from './search-suggestions';
import './search-dialog.css';
import './search-results.css';
import './search-suggestions.css';

/** Site search: type to search (debounced), history and hot articles while the input is empty. */
export function SearchDialog() {
  const open = useSearchDialog((s) => s.open);
  const hide = useSearchDialog((s) => s.hide);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const { keyword, setKeyword, word, hits, state, submit } = useSearchQuery();
  const [active, setActive] = useState(-1);
  const { history, remember, forget, clear } = useSearchHistory();
  const hot = useHotSearch();
  const typing = word !== '';

  // focus starts in the box, Tab stays in the dialog, Escape closes it wherever focus is, and focus goes back to the opener
  useLayer(dialogRef, { open, onClose: hide, modal: true, initialFocus: 'input' });

  useEffect(() => {
    if (!open) return;
    document.body.classList.add('no-scroll');
    inputRef.current?.select();
    return () => document.body.classList.remove('no-scroll');
  }, [open]);

  useEffect(() => setActive(-1), [hits]);

  const openArticle = (id: number, word?: string) => {
    if (word) remember(word);
    // the search is done: next time the dialog opens on the history again
    setKeyword('');
    hide();
    navigate(`/article?id=${id}`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowDown' && hits.length) {
      e.preventDefault();
      setActive((i) => (i + 1) % hits.length);
    } else if (e.key === 'ArrowUp' && hits.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? hits.length - 1 : i - 1));
    } else if (e.key === 'Enter' && e.target === inputRef.current && typing) {
      e.preventDefault();
      const hit = hits[active];
      if (hit) openArticle(hit.id, keyword);
      else {
        submit();
        remember(keyword);
      }
    }
  };

  if (!open) return null;

  return (
    <div className="search-layer" onKeyDown={onKeyDown}>
      <div className="search-layer__backdrop" onClick={hide} />
      <div ref={dialogRef} className="search-dialog" role="dialog" aria-modal="true" aria-label="搜索文章">
        <div className="search-dialog__bar">
          <SearchIcon className="search-dialog__icon" />
          <input
            ref={inputRef}
            className="search-dialog__input"
            type="search"
            value={keyword}
            maxLength={MAX_KEYWORD_LENGTH}
            placeholder="搜索文章标题或内容…"
            aria-label="搜索关键词"
            aria-controls="search-results"
            aria-activedescendant={active >= 0 ? `search-hit-${active}` : undefined}
            enterKeyHint="search"
            onChange={(e) => setKeyword(e.target.value)}
          />
          <button type="button" className="icon-btn search-dialog__close" onClick={hide} aria-label="关闭搜索">
            <CloseIcon />
          </button>
        </div>
        <div className="search-dialog__body">
          {!typing ? (
            <SearchSuggestions
              history={history}
              hot={hot.data}
              onUseWord={(w) => {
                setKeyword(w);
                remember(w);
                inputRef.current?.focus();
              }}
              onForget={forget}
              onClear={clear}
              onOpenHot={(a) => openArticle(a.id)}
            />
          ) : state === 'loading' ? (
            <SearchResultsSkeleton />
          ) : state === 'found' ? (
            <>
              <p className="search-dialog__count" aria-live="polite">
                找到 {hits.length} 篇相关文章
              </p>
              <SearchResults hits={hits} active={active} onHover={setActive} onPick={(h) => openArticle(h.id, keyword)} />
            </>
          ) : (
            <p className="search-dialog__empty" aria-live="polite">
              {state === 'failed' ? '搜索出错了，请稍后再试' : `没有找到与“${word}”相关的文章`}
            </p>
          )}
        </div>
        <footer className="search-dialog__foot" aria-hidden="true">
          <span><kbd>↑</kbd><kbd>↓</kbd> 选择</span>
          <span><kbd>Enter</kbd> 打开</span>
          <span><kbd>Esc</kbd> 关闭</span>
        </footer>
      </div>
    </div>
  );
}
