import { Link } from '@/lib/router';
import type { TaxonomyType } from '../api/article-lists';
import { EmptyState } from './empty-state';
import { articleListHref } from '../lib/article-list-href';
import './blog-pages.css';

export interface CloudEntry {
  id: number;
  name: string;
  count: number;
}

/** 0.9rem for the rarest up to 1.6rem for the most used, so the cloud reads at a glance. */
export function cloudScale(count: number, min: number, max: number): number {
  if (max <= min) return 1.15;
  return 0.9 + ((count - min) / (max - min)) * 0.7;
}

interface TaxonomyCloudProps {
  type: TaxonomyType;
  entries: CloudEntry[] | undefined;
  isPending: boolean;
  heading: string;
}

/**
 * The category or tag cloud: each entry sized by its article count and linked to its list.
 * Entries without a public article are left out: each led to an empty list.
 */
export function TaxonomyCloud({ type, entries: all, isPending, heading }: TaxonomyCloudProps) {
  const entries = all?.filter((e) => e.count > 0);
  const counts = entries?.map((e) => e.count) ?? [];
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  return (
    <div className="page-container blog-page">
      <section className="card cloud-card" aria-label={heading}>
        <h2 className="cloud-card__heading">
          {heading} <span className="cloud-card__count">{entries?.length ?? 0}</span>
        </h2>
        {isPending ? (
          <div className="cloud" aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <span key={i} className="skeleton skeleton--chip" />
            ))}
          </div>
        ) : !entries?.length ? (
          <EmptyState text={`还没有${heading}`} />
        ) : (
          <ul className={`cloud cloud--${type}`}>
            {entries.map((e, i) => (
              <li key={e.id}>
                <Link
                  to={articleListHref(type, e)}
                  className={`cloud__item cloud__item--c${i % 6}`}
                  style={{ fontSize: `${cloudScale(e.count, min, max).toFixed(2)}rem` }}
                >
                  {e.name}
                  <sup className="cloud__num">{e.count}</sup>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
