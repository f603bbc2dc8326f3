/** The user center's own-activity lists (ours: the contract has none). */
import { z } from 'zod';
import { pagingFields } from './paging';

export const activityPaging = z.object(pagingFields(10));

export interface OwnComment {
  id: number;
  type: number;
  for_id: number;
  parent_id: number | null;
  content: string;
  thumbs_up: number;
  createdAt: string;
  /** article title, or the start of the talk or note commented on; null when it is gone */
  target_title: string | null;
  /** issue 29: present only while it waits for the owner's review (审核中) */
  held?: true;
}

export interface OwnMessage {
  id: number;
  message: string;
  tag: string;
  like_times: number;
  comment_total: number;
  createdAt: string;
  /** issue 29: present only while it waits for the owner's review (审核中) */
  held?: true;
}
