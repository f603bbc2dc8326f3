/** Friend link shapes and the list input, api-contract §3.7. */
import { z } from 'zod';
import { pagingFields, wholeNumber } from './paging';

export const LINK_PENDING = 1;
export const LINK_APPROVED = 2;
export const LINKS_PAGE_SIZE = 6;

export interface LinkItem {
  id: number;
  site_name: string;
  site_desc: string;
  site_avatar: string;
  url: string;
  status: number;
  /** Applicant id, text on the wire (the contract stores it as varchar). */
  user_id: string;
  createdAt: string;
  updatedAt: string;
}

const stamp = z
  .string({ message: '时间范围不合法' })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '时间范围不合法');

export const linksListBody = z.object({
  ...pagingFields(LINKS_PAGE_SIZE),
  status: wholeNumber('友链状态不合法', LINK_PENDING, LINK_APPROVED).optional().default(LINK_APPROVED),
  site_name: z.string({ message: '网站名称不合法' }).trim().max(55, '网站名称不合法').optional(),
  // the client sends [] or null when no range is picked
  time: z.union([z.tuple([stamp, stamp], { message: '时间范围不合法' }), z.array(z.never()).max(0), z.null()]).optional(),
});
export type LinksListInput = z.infer<typeof linksListBody>;
