import './blog-common.css';
import { ArrowLeftIcon, ArrowRightIcon } from '@/components/icons';

interface PaginationProps {
  page: number;
  total: number;
  size: number;
  onChange: (page: number) => void;
  label?: string;
}

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pages: number, radius = 1): (number | 'gap')[] {
  const out: (number | 'gap')[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= radius) out.push(p);
    else if (out[out.length - 1] !== 'gap') out.push('gap');
  }
  return out;
}

export function Pagination({ page, total, size, onChange, label = '分页' }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, size)));
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="pagination__btn" disabled={page <= 1} onClick={() => onChange(page - 1)} aria-label="上一页">
        <ArrowLeftIcon />
      </button>
      {pageWindow(page, pages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`pagination__btn${p === page ? ' is-active' : ''}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onChange(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className="pagination__btn" disabled={page >= pages} onClick={() => onChange(page + 1)} aria-label="下一页">
        <ArrowRightIcon />
      </button>
    </nav>
  );
}
