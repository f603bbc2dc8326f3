import { Hono } from 'hono';
import { ErrorCode } from '../../contract/envelope';
import { uploadTexts } from '../../contract/upload';
import type { AppEnv } from '../env';
import { fail } from '../http/app-error';
import { currentUser, requireUser } from '../http/auth';
import { ok } from '../http/envelope';
import { limits, rateLimit } from '../http/rate-limit';
import { storeImage } from '../services/images';
import { keepsCache } from '../http/edge-cache';

export const uploadRoutes = new Hono<AppEnv>().post('/img', keepsCache, rateLimit(limits.upload), requireUser, async (c) => {
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  if (!file || typeof file === 'string') throw fail(ErrorCode.upload, uploadTexts.chooseImage);
  const { url } = await storeImage(c.var.db, c.env.BUCKET, file, currentUser(c));
  return ok(c, { url }, '上传成功');
});
