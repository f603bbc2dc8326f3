/**
 * The central directory of a zip held in memory: each entry's name, method,
 * CRC, sizes and where its local header is (ZIP64 records read when a field
 * overflows). Names decode as fflate decodes them: UTF-8 when the entry's flag
 * says so, else one byte per character. Nothing here inflates.
 */
import { strFromU8 } from 'fflate';

export interface ZipDirectoryEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused when read */
  method: number;
  crc: number;
  /** compressed size as the central directory states it */
  compressed: number;
  /** uncompressed size as the central directory states it (the one the cap is checked against) */
  size: number;
  /** offset of the local header */
  header: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const MAX = 0xffffffff;

const u64 = (v: DataView, at: number) => v.getUint32(at, true) + v.getUint32(at + 4, true) * 2 ** 32;

/** The entries, or null when this is not a zip we can read (no end record, a record outside the bytes). */
export function readZipDirectory(zip: Uint8Array): ZipDirectoryEntry[] | null {
  const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  try {
    // the end record is the last 22 bytes plus a comment of at most 65535
    let end = zip.length - 22;
    const stop = Math.max(0, end - 0xffff);
    while (end >= stop && v.getUint32(end, true) !== EOCD) end--;
    if (end < stop) return null;
    let count = v.getUint16(end + 10, true);
    let at = v.getUint32(end + 16, true);
    if (end >= 20 && v.getUint32(end - 20, true) === ZIP64_LOCATOR) {
      const z = u64(v, end - 12);
      if (v.getUint32(z, true) !== ZIP64_EOCD) return null;
      count = u64(v, z + 32);
      at = u64(v, z + 48);
    }
    // each central record is at least 46 bytes: a count past that is a lie, not a loop to run
    if (count * 46 > zip.length) return null;
    const entries: ZipDirectoryEntry[] = [];
    for (let i = 0; i < count; i++) {
      if (v.getUint32(at, true) !== CENTRAL) return null;
      const nameLength = v.getUint16(at + 28, true);
      const extraLength = v.getUint16(at + 30, true);
      const commentLength = v.getUint16(at + 32, true);
      const nameBytes = zip.subarray(at + 46, at + 46 + nameLength);
      if (nameBytes.length !== nameLength) return null;
      const entry: ZipDirectoryEntry = {
        name: strFromU8(nameBytes, !(v.getUint16(at + 8, true) & 0x800)),
        method: v.getUint16(at + 10, true),
        crc: v.getUint32(at + 16, true),
        compressed: v.getUint32(at + 20, true),
        size: v.getUint32(at + 24, true),
        header: v.getUint32(at + 42, true),
      };
      readZip64Extra(v, at + 46 + nameLength, extraLength, entry);
      entries.push(entry);
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } catch (error) {
    // a DataView read past the end: a record that points outside the archive
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** ZIP64's extra field (id 1) holds, in this order, each of size, compressed size and offset that overflowed. */
function readZip64Extra(v: DataView, start: number, length: number, entry: ZipDirectoryEntry) {
  for (let at = start; at + 4 <= start + length; at += 4 + v.getUint16(at + 2, true)) {
    if (v.getUint16(at, true) !== 1) continue;
    let field = at + 4;
    if (entry.size === MAX) {
      entry.size = u64(v, field);
      field += 8;
    }
    if (entry.compressed === MAX) {
      entry.compressed = u64(v, field);
      field += 8;
    }
    if (entry.header === MAX) entry.header = u64(v, field);
    return;
  }
}

/** The entry's compressed bytes as its local header places them, or null when they do not fit in the archive. */
export function entryData(zip: Uint8Array, entry: ZipDirectoryEntry): Uint8Array | null {
  const v = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const header = entry.header;
  if (header + 30 > zip.length || v.getUint32(header, true) !== LOCAL) return null;
  const start = header + 30 + v.getUint16(header + 26, true) + v.getUint16(header + 28, true);
  if (start + entry.compressed > zip.length) return null;
  return zip.subarray(start, start + entry.compressed);
}
