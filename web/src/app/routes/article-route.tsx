import { COMMENT_TYPE } from '@contract/comment';
import { ArticlePage } from '@/features/article/components/article-page';
import { LazyCommentSection } from '@/features/comments/components/lazy-comment-section';

/** /article?id=: the article, with its comment section below it. */
export function Component() {
  return <ArticlePage comments={(id) => <LazyCommentSection type={COMMENT_TYPE.article} forId={id} />} />;
}
