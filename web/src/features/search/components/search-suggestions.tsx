import type { HotArticle } from '@contract/article';
import { CloseIcon } from '@/components/icons';
import { TrashIcon } from './search-icon';

interface SearchSuggestionsProps {
  history: string[];
  hot: HotArticle[] | undefined;
  onUseWord: (word: string) => void;
  onForget: (word: string) => void;
  onClear: () => void;
  onOpenHot: (article: HotArticle) => void;
}

/** What an empty input shows: the reader's recent searches and the five hot articles. */
export function SearchSuggestions({ history, hot, onUseWord, onForget, onClear, onOpenHot }: SearchSuggestionsProps) {
  return (
    <div className="search-suggest">
      <section aria-labelledby="search-history-title">
        <div className="search-suggest__head">
          <h3 id="search-history-title">搜索历史</h3>
          {history.length ? (
            <button type="button" className="search-suggest__clear" onClick={onClear}>
              <TrashIcon /> 清空
            </button>
          ) : null}
        </div>
        {history.length ? (
          <ul className="search-history">
            {history.map((word) => (
              <li key={word} className="search-history__chip">
                <button type="button" className="search-history__word" onClick={() => onUseWord(word)}>
                  {word}
                </button>
                <button type="button" className="search-history__remove" aria-label={`删除 ${word}`} onClick={() => onForget(word)}>
                  <CloseIcon />
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="search-suggest__empty">暂无搜索历史</p>
        )}
      </section>
      <section aria-labelledby="search-hot-title">
        <div className="search-suggest__head">
          <h3 id="search-hot-title">热门推荐</h3>
        </div>
        {hot === undefined ? (
          <div aria-busy="true">
            {Array.from({ length: 5 }, (_, i) => (
              <span key={i} className="search-skeleton search-skeleton--row" />
            ))}
          </div>
        ) : (
          <ol className="search-hot">
            {hot.map((a, i) => (
              <li key={a.id}>
                <button type="button" className="search-hot__item" onClick={() => onOpenHot(a)}>
                  <span className={`search-hot__rank search-hot__rank--${i + 1}`}>{i + 1}</span>
                  <span className="search-hot__title">{a.article_title}</span>
                </button>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
