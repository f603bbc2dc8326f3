import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { isChineseMessage } from '../../contract/zod-locale';
import { AppError } from './app-error';

/** The message of a failed parse: the rule's own Chinese text, never an English default. */
export function issueMessage(issue: { message?: string; code?: string; path?: PropertyKey[] } | undefined, fallback = '参数错误'): string {
  // a body that is not an object at all ([], null, "x") is a malformed request, not a wrong field
  if (issue?.code === 'invalid_type' && issue.path?.length === 0) return '请求数据格式错误';
  return isChineseMessage(issue?.message) ? issue.message : fallback;
}

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
    if (!result.success) throw new AppError(code, issueMessage(result.error.issues[0]), 200);
  });
}
