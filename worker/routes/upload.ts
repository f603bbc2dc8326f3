import { Hono } from 'hono';
import { ErrorCode } from '../../contract/envelope';
import type { AppEnv } from '../env';
import { fail } from '../http/app-error';
import { requireUser } from '../http/auth';
import { ok } from '../http/envelope';
import { limits, rateLimit } from '../http/rate-limit';
import { storeImage } from '../services/images';

export const uploadRoutes = new Hono<AppEnv>().post('/img', rateLimit(limits.upload), requireUser, async (c) => {
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string') throw fail(ErrorCode.upload, '请选择要上传的图片');
  const { url } = await storeImage(c.env.BUCKET, file);
  return ok(c, { url }, '上传成功');
});
