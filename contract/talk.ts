/** Talk (说说) shapes and inputs, api-contract §3.11 and §7 getTalkById. */
import { z } from 'zod';
import { idField, pagingFields } from './paging';

export interface TalkItem {
  id: number;
  content: string;
  user_id: number;
  status: number;
  is_top: number;
  like_times: number;
  createdAt: string;
  updatedAt: string;
  /** Absent when the talk has no images (the contract's client tests Array.isArray). */
  talkImgList?: string[];
  nick_name: string;
  avatar: string;
  is_like: boolean;
  /** Comments on the talk, replies included (not in the original contract: the card shows it). */
  comment_count: number;
}

/** getTalkById always carries the list (§7), empty when there are no images. */
export type TalkDetail = TalkItem & { talkImgList: string[] };

export const TALK_PAGE_SIZE = 5;

/** `user_id` is accepted for compatibility; the liker is the token's user, else the client IP. */
export const talkListBody = z.object({
  ...pagingFields(TALK_PAGE_SIZE),
  user_id: z.unknown().optional(),
});

export const talkIdParam = z.object({ id: idField('说说id不合法') });
