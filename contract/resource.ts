/** Resources (/resources/front, /resources/back) and the site list (/siteList): ours, in the contract's style. */
import { z } from 'zod';

/** Our code for resource errors (the contract's codes stop at 100019; music took 100020). */
export const RESOURCE_ERROR_CODE = '100021';

export const RESOURCE_KINDS = ['front', 'back', 'site'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

export interface ResourceItem {
  id: number;
  kind: ResourceKind;
  group_name: string;
  name: string;
  description: string;
  url: string;
  /** An image path on this site ("/img/…") or a short text mark (emoji or up to 4 letters). */
  icon: string;
  sort: number;
}

export interface ResourceGroup {
  group_name: string;
  list: ResourceItem[];
}

export const resourceKindParam = z.object({
  kind: z.enum(RESOURCE_KINDS, { message: '资源类型不合法' }),
});
