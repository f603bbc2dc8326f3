/** Body paging (api-contract §1.5) that rejects bad input instead of guessing. */
import { z } from 'zod';

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
