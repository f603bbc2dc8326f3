/**
 * Owner's console: the whole site out and back in (export, restore) and
 * Markdown posts in (Hexo/Hugo). Shared by the worker, the tool worker the
 * terminal commands drive, and the console's 数据 page.
 */
import { z } from 'zod';
import { maxBytes } from './byte-length';
import './zod-locale';

/** Our own code for these endpoints (not in the original contract). */
export const DATA_ERROR_CODE = '100030';

export const BACKUP_FORMAT = 'edge-blog-backup';
/** Bumped when the archive's layout changes; a restore refuses a version it does not know. */
export const BACKUP_VERSION = 1;

/** What the console's upload of a Markdown .zip may weigh: the whole archive is read in the worker's memory. */
export const MARKDOWN_ZIP_MAX_MB = 30;

/** Names given to posts that have none (the editor requires a category and at least one tag). */
export const IMPORT_DEFAULT_CATEGORY = '未分类';
export const IMPORT_DEFAULT_TAG = '未分类';

export const dataTexts = {
  exported: '导出成功',
  restored: '恢复成功，请使用备份中的管理员账号重新登录',
  imported: '导入完成',
  checked: '检查完成',
  /** what "empty" means, shown above the restore button */
  emptyRule: '只能恢复到空站点：除了初始化时创建的管理员账号和网站设置，站点里没有文章、分类、标签、说说、相册、评论、留言、友链、其他用户或上传的文件。',
  replacesOwner: '备份中的管理员账号会替换当前账号，恢复完成后需要用备份中的账号重新登录。',
  notEmpty: (what: string) => `只能恢复到空站点：当前站点已有${what}。请在新部署的站点上恢复，或先清空站点`,
  needLength: '上传的请求缺少 Content-Length，请直接上传文件',
  emptyUpload: '请选择要上传的文件',
  tooBig: (mb: number) => `文件不能超过${mb}MB`,
  uploadBroken: '上传中断，请重新上传',
  busy: '另一个恢复正在进行，请稍后再试',
  notZip: '文件不是有效的 zip 压缩包',
  broken: (detail: string) => `备份文件已损坏：${detail}`,
  streamedZip: 'zip 中的文件使用了数据描述符（由其他工具重新打包？），请使用本站导出的原始备份',
  badManifest: (detail: string) => `备份清单 manifest.json 无效：${detail}`,
  noManifest: '备份文件不完整：缺少 manifest.json（导出是否中途断开？）',
  newerFormat: '备份格式版本比本站新，请先升级本站再恢复',
  newerMigration: (name: string) => `备份来自更新版本的站点（数据库迁移 ${name} 本站还没有），请先升级本站再恢复`,
  unknownTable: (name: string) => `备份中包含本站不认识的数据表：${name}`,
  unknownColumn: (table: string, column: string) => `备份中数据表 ${table} 含有本站不认识的列：${column}`,
  badRow: (table: string, line: number) => `备份中数据表 ${table} 第 ${line} 行格式不正确`,
  badEntry: (name: string) => `备份中包含无法识别的文件：${name}`,
  badObjectKey: (key: string) => `备份中的文件名不合法：${key}（只接受本站上传、音乐库和示例图片的文件名）`,
  badObjectType: (key: string, type: string) => `备份中的文件 ${key} 类型不被接受：${type || '未注明类型'}（只接受本站上传时接受的图片和音频类型）`,
  countMismatch: (what: string) => `备份内容与清单不一致：${what}`,
  noAdmin: '备份中没有可用的管理员账号，恢复后将无法登录',
  /** a stored hash decides how long a login check runs: only our own parameters are taken */
  badPasswordHash: (line: number, username: string) =>
    `备份中数据表 blog_user 第 ${line} 行（用户 ${username}）的密码哈希不是本站的格式（PBKDF2 迭代次数必须与本站一致，bcrypt 强度须在 4-12 之间），已拒绝恢复`,
  failedUndone: (detail: string) => `恢复失败，已撤销已写入的内容：${detail}`,
  constraint: '备份中的数据违反了数据库的约束（例如重复的编号）',
  writeFailed: '写入数据库或存储时出错',
  noOwner: '站点还没有管理员，请先完成初始化（/setup）',
  zipEntryBroken: (name: string) => `压缩包中的 ${name} 无法解压`,
  zipEntrySizeLies: (name: string) => `压缩包中的 ${name} 实际大小与压缩包记录的不一致（文件已损坏或被改动），没有导入`,
  noPosts: '压缩包里没有 Markdown 文章（.md 或 .markdown）',
} as const;

const name = z.string().min(1).max(200);
/** R2 refuses keys over 1,024 bytes (not characters). */
const R2_KEY_MAX_BYTES = 1024;

/** manifest.json, the archive's last entry (its counts are known only once everything is written). */
export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number().int().min(1),
  createdAt: z.string().max(40),
  /** d1_migrations names of the exporting site, in the order they were applied */
  migrations: z.array(name).max(10_000),
  tables: z
    .array(z.object({ name, columns: z.array(name).min(1).max(500), rows: z.number().int().min(0), parts: z.number().int().min(0) }))
    .max(500),
  objects: z.array(z.object({ key: z.string().min(1).pipe(maxBytes(R2_KEY_MAX_BYTES, '对象名过长')), size: z.number().int().min(0), contentType: z.string().max(255) })),
  objectCount: z.number().int().min(0),
  objectBytes: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof backupManifest>;

export interface RestoreCheck {
  /** whether a restore would be accepted now */
  empty: boolean;
  /** why not (Chinese), or '' */
  reason: string;
}

export interface RestoreSummary {
  tables: { name: string; rows: number }[];
  objects: number;
  objectBytes: number;
  /** public articles put back into the search index */
  indexed: number;
  createdAt: string;
}

export interface MarkdownImportSummary {
  created: { file: string; title: string; id: number; draft: boolean }[];
  skipped: { file: string; title: string; reason: string }[];
  images: { uploaded: number; missing: { file: string; ref: string; reason: string }[] };
}
