/** POST /backup: the whole site as the console's 导出 makes it, streamed as the answer (scripts/backup.mjs writes it to a file). */
import { archiveFileName, exportArchive } from '../services/backup/export';
import type { Tool } from './index';

export const backupTool: Tool = async (_request, env) =>
  new Response(exportArchive(env.DB, env.BUCKET), {
    headers: { 'Content-Type': 'application/zip', 'Content-Disposition': `attachment; filename="${archiveFileName()}"` },
  });
