/** Message board (留言) shapes and inputs, api-contract §3.8. Shared by the worker and the board pages. */
import { z } from 'zod';
import { isOwnImage } from './own-image';
import { idField, idList, pagingFields, wholeNumber } from './paging';
import { MESSAGE_DEFAULTS, MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE, MESSAGE_TAG_MAX, messageTexts } from './message-rules';

export { GUEST_PREFIX, HOT_TAG_LIMIT, MESSAGE_DEFAULTS, MESSAGE_MAX_LENGTH, MESSAGE_PAGE_SIZE, MESSAGE_TAG_MAX, messageTexts } from './message-rules';

export interface MessageItem {
  id: number;
  message: string;
  color: string;
  font_size: number;
  font_weight: number;
  bg_color: string;
  bg_url: string;
  user_id: number | null;
  nick_name: string;
  avatar: string;
  tag: string;
  like_times: number;
  createdAt: string;
  updatedAt: string;
  /** ours (issue 29): present only on a held note (审核中), which only its author and the owner are shown */
  held?: true;
}
export type MessageListItem = MessageItem & { is_like: boolean; comment_total: number };
export interface HotTag {
  tag: string;
  count: number;
}

/** Hex, rgb()/rgba() or a plain colour name: nothing that could escape a CSS value. */
const COLOR = /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.\s,%]+\)|[a-z]{3,20})$/i;
const color = z.string({ message: messageTexts.badColor }).trim().max(40, messageTexts.badColor).regex(COLOR, messageTexts.badColor);
const optionalColor = z.union([z.literal(''), color]);
/** Backgrounds are images uploaded to this site (no third-party hosts at render time). */
export const SITE_IMAGE = /^\/(?!\/)[\w\-./%]*$/;

const messageFields = {
  message: z.string({ message: messageTexts.required }).trim().min(1, messageTexts.required).max(MESSAGE_MAX_LENGTH, messageTexts.tooLong),
  color: color.optional().default(MESSAGE_DEFAULTS.color),
  font_size: wholeNumber(messageTexts.badFontSize, 12, 40).optional().default(MESSAGE_DEFAULTS.font_size),
  font_weight: wholeNumber(messageTexts.badFontWeight, 100, 900).optional().default(MESSAGE_DEFAULTS.font_weight),
  bg_color: optionalColor.optional().default(''),
  bg_url: z.union([z.literal(''), z.string().trim().refine(isOwnImage, messageTexts.badBgUrl)], { message: messageTexts.badBgUrl }).optional().default(''),
  tag: z.string({ message: messageTexts.badTag }).trim().max(MESSAGE_TAG_MAX, messageTexts.badTag).optional().default(''),
};

/** `user_id` and `nick_name` from the body are ignored: the author is the token's user, else a guest. */
export const messageAddBody = z.object(messageFields);
export const messageUpdateBody = z.object({ id: idField(messageTexts.badId), ...messageFields });
export const messageDeleteBody = z.object({
  idList: idList(messageTexts.badId),
});

const stamp = z.string().trim().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '时间范围不合法');
export const messageListBody = z.object({
  ...pagingFields(MESSAGE_PAGE_SIZE),
  tag: z.string().trim().max(50).optional(),
  message: z.string().trim().max(100).optional(),
  time: z.union([z.tuple([stamp, stamp]), z.array(z.never()).max(0), z.null()], { message: '时间范围不合法' }).optional(),
  user_id: z.unknown().optional(),
});

export type MessageInput = z.infer<typeof messageAddBody>;
export type MessageUpdateInput = z.infer<typeof messageUpdateBody>;
export type MessageListInput = z.infer<typeof messageListBody>;
