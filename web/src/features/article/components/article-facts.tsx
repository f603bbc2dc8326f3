import type { ArticleDetail } from '@contract/article';
import { Link } from 'react-router';
import { CalendarIcon, ClockIcon, EyeIcon, FileTextIcon, FolderIcon, RefreshIcon } from '@/components/icons';
import { abbreviateCount, formatDuration } from '@/lib/format';
import { formatWordCount, type ReadingStats } from '../lib/reading-stats';

const TYPE_LABEL: Record<number, string> = { 1: '原创', 2: '转载', 3: '翻译' };

/** The facts under the title in the banner: dates, category, views, length and reading time. */
export function ArticleFacts({ article, stats }: { article: ArticleDetail; stats: ReadingStats }) {
  const edited = article.updatedAt && article.updatedAt.slice(0, 10) !== article.createdAt.slice(0, 10);
  return (
    <div className="article-facts">
      <ul className="article-facts__row">
        <li>
          <span className="article-facts__type">{TYPE_LABEL[article.type] ?? '原创'}</span>
        </li>
        <li title="发表于">
          <CalendarIcon /> 发表于 {article.createdAt.slice(0, 10)}
        </li>
        {edited ? (
          <li title="更新于">
            <RefreshIcon /> 更新于 {article.updatedAt.slice(0, 10)}
          </li>
        ) : null}
        {article.categoryName ? (
          <li>
            <FolderIcon />
            <Link to={`/articleList?${new URLSearchParams({ id: String(article.category_id ?? ''), type: 'category', name: article.categoryName })}`}>
              {article.categoryName}
            </Link>
          </li>
        ) : null}
      </ul>
      <ul className="article-facts__row">
        <li title="字数">
          <FileTextIcon /> 字数 {formatWordCount(stats.words)}
        </li>
        <li title="预计阅读时长">
          <ClockIcon /> 约 {stats.minutes} 分钟
        </li>
        <li title="浏览">
          <EyeIcon /> 浏览 {abbreviateCount(article.view_times)}
        </li>
        {article.reading_duration > 0 ? (
          <li title="读者累计阅读">
            <ClockIcon /> 累计阅读 {formatDuration(article.reading_duration)}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
