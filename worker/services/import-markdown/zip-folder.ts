/**
 * A .zip of posts read like a folder: its file names (normalised, without
 * macOS's __MACOSX and ._ companions) and each file's bytes on demand. Read
 * through the central directory (fflate's unzipSync), so zips of any tool work,
 * and a file is only inflated when asked for, within a size cap.
 */
import { unzipSync } from 'fflate';
import { DATA_ERROR_CODE, dataTexts } from '../../../contract/admin-data';
import { fail } from '../../http/app-error';

/** A file whose declared size is past this is never inflated. */
export class TooBig extends Error {}

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

export class ZipFolder {
  /** normalised path → the name as stored, and its size */
  private readonly files = new Map<string, { stored: string; size: number }>();
  private readonly lower = new Map<string, string>();

  constructor(private readonly zip: Uint8Array) {
    try {
      unzipSync(zip, {
        filter: (file) => {
          const path = normalPath(file.name);
          const base = path?.split('/').pop() ?? '';
          if (path && !file.name.endsWith('/') && !path.startsWith('__MACOSX/') && !base.startsWith('._')) {
            this.files.set(path, { stored: file.name, size: file.originalSize });
            this.lower.set(path.toLowerCase(), path);
          }
          return false;
        },
      });
    } catch {
      throw fail(DATA_ERROR_CODE, dataTexts.notZip);
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
    try {
      const out = unzipSync(this.zip, { filter: (f) => f.name === file.stored })[file.stored];
      if (!out) throw new Error('missing');
      return out;
    } catch {
      throw fail(DATA_ERROR_CODE, dataTexts.zipEntryBroken(path));
    }
  }
}
