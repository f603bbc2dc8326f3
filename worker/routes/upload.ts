import { Hono } from 'hono';
import { ErrorCode } from '../../contract/envelope';
import { variantFormSchema } from '../../contract/image-variants';
import { uploadTexts } from '../../contract/upload';
import type { AppEnv } from '../env';
import { fail } from '../http/app-error';
import { currentUser, requireUser } from '../http/auth';
import { ok } from '../http/envelope';
import { limits, rateLimit } from '../http/rate-limit';
import { storeImage } from '../services/images';
import { storeVariants, variantFiles } from '../services/image-variants/store-variants';
import { keepsCache } from '../http/edge-cache';

export const uploadRoutes = new Hono<AppEnv>()
  .post('/img', keepsCache, rateLimit(limits.upload), requireUser, async (c) => {
    const form = await c.req.formData().catch(() => null);
    const file = form?.get('file');
    if (!file || typeof file === 'string') throw fail(ErrorCode.upload, uploadTexts.chooseImage);
    const { url } = await storeImage(c.var.db, c.env.BUCKET, file, currentUser(c));
    return ok(c, { url }, '上传成功');
  })
  // the smaller copies the uploading browser encoded (contract/image-variants.ts); optional, so older clients upload as before
  .post('/variants', keepsCache, rateLimit(limits.upload), requireUser, async (c) => {
    const form = await c.req.formData().catch(() => null);
    if (!form) throw fail(ErrorCode.upload, uploadTexts.chooseImage);
    const fields = variantFormSchema.safeParse({ url: form.get('url') ?? undefined, width: form.get('width') ?? undefined, height: form.get('height') ?? undefined });
    if (!fields.success) throw fail(ErrorCode.upload, fields.error.issues[0]?.message ?? '参数错误');
    const stored = await storeVariants(c.var.db.$client, c.env.BUCKET, currentUser(c), { ...fields.data, files: variantFiles(form) });
    return ok(c, stored, '缩略图已保存');
  });
