/**
 * /api/admin/data: the whole site out (a zip streamed as it is made) and back
 * in onto an empty site, and Markdown posts in; the pictures still without
 * responsive variants, which the console's browser encodes (image-variants). Archives travel as request and
 * response bodies, not JSON: the console sends them with its token header
 * (fetch), so no credential ever appears in a URL.
 */
import { Hono } from 'hono';
import { dataTexts, MARKDOWN_ZIP_MAX_MB, type RestoreCheck } from '../../../contract/admin-data';
import type { AppEnv } from '../../env';
import { currentUser, requireAdmin } from '../../http/auth';
import { ok } from '../../http/envelope';
import { readCapped } from '../../http/read-capped';
import { archiveFileName, exportArchive } from '../../services/backup/export';
import { restoreBlocker, restoreSite } from '../../services/backup/restore';
import { importMarkdown } from '../../services/import-markdown';
import { unmeasuredPictures } from '../../services/image-variants/variant-rows';

const contentLength = (header: string | undefined) => (header && /^\d{1,15}$/.test(header) ? Number(header) : NaN);

export const adminDataRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/export', (c) =>
    c.body(exportArchive(c.env.DB, c.env.BUCKET), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="${archiveFileName()}"`,
      'Cache-Control': 'no-store',
    }),
  )
  .get('/restore-check', async (c) => {
    const reason = await restoreBlocker(c.env.DB, c.env.BUCKET);
    return ok(c, { empty: !reason, reason } satisfies RestoreCheck, dataTexts.checked);
  })
  /** body: the archive itself (application/zip), with its Content-Length */
  .post('/restore', async (c) =>
    ok(c, await restoreSite(c.env.DB, c.env.BUCKET, { body: c.req.raw.body, length: contentLength(c.req.header('Content-Length')) }), dataTexts.restored),
  )
  /** body: a .zip of Hexo/Hugo posts and their images */
  .post('/import-markdown', async (c) => {
    const zip = await readCapped(c.req.raw, MARKDOWN_ZIP_MAX_MB * 1024 * 1024);
    const user = currentUser(c);
    return ok(c, await importMarkdown(c.var.db, c.env.DB, c.env.BUCKET, zip, { id: user.id, role: user.role }), dataTexts.imported);
  })
  /** ?after=<key>: the next page of stored pictures never measured, for the console's backfill */
  .get('/unmeasured-pictures', async (c) => ok(c, await unmeasuredPictures(c.var.db.$client, (c.req.query('after') ?? '').slice(0, 300)), dataTexts.checked));
