import type { SearchHit } from '@contract/article';
import { sanitizeMarked } from '../lib/sanitize-mark';

interface SearchResultsProps {
  hits: SearchHit[];
  active: number;
  onPick: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}

/** Matches with the server's <mark> highlights, allowed through DOMPurify and nothing else. */
export function SearchResults({ hits, active, onPick, onHover }: SearchResultsProps) {
  return (
    <ul className="search-results" role="listbox" aria-label="搜索结果" id="search-results">
      {hits.map((hit, i) => (
        <li
          key={hit.id}
          id={`search-hit-${i}`}
          role="option"
          aria-selected={i === active}
          className={`search-hit${i === active ? ' is-active' : ''}`}
          onMouseEnter={() => onHover(i)}
          onClick={() => onPick(hit)}
        >
          <span className="search-hit__title" dangerouslySetInnerHTML={{ __html: sanitizeMarked(hit.title_html || hit.article_title) }} />
          {hit.snippet ? (
            <span className="search-hit__snippet" dangerouslySetInnerHTML={{ __html: sanitizeMarked(hit.snippet) }} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function SearchResultsSkeleton() {
  return (
    <div className="search-results" role="status" aria-busy="true" aria-label="正在搜索">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="search-hit search-hit--skeleton">
          <span className="search-skeleton search-skeleton--title" />
          <span className="search-skeleton" />
        </div>
      ))}
    </div>
  );
}
