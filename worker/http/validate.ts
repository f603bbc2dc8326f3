import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { JSON_BODY_MAX } from '../../contract/body-limits';
import { isChineseMessage } from '../../contract/zod-locale';
import { AppError } from './app-error';
import { capBody } from './body-cap';

/** The message of a failed parse: the rule's own Chinese text, never an English default. */
export function issueMessage(issue: { message?: string; code?: string; path?: PropertyKey[] } | undefined, fallback = '参数错误'): string {
  // a body that is not an object at all ([], null, "x") is a malformed request, not a wrong field
  if (issue?.code === 'invalid_type' && issue.path?.length === 0) return '请求数据格式错误';
  return isChineseMessage(issue?.message) ? issue.message : fallback;
}

/**
 * Which schema checks which part of a request, by the middleware validate()
 * returned: the fuzz suite reads app.routes and fills each route's own body,
 * query and path from this (a route added with validate() is fuzzed by its
 * shape without being listed anywhere).
 */
export const validationOf = new WeakMap<object, { target: keyof ValidationTargets; schema: ZodType }>();

/**
 * zod validation that fails through the one error path: HTTP 200 with the
 * domain's error code and the first rule's message (the spec's Chinese text).
 * A JSON body is read only up to `maxBodyBytes` (contract/body-limits.ts);
 * past it the answer is 413.
 */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
  code: string,
  maxBodyBytes = JSON_BODY_MAX,
) {
  const check = zValidator(target, schema, (result) => {
    if (!result.success) throw new AppError(code, issueMessage(result.error.issues[0]), 200);
  });
  if (target !== 'json') {
    validationOf.set(check, { target, schema });
    return check;
  }
  const cap = capBody(maxBodyBytes);
  const capped = (async (c, next) => {
    let answer: Response | void = undefined;
    await cap(c, async () => {
      answer = await check(c, next);
    });
    return answer;
  }) as typeof check;
  validationOf.set(capped, { target, schema });
  return capped;
}
