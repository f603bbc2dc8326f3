/** Likes, api-contract §3.6: one per identity (the token's user, else the client IP) and target. */
import { z } from 'zod';
import { wholeNumber } from './paging';

export { LIKE_TYPE } from './target-types';

export const likeMessages = {
  forIdRequired: '点赞对象不能为空',
  typeRequired: '点赞类型不能为空',
  already: '您已经点过赞了',
  cancelForIdRequired: '取消点赞对象不能为空',
  cancelTypeRequired: '取消点赞类型不能为空',
  notLiked: '您没有点过赞',
  targetMissing: '点赞对象不存在',
  liked: '点赞成功',
  cancelled: '取消点赞成功',
} as const;

const body = (forIdMessage: string, typeMessage: string) =>
  z.object({
    for_id: wholeNumber(forIdMessage, 1, 2_147_483_647),
    type: wholeNumber(typeMessage, 1, 4),
  });

export const likeAddBody = body(likeMessages.forIdRequired, likeMessages.typeRequired);
/** getIsLike reuses the cancel messages (contract quirk). */
export const likeCancelBody = body(likeMessages.cancelForIdRequired, likeMessages.cancelTypeRequired);
export type LikeInput = z.infer<typeof likeAddBody>;
