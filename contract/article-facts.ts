import type { ArticleDetail } from './article';
import { abbreviateCount, formatDuration } from './count-format';
import { formatWordCount, readingStats } from './reading-stats';

/**
 * The facts under an article's title in its banner, as data: the app's
 * ArticleFacts and the worker's prerendered banner (worker/seo/article-facts-html.ts)
 * both print these rows, so the banner the first paint shows has the size of
 * the one the app puts in its place (a taller one would be a second, later
 * largest paint on a phone).
 */

export type FactIcon = 'calendar' | 'refresh' | 'folder' | 'file-text' | 'clock' | 'eye' | 'comment';

export interface ArticleFact {
  /** stable per fact, for React keys */
  key: string;
  text: string;
  icon?: FactIcon;
  title?: string;
  /** the category's article list */
  href?: string;
  /** the 原创/转载/翻译 badge */
  badge?: true;
}

export type ArticleFactsSource = Pick<
  ArticleDetail,
  'type' | 'createdAt' | 'updatedAt' | 'category_id' | 'categoryName' | 'view_times' | 'reading_duration' | 'article_content'
> &
  Partial<Pick<ArticleDetail, 'comment_total'>>;

const TYPE_LABEL: Record<number, string> = { 1: '原创', 2: '转载', 3: '翻译' };

export function articleFacts(article: ArticleFactsSource): ArticleFact[][] {
  const stats = readingStats(article.article_content);
  const created = article.createdAt.slice(0, 10);
  const updated = article.updatedAt ? article.updatedAt.slice(0, 10) : '';
  const first: ArticleFact[] = [
    { key: 'type', text: TYPE_LABEL[article.type] ?? '原创', badge: true },
    { key: 'created', icon: 'calendar', title: '发表于', text: `发表于 ${created}` },
  ];
  if (updated && updated !== created) first.push({ key: 'updated', icon: 'refresh', title: '更新于', text: `更新于 ${updated}` });
  if (article.categoryName) {
    const query = new URLSearchParams({ id: String(article.category_id ?? ''), type: 'category', name: article.categoryName });
    first.push({ key: 'category', icon: 'folder', text: article.categoryName, href: `/articleList?${query}` });
  }
  const second: ArticleFact[] = [
    { key: 'words', icon: 'file-text', title: '字数', text: `字数 ${formatWordCount(stats.words)}` },
    { key: 'minutes', icon: 'clock', title: '预计阅读时长', text: `约 ${stats.minutes} 分钟` },
    { key: 'views', icon: 'eye', title: '浏览', text: `浏览 ${abbreviateCount(article.view_times)}` },
    { key: 'comments', icon: 'comment', title: '评论', text: `评论 ${abbreviateCount(article.comment_total ?? 0)}` },
  ];
  if (article.reading_duration > 0) {
    second.push({ key: 'read', icon: 'clock', title: '读者累计阅读', text: `累计阅读 ${formatDuration(article.reading_duration)}` });
  }
  return [first, second];
}
