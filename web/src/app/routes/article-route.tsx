import { COMMENT_TYPE } from '@contract/target-types';
import { ArticlePage } from '@/features/article/components/article-page';
import { useBlogConfig } from '@/features/blog/api/get-config';
import { LazyCommentSection } from '@/features/comments/components/lazy-comment-section';
import { ReadingNow } from '@/features/presence/components/reading-now';

/** /article?id=: the article, with its comment section below it and the owner's reward codes from the site config. */
export function Component() {
  const config = useBlogConfig().data;
  const reward = config ? { wechat: config.we_chat_pay, alipay: config.ali_pay } : undefined;
  return <ArticlePage reward={reward} comments={(id) => <LazyCommentSection type={COMMENT_TYPE.article} forId={id} />} reading={<ReadingNow />} />;
}
