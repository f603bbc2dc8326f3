import type { Context } from 'hono';
import { TIP_CODE } from '../../contract/envelope';

export function ok<T>(c: Context, result?: T, message = '操作成功') {
  return c.json(result === undefined ? { code: 0 as const, message } : { code: 0 as const, message, result });
}

export function tip(c: Context, message: string) {
  return c.json({ code: TIP_CODE, message });
}
