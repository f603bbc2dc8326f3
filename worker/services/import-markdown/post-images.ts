/**
 * Pictures beside the posts: every reference a post makes (Markdown images,
 * <img src>, Hexo's {% asset_img %}, reference definitions of image files) is
 * looked up in the archive — relative to the post, in a Hexo asset folder
 * (post-name/a.png), or from the archive's root for /images/a.png — uploaded
 * through the upload path (storeImage: sniffed, recorded as the owner's) and
 * rewritten to /img/<key>. Code blocks are left as written. A picture that is
 * missing or refused is reported and its reference kept.
 */
import { isOwnImage } from '../../../contract/own-image';
import { MAX_IMAGE_BYTES, uploadTexts } from '../../../contract/upload';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { storeImage } from '../images';
import type { Actor } from '../stored-files';
import { normalPath, TooBig, type ZipFolder } from './zip-folder';

export interface ImageProblem {
  ref: string;
  reason: string;
}

type Found = { url: string } | { reason: string } | 'keep';

const IMAGE_FILE = /\.(png|jpe?g|gif|webp|avif|svg|bmp|ico|tiff?)$/i;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

interface Edit {
  start: number;
  end: number;
  ref: string;
  /** the text that replaces [start, end) once the reference has its URL */
  render: (url: string) => string;
}

/** Where each image reference sits in a stretch of Markdown outside code blocks. */
function findRefs(prose: string, offset: number): Edit[] {
  const code: [number, number][] = [...prose.matchAll(/`[^`\n]+`/g)].map((m) => [m.index, m.index + m[0].length]);
  const inCode = (at: number) => code.some(([a, b]) => at >= a && at < b);
  const edits: Edit[] = [];
  // the `d` flag gives each group's place, so only the reference itself is replaced
  const add = (m: RegExpMatchArray, refGroup: number) => {
    const [start, end] = m.indices![refGroup]!;
    if (!inCode(m.index!)) edits.push({ start: offset + start, end: offset + end, ref: m[refGroup]!, render: (url) => url });
  };
  for (const m of prose.matchAll(/!\[[^\]\n]*\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/dg)) add(m, 1);
  for (const m of prose.matchAll(/<img\b[^>]*?\bsrc\s*=\s*(["'])(.*?)\1/dgi)) add(m, 2);
  for (const m of prose.matchAll(/^ {0,3}\[[^\]\n]+\]:\s*<?(\S+?)>?(?:\s+.*)?$/dgm)) if (IMAGE_FILE.test(m[1]!.split(/[?#]/)[0]!)) add(m, 1);
  for (const m of prose.matchAll(/\{%\s*asset_img\s+(?:"([^"]+)"|(\S+))(?:\s+([^%]*?))?\s*%\}/dg)) {
    if (inCode(m.index)) continue;
    const alt = (m[3] ?? '').replace(/^["']|["']$/g, '').replace(/[[\]]/g, '');
    edits.push({ start: offset + m.index, end: offset + m.index + m[0].length, ref: (m[1] ?? m[2])!, render: (u) => `![${alt}](${u})` });
  }
  // a reference found by two patterns (an <img> inside a link…) is edited once
  return edits.sort((a, b) => a.start - b.start).filter((e, i, all) => i === 0 || e.start >= all[i - 1]!.end);
}

/** The stretches of a Markdown text outside fenced code blocks, with their offsets. */
function proseParts(markdown: string): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  let fence: string | null = null;
  let start = 0;
  let at = 0;
  for (const line of markdown.split('\n')) {
    const open = FENCE.exec(line)?.[1];
    if (!fence && open) {
      parts.push({ text: markdown.slice(start, at), offset: start });
      fence = open;
    } else if (fence && open && open[0] === fence[0] && open.length >= fence.length && !line.trim().slice(open.length).trim()) {
      fence = null;
      start = at + line.length + 1;
    }
    at += line.length + 1;
  }
  if (!fence) parts.push({ text: markdown.slice(start), offset: start });
  return parts;
}

export class PostImages {
  private readonly done = new Map<string, Found>();
  uploaded = 0;

  constructor(
    private readonly db: Db,
    private readonly bucket: R2Bucket,
    private readonly folder: ZipFolder,
    private readonly owner: Actor,
  ) {}

  /** The archive path a reference in the post at `postPath` names; 'keep' for other sites' URLs and this site's images. */
  locate(postPath: string, ref: string): string | 'keep' | null {
    let path = ref.trim().replace(/^<|>$/g, '').split(/[?#]/)[0]!;
    try {
      path = decodeURI(path);
    } catch {
      /* kept as written */
    }
    if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || isOwnImage(path)) return 'keep';
    const dir = postPath.split('/').slice(0, -1).join('/');
    const stem = (postPath.split('/').pop() ?? '').replace(/\.(md|markdown)$/i, '');
    const candidates = path.startsWith('/') ? [path, `static${path}`, `source${path}`] : [`${dir}/${path}`, `${dir}/${stem}/${path}`];
    for (const candidate of candidates) {
      const normal = normalPath(candidate);
      const found = normal && this.folder.find(normal);
      if (found) return found;
    }
    if (path.startsWith('/')) {
      const suffix = normalPath(path);
      const matches = suffix ? this.folder.paths.filter((p) => p.endsWith(`/${suffix}`)).sort((a, b) => a.length - b.length) : [];
      if (matches[0]) return matches[0];
    }
    return null;
  }

  private async upload(path: string): Promise<Found> {
    try {
      const bytes = this.folder.bytes(path, MAX_IMAGE_BYTES);
      const file = new File([bytes as Uint8Array<ArrayBuffer>], path.split('/').pop() ?? 'image');
      const { url } = await storeImage(this.db, this.bucket, file, this.owner);
      this.uploaded += 1;
      return { url };
    } catch (error) {
      if (error instanceof TooBig) return { reason: uploadTexts.imageTooBig };
      if (error instanceof AppError) return { reason: error.message };
      throw error;
    }
  }

  async resolve(postPath: string, ref: string): Promise<Found> {
    const path = this.locate(postPath, ref);
    if (path === 'keep') return 'keep';
    if (!path) return { reason: '压缩包中找不到这张图片' };
    let found = this.done.get(path);
    if (!found) this.done.set(path, (found = await this.upload(path)));
    return found;
  }

  /** The post's Markdown with its pictures uploaded and their references rewritten. */
  async rewrite(postPath: string, markdown: string): Promise<{ text: string; problems: ImageProblem[] }> {
    const edits = proseParts(markdown).flatMap((p) => findRefs(p.text, p.offset));
    const problems: ImageProblem[] = [];
    let out = '';
    let at = 0;
    for (const edit of edits) {
      const found = await this.resolve(postPath, edit.ref);
      if (found === 'keep') continue;
      if ('reason' in found) {
        problems.push({ ref: edit.ref, reason: found.reason });
        continue;
      }
      out += markdown.slice(at, edit.start) + edit.render(found.url);
      at = edit.end;
    }
    return { text: out + markdown.slice(at), problems };
  }

  /** The cover as this site's image URL: uploaded from the archive, or already one of ours. */
  async cover(postPath: string, ref: string): Promise<{ url: string } | { reason: string }> {
    const found = await this.resolve(postPath, ref);
    if (found !== 'keep') return found;
    return isOwnImage(ref.trim()) ? { url: ref.trim() } : { reason: '封面是其他网站的图片，封面只能使用本站图片，没有导入' };
  }
}
