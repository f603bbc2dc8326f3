import type { ArticleDetail } from '@contract/article';
import { Link } from '@/lib/router';
import { TagIcon } from '@/components/icons';

/** Tag chips at the end of the article; each opens that tag's article list. */
export function ArticleTags({ article }: { article: ArticleDetail }) {
  if (!article.tagNameList.length) return null;
  return (
    <ul className="article-tags" aria-label="标签">
      {article.tagNameList.map((name, i) => {
        const id = article.tagIdList[i];
        const href = `/articleList?${new URLSearchParams({ id: String(id), type: 'tag', name })}`;
        return (
          <li key={name}>
            <Link to={href} className="article-tags__chip">
              <TagIcon /> {name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
