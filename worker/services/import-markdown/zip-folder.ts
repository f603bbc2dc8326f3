/**
 * A .zip of posts read like a folder: its file names (normalised, without
 * macOS's __MACOSX and ._ companions) and each file's bytes on demand. Read
 * through the central directory (zip-directory.ts), so zips of any tool work,
 * and a file is only inflated when asked for, within a size cap.
 *
 * Why not fflate's unzipSync for the bytes: it inflates into a buffer of the
 * size the header states and silently drops whatever does not fit, so an entry
 * whose stated size lies came out cut short. Here the inflater streams, stops
 * as soon as the output passes the stated size, and the length and CRC are
 * checked at the end: a lying entry is refused with the reason, never cut.
 */
import { Inflate } from 'fflate';
import { DATA_ERROR_CODE, dataTexts } from '../../../contract/admin-data';
import { fail } from '../../http/app-error';
import { Crc32 } from '../backup/crc32';
import { entryData, readZipDirectory, type ZipDirectoryEntry } from './zip-directory';

/** A file whose declared size is past this is never inflated. */
export class TooBig extends Error {}

/** Compressed bytes handed to the inflater at a time: bounds what one push can expand to past the stated size. */
const INFLATE_SLICE = 16 * 1024;

/** A path inside the archive, with / separators, no leading ./ or /, and . and .. resolved; null when it climbs out. */
export function normalPath(path: string): string | null {
  const out: string[] = [];
  for (const part of path.replace(/\\/g, '/').split('/')) {
    if (!part || part === '.') continue;
    if (part === '..') {
      if (!out.length) return null;
      out.pop();
    } else out.push(part);
  }
  return out.length ? out.join('/') : null;
}

class SizeLies extends Error {}

/** The entry's bytes, never more than it states and exactly as many, with its CRC. */
function inflateChecked(zip: Uint8Array, entry: ZipDirectoryEntry, path: string): Uint8Array {
  const data = entryData(zip, entry);
  if (!data) throw fail(DATA_ERROR_CODE, dataTexts.zipEntryBroken(path));
  let out: Uint8Array;
  if (entry.method === 0) {
    if (data.length !== entry.size) throw fail(DATA_ERROR_CODE, dataTexts.zipEntrySizeLies(path));
    out = data;
  } else if (entry.method === 8) {
    out = new Uint8Array(entry.size);
    let seen = 0;
    const inflater = new Inflate((chunk) => {
      if (seen + chunk.length > entry.size) throw new SizeLies();
      out.set(chunk, seen);
      seen += chunk.length;
    });
    try {
      for (let at = 0; at < data.length; at += INFLATE_SLICE) {
        const end = Math.min(at + INFLATE_SLICE, data.length);
        inflater.push(data.subarray(at, end), end === data.length);
      }
      if (!data.length) inflater.push(new Uint8Array(0), true);
    } catch (error) {
      if (error instanceof SizeLies) throw fail(DATA_ERROR_CODE, dataTexts.zipEntrySizeLies(path));
      throw fail(DATA_ERROR_CODE, dataTexts.zipEntryBroken(path));
    }
    if (seen !== entry.size) throw fail(DATA_ERROR_CODE, dataTexts.zipEntrySizeLies(path));
  } else throw fail(DATA_ERROR_CODE, dataTexts.zipEntryBroken(path));
  if (new Crc32().update(out).digest() !== entry.crc) throw fail(DATA_ERROR_CODE, dataTexts.zipEntryBroken(path));
  return out;
}

export class ZipFolder {
  /** normalised path → its central directory entry */
  private readonly files = new Map<string, ZipDirectoryEntry>();
  private readonly lower = new Map<string, string>();

  constructor(private readonly zip: Uint8Array) {
    const entries = readZipDirectory(zip);
    if (!entries) throw fail(DATA_ERROR_CODE, dataTexts.notZip);
    for (const entry of entries) {
      const path = normalPath(entry.name);
      const base = path?.split('/').pop() ?? '';
      if (path && !entry.name.endsWith('/') && !path.startsWith('__MACOSX/') && !base.startsWith('._')) {
        this.files.set(path, entry);
        this.lower.set(path.toLowerCase(), path);
      }
    }
  }

  get paths(): string[] {
    return [...this.files.keys()];
  }

  /** The archive's own spelling of a path, matched exactly or else ignoring case (zips made on Windows or macOS). */
  find(path: string): string | null {
    return this.files.has(path) ? path : (this.lower.get(path.toLowerCase()) ?? null);
  }

  bytes(path: string, maxBytes: number): Uint8Array {
    const file = this.files.get(path);
    if (!file) throw new Error(`no ${path} in the archive`);
    if (file.size > maxBytes) throw new TooBig(path);
    return inflateChecked(this.zip, file, path);
  }
}
