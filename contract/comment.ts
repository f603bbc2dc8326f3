/** Comment shapes and inputs, api-contract §3.4. Shared by the worker and the comment section. */
import { z } from 'zod';
import { idField, pagingFields, wholeNumber } from './paging';

export { COMMENT_TYPE } from './target-types';
export const COMMENT_MAX_LENGTH = 555;
export const COMMENT_PAGE_SIZE = 5;
/** Comments by this user wear the "UP" badge (the blog owner). */
export const OWNER_ID = 1;

export const commentMessages = {
  contentRequired: '评论内容不能为空',
  contentTooLong: `评论内容不能超过${COMMENT_MAX_LENGTH}个字符`,
  badType: '评论类型不合法',
  badTarget: '评论对象不合法',
  targetMissing: '评论对象不存在',
  parentMissing: '被回复的评论不存在',
  replyTargetInvalid: '被回复的用户不在这条评论中',
  addFailed: '新增评论失败',
  applyFailed: '回复评论失败',
  commentMissing: '评论不存在',
  notYours: '只能删除自己的评论',
  added: '新增评论成功',
  replied: '回复评论成功',
  deleted: '删除评论成功',
} as const;

export interface CommentItem {
  id: number;
  parent_id: number | null;
  type: number;
  for_id: number;
  from_id: number;
  from_name: string;
  from_avatar: string;
  to_id: number | null;
  to_name: string | null;
  to_avatar: string | null;
  content: string;
  thumbs_up: number;
  createdAt: string;
  updatedAt: string;
  ipAddress: string;
  is_like: boolean;
  /** sic: the contract's spelling of the commenter's current nickname */
  form_name: string;
  /** ours (issue 29): present only on a held comment (审核中), which only its author and the owner are shown */
  held?: true;
}

const type = wholeNumber(commentMessages.badType, 1, 3);
const forId = idField(commentMessages.badTarget);
/** A comment's text: the public editor's rule, also the console's reply (admin-comments.ts). */
export const commentContent = z
  .string({ message: commentMessages.contentRequired })
  .trim()
  .min(1, commentMessages.contentRequired)
  .max(COMMENT_MAX_LENGTH, commentMessages.contentTooLong);

/** from_* and author_id are accepted and ignored: the author is the token's user, the owner is the target's. */
export const commentAddBody = z.object({ type, for_id: forId, content: commentContent });

export const commentApplyBody = z.object({
  type,
  for_id: forId,
  content: commentContent,
  parent_id: idField(commentMessages.parentMissing),
  to_id: idField(commentMessages.replyTargetInvalid),
});

export const commentParentListBody = z.object({
  ...pagingFields(COMMENT_PAGE_SIZE),
  type,
  for_id: forId,
  order: z.string().optional(),
});

export const commentChildListBody = z.object({
  ...pagingFields(COMMENT_PAGE_SIZE),
  type,
  for_id: forId,
  parent_id: idField(commentMessages.parentMissing),
});

export const commentTotalBody = z.object({ type, for_id: forId });

export const commentDeleteParams = z.object({
  id: idField(commentMessages.commentMissing),
  parent_id: wholeNumber(commentMessages.commentMissing, 0, 2_147_483_647),
});

/** `POST /api/comment/locate` (ours): where a comment sits, for a notification's link to it. */
export const commentLocateBody = z.object({ id: idField(commentMessages.commentMissing) });

/**
 * The thread a comment is in and how many pages show it: `page` of the top-level list in the
 * 最新 order, then `reply_page` of that thread's replies (null for a top-level comment).
 */
export interface CommentPlace {
  id: number;
  type: number;
  for_id: number;
  parent_id: number | null;
  page: number;
  reply_page: number | null;
}

export type CommentAddInput = z.infer<typeof commentAddBody>;
export type CommentApplyInput = z.infer<typeof commentApplyBody>;
