/** Owner's console: comments. */
import { z } from 'zod';
import { adminTexts, CHINA_TIME, idField, pagingFields } from './admin-common';
import { commentContent, commentMessages, type CommentItem } from './comment';

export const commentListAdminBody = z.object({
  ...pagingFields(10),
  content: z.string().trim().max(55).optional(),
  from_name: z.string().trim().max(55).optional(),
  to_name: z.string().trim().max(55).optional(),
  time: z.array(z.string().regex(CHINA_TIME)).length(2).optional(),
});
export const commentDeleteParams = z.object({ id: idField(adminTexts.badId), parent_id: z.string().regex(/^(\d+|0|null|undefined)$/, adminTexts.badId) });

/**
 * `POST /api/admin/comment/reply` (ours): the owner answers comment `id` from the console. The
 * thread, the target and the replied user come from the comment's row, never from the console,
 * and the reply goes through the public reply's service (its rules, filter and notification).
 */
export const commentReplyAdminBody = z.object({ id: idField(commentMessages.commentMissing), content: commentContent });

/**
 * Whether readers can see what a comment is on: `public` (the console links to it), `hidden`
 * (a private, scheduled or recycled article, a private or recycled talk: it exists, readers
 * cannot open it) or `gone` (deleted).
 */
export const COMMENT_TARGET_STATE = { public: 'public', hidden: 'hidden', gone: 'gone' } as const;
export type CommentTargetState = (typeof COMMENT_TARGET_STATE)[keyof typeof COMMENT_TARGET_STATE];

/** How many characters of a talk or a note stand for its title. */
export const TARGET_TITLE_CHARS = 40;

/**
 * A row of the console's comment list (and of the contract's `backGetCommentList`): the
 * `blog_comment` columns as they always were, plus what the comment is on. Later additions
 * (a held comment's state) go beside these; nothing here is renamed.
 */
export interface ConsoleComment extends Omit<CommentItem, 'ipAddress' | 'is_like' | 'form_name' | 'held'> {
  ip: string;
  ip_address: string;
  /** ours (issue 29): waiting in the hold queue (审核中), and why */
  held: boolean;
  held_reason: string;
  /** ours: the article's title, or the start of the talk or note; null when it is gone */
  target_title: string | null;
  /** ours: see COMMENT_TARGET_STATE */
  target_state: CommentTargetState;
}
