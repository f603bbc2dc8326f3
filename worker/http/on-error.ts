import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from './app-error';

/** The single path from a thrown error to the wire envelope. */
export const onError: ErrorHandler = (err, c) => {
  if (err instanceof AppError) {
    if (err.status === 429) {
      if (err.retryAfter) c.header('Retry-After', String(err.retryAfter));
      return c.json({ code: '429', message: err.message }, 429);
    }
    return c.json({ code: err.code, message: err.message }, err.status);
  }
  // body parsing failures from Hono (malformed JSON / form) are bad input, not crashes
  if (err instanceof HTTPException && err.status === 400) {
    return c.json({ code: '100000', message: '请求数据格式错误' }, 200);
  }
  // any other refusal Hono raises (413 body too large, 415…) keeps its status, with our envelope
  if (err instanceof HTTPException && err.status < 500) {
    return c.json({ code: String(err.status), message: '请求无法处理，请检查后重试' }, err.status);
  }
  // a percent-encoding that does not decode is the client's mistake wherever it is noticed
  if (err instanceof URIError) return c.json({ code: '400', message: '请求地址格式错误' }, 400);
  console.error('unexpected error', c.req.method, c.req.path, err);
  return c.json({ code: '500', message: '服务端错误' }, 500);
};

export const onNotFound: NotFoundHandler = (c) => c.json({ code: '404', message: '接口没有找到' }, 404);
