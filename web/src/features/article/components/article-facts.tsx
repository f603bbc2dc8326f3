import { articleFacts, type ArticleFactsSource, type FactIcon } from '@contract/article-facts';
import { useMemo } from 'react';
import { Link } from '@/lib/router';
import { CalendarIcon, ClockIcon, EyeIcon, FileTextIcon, FolderIcon, MessageIcon, RefreshIcon, type IconProps } from '@/components/icons';

const ICONS: Record<FactIcon, (props: IconProps) => React.JSX.Element> = {
  calendar: CalendarIcon,
  refresh: RefreshIcon,
  folder: FolderIcon,
  'file-text': FileTextIcon,
  clock: ClockIcon,
  eye: EyeIcon,
  comment: MessageIcon,
};

/**
 * The facts under the title in the banner: dates, category, views, length and
 * reading time. worker/seo/article-facts-html.ts prints the same markup into
 * the prerendered banner; tests/web/article-facts.test.tsx holds the two equal.
 */
export function ArticleFacts({ article }: { article: ArticleFactsSource }) {
  // the reading stats walk the whole text: once per article, not per render of the page
  const rows = useMemo(() => articleFacts(article), [article]);
  return (
    <div className="article-facts">
      {rows.map((row, i) => (
        <ul className="article-facts__row" key={i}>
          {row.map((fact) => {
            const Icon = fact.icon ? ICONS[fact.icon] : null;
            return (
              <li key={fact.key} title={fact.title}>
                {Icon ? <Icon /> : null}
                {fact.badge ? (
                  <span className="article-facts__type">{fact.text}</span>
                ) : fact.href ? (
                  <Link to={fact.href}>{fact.text}</Link>
                ) : (
                  fact.text
                )}
              </li>
            );
          })}
        </ul>
      ))}
    </div>
  );
}
