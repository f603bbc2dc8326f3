import { COMMENT_TARGET_STATE, type ConsoleComment } from '@contract/admin-comments';
import { COMMENT_TYPE } from '@contract/target-types';
import { commentPagePath } from '@/lib/comment-link';
import { toPlainText } from '@/lib/rich-text';
import { Badge } from './ui';

const KIND: Record<number, string> = { [COMMENT_TYPE.article]: '文章', [COMMENT_TYPE.talk]: '说说', [COMMENT_TYPE.message]: '留言' };

/** What readers would read as the target's name: an article's title as it is, a talk's or note's opening words without their formatting. */
const titleOf = (type: number, title: string) => (type === COMMENT_TYPE.article ? title : toPlainText(title).trim() || '（图片或表情）');

/**
 * What a console comment is on: its kind, and its title as a link that opens the public page
 * at this very comment (a new tab: the owner keeps their place in the console). A target
 * readers cannot open says why instead of linking to a page that would not show it.
 */
export function CommentTarget({ comment: c }: { comment: ConsoleComment }) {
  const kind = KIND[c.type] ?? '其他';
  if (c.target_state === COMMENT_TARGET_STATE.gone || c.target_title === null) {
    return (
      <span className="adm-target">
        <Badge tone="neutral">{kind}</Badge>
        <Badge tone="danger">已删除</Badge>
      </span>
    );
  }
  const title = titleOf(c.type, c.target_title);
  const path = c.target_state === COMMENT_TARGET_STATE.public ? commentPagePath(c.type, c.for_id, c.id) : null;
  return (
    <span className="adm-target">
      <Badge tone="neutral">{kind}</Badge>
      {path ? (
        <a className="adm-target__link" href={path} target="_blank" rel="noopener" title={`在前台打开这条评论：${title}`}>
          {title}
        </a>
      ) : (
        <>
          <span className="adm-target__title">{title}</span>
          <Badge tone="warn">未公开</Badge>
        </>
      )}
    </span>
  );
}
