/**
 * --copy-images: every external picture the imported rows show is fetched
 * (one deadline, a size cap, the upload path's type sniffing), stored in R2
 * as the owner's file (services/images.ts storeImage, which records it in
 * stored_file), and the rows are rewritten to point at the copy. A source
 * that does not answer, answers too much or answers something that is not an
 * image keeps its old address and is listed; it never fails the import.
 */
import { ROLE_ADMIN } from '../../../contract/session';
import type { Db } from '../../db/client';
import { fetchImageBytes, type FetchImage } from '../image-variants/fetch-image';
import { storeImage } from '../images';
import type { Plan } from './plan';
import type { SqlRow } from './planner';
import type { InsertTable } from './tables';

const FETCH_TIMEOUT_MS = 15_000;
const PARALLEL = 4;
const EXTERNAL = /^https?:\/\/[^\s]+$/i;
/** The original's own uploads (its MinIO bucket): fetched from the old site's address when the owner gives it. */
const OLD_UPLOAD = /^\/blog-images\/[^\s]+$/;
const CONTENT_OLD_UPLOADS = [/!\[[^\]]*\]\(\s*<?(\/blog-images\/[^)\s>]+)>?(?:\s+["'(][^)]*)?\)/gi, /<img\b[^>]*?\bsrc\s*=\s*["'](\/blog-images\/[^"']+)["']/gi];

/** Columns holding one picture's address. */
const IMAGE_COLUMNS: Partial<Record<InsertTable, string[]>> = {
  blog_user: ['avatar'],
  blog_article: ['article_cover'],
  blog_talk_photo: ['url'],
  blog_photo_album: ['album_cover'],
  blog_photo: ['url'],
  blog_links: ['site_avatar'],
  blog_message: ['bg_url'],
  blog_comment: ['from_avatar', 'to_avatar'],
  blog_header: ['bg_url'],
};
const CONFIG_IMAGES = ['blog_avatar', 'avatar_bg', 'we_chat_group', 'qq_group', 'we_chat_pay', 'ali_pay'];
/** Markdown images and <img src> in an article's text. */
const CONTENT_IMAGES = [/!\[[^\]]*\]\(\s*<?(https?:\/\/[^)\s>]+)>?(?:\s+["'(][^)]*)?\)/gi, /<img\b[^>]*?\bsrc\s*=\s*["'](https?:\/\/[^"']+)["']/gi];

export interface CopiedImages {
  copied: number;
  failed: { url: string; reason: string }[];
  /** R2 keys written, so a failed import can take them back */
  keys: string[];
}

function configRow(plan: Plan): SqlRow | null {
  if (!plan.config) return null;
  return 'insert' in plan.config ? plan.config.insert : plan.config.values;
}

/** Every place a picture address sits in the plan: a getter and a setter per place. */
function places(plan: Plan) {
  const found: { get: () => string; set: (v: string) => void; content?: true }[] = [];
  const column = (row: SqlRow, key: string, content?: true) => {
    if (typeof row[key] === 'string') found.push({ get: () => row[key] as string, set: (v) => (row[key] = v), content });
  };
  for (const [table, columns] of Object.entries(IMAGE_COLUMNS) as [InsertTable, string[]][]) {
    for (const row of plan.inserts.get(table) ?? []) for (const key of columns) column(row, key);
  }
  for (const row of plan.inserts.get('blog_article') ?? []) column(row, 'article_content', true);
  for (const update of plan.headerUpdates) found.push({ get: () => update.bg_url, set: (v) => (update.bg_url = v) });
  const settings = configRow(plan);
  if (settings) for (const key of CONFIG_IMAGES) column(settings, key);
  return found;
}

function contentUrls(text: string, oldUploads: boolean): string[] {
  return [...CONTENT_IMAGES, ...(oldUploads ? CONTENT_OLD_UPLOADS : [])].flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[1]!));
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `oldSite`: the original site's address, so its `/blog-images/<name>` paths can be fetched and later resolved (routes/external-image.ts). */
export async function copyImages(plan: Plan, db: Db, bucket: R2Bucket, fetchImage: FetchImage, oldSite?: string): Promise<CopiedImages> {
  const targets = places(plan);
  const urls = new Set<string>();
  for (const place of targets) {
    const value = place.get().trim();
    if (place.content) contentUrls(value, Boolean(oldSite)).forEach((u) => urls.add(u));
    else if (EXTERNAL.test(value) || (oldSite && OLD_UPLOAD.test(value))) urls.add(value);
  }
  const owner = { id: plan.ownerId, role: ROLE_ADMIN };
  const copies = new Map<string, string>();
  const result: CopiedImages = { copied: 0, failed: [], keys: [] };
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      try {
        const old = OLD_UPLOAD.test(url);
        const bytes = await fetchImageBytes(old ? new URL(url, oldSite).href : url, fetchImage, FETCH_TIMEOUT_MS);
        const stored = await storeImage(db, bucket, new File([new Uint8Array(bytes)], 'image'), owner);
        // the old path keeps answering (GET /blog-images/<name> redirects to the copy)
        if (old) await db.$client.prepare('INSERT INTO external_image (url, key) VALUES (?, ?) ON CONFLICT (url) DO UPDATE SET key = excluded.key, failedAt = NULL').bind(url, stored.key).run();
        copies.set(url, stored.url);
        result.keys.push(stored.key);
        result.copied++;
      } catch (error) {
        result.failed.push({ url, reason: reasonOf(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, worker));
  for (const place of targets) {
    const value = place.get();
    if (place.content) {
      let text = value;
      // longest first: an address that begins another one must not cut it
      for (const [from, to] of [...copies].sort((a, b) => b[0].length - a[0].length)) text = text.split(from).join(to);
      if (text !== value) place.set(text);
    } else if (copies.has(value.trim())) place.set(copies.get(value.trim())!);
  }
  result.failed.sort((a, b) => a.url.localeCompare(b.url));
  return result;
}
