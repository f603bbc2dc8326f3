import './sidebar-widgets.css';
import { Link } from '@/lib/router';
import type { ArchiveMonth } from '@contract/sidebar';
import { ClockIcon } from '@/components/icons';

const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** Sidebar card: the months with articles and how many, each opening the timeline at that month. */
export function ArchiveMonthsCard({ months }: { months: ArchiveMonth[] }) {
  if (!months.length) return null;
  return (
    <section className="card side-card" aria-labelledby="archive-months-title">
      <h2 className="side-card__title" id="archive-months-title">
        <ClockIcon className="side-card__icon" />
        <Link to="/archives" className="side-card__title-link">
          归档
        </Link>
      </h2>
      <ul className="archive-months">
        {months.map((m) => (
          <li key={m.month}>
            <Link to={`/archives?month=${m.month}`} className="archive-months__item">
              <span>{monthLabel(m.month)}</span>
              <span className="archive-months__count">{m.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
