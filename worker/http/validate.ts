import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { AppError } from './app-error';

/**
 * zod validation that fails through the one error path: HTTP 200 with the
 * domain's error code and the first rule's message (the spec's Chinese text).
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  code: string,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      const first = result.error.issues[0];
      throw new AppError(code, first?.message || '参数错误', 200);
    }
  });
}
