/** Body paging (api-contract §1.5) that rejects bad input instead of guessing. */
import { z } from 'zod';
import './zod-locale';

/** A whole number sent as a number or a digit string (clients send both). */
export const wholeNumber = (message: string, min: number, max: number) =>
  z
    .union([z.number({ message }), z.string({ message }).trim().regex(/^\d{1,10}$/, message).transform(Number)], { message })
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** `current` (1-based) and `size`; both may be left out, never wrong. */
export const pagingFields = (defaultSize: number) => ({
  current: wholeNumber('页码不合法', 1, 1_000_000).optional().default(1),
  size: wholeNumber('每页数量不合法', 1, 1000).optional().default(defaultSize),
});

/** A positive database id in a path or body. */
export const idField = (message: string) => wholeNumber(message, 1, 2_147_483_647);

/** The most ids one bulk action takes; the worker runs them in chunks under D1's bound-parameter limit. */
export const ID_LIST_MAX = 1000;
export const idListTooMany = `一次最多操作${ID_LIST_MAX}条数据`;

/** 1 to ID_LIST_MAX positive ids, for bulk actions. */
export const idList = (message: string) => z.array(idField(message), { message }).min(1, message).max(ID_LIST_MAX, idListTooMany);
