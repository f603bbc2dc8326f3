/**
 * A zip written front to back as it is produced, for archives too big to hold.
 *
 * Why not fflate's streaming `Zip`: it always writes "data descriptor" entries
 * (sizes and checksum after the data, zeros in the header), and a streaming
 * reader of such an entry cannot know where the data ends: fflate's `Unzip`
 * scans the data for the next signature, so any stored image or deflated page
 * that happens to contain `PK\x03\x04`/`PK\x07\x08` (one in ~1.4 billion byte
 * positions; any uploaded picture can carry it on purpose) cuts the entry and
 * the restore breaks. It also writes no ZIP64, so it cannot pass 4 GB or 65535
 * entries. Here every local header carries the real sizes and CRC, so
 * zip-reader.ts reads each entry by its length and never scans; fflate still
 * does the compressing. The central directory at the end makes the archive an
 * ordinary zip for any unzip tool (ZIP64 records when offsets or counts need it).
 */
import { deflateSync } from 'fflate';
import { Crc32, crc32 } from './crc32';

const LOCAL = 0x04034b50;
const CENTRAL = 0x02014b50;
const END = 0x06054b50;
const END64 = 0x06064b50;
const LOCATOR64 = 0x07064b50;
const UTF8_NAMES = 0x0800;
const MAX32 = 0xffffffff;
const MAX16 = 0xffff;

interface Written {
  name: Uint8Array;
  method: number;
  crc: number;
  size: number;
  compressed: number;
  offset: number;
}

/** DOS date and time (China time, the site's clock), the only timestamp a plain zip header has. */
function dosStamp(at: Date): { time: number; date: number } {
  const d = new Date(at.getTime() + 8 * 3600_000);
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

const encoder = new TextEncoder();

export class ZipWriter {
  private offset = 0;
  private readonly written: Written[] = [];
  private readonly stamp = dosStamp(new Date());

  /** A small entry held whole (a page of rows, the manifest), deflated in memory. */
  *file(name: string, data: Uint8Array): Generator<Uint8Array> {
    const body = data.length ? deflateSync(data, { level: 6 }) : data;
    yield this.header(name, data.length ? 8 : 0, crc32(data), data.length, body.length);
    yield body;
    this.offset += body.length;
  }

  /**
   * A stored entry read from a stream (an R2 object). Its size and CRC go in the header,
   * so they come from a first read; a body that no longer matches them ends the archive
   * with an error rather than a wrong entry.
   */
  async *stored(name: string, size: number, crc: number, body: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
    if (size >= MAX32) throw new Error(`文件 ${name} 超过 4GB，无法打包`);
    yield this.header(name, 0, crc, size, size);
    const check = new Crc32();
    let seen = 0;
    const reader = body.getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += value.length;
      check.update(value);
      yield value;
    }
    if (seen !== size || check.digest() !== crc) throw new Error(`文件 ${name} 在导出过程中被修改`);
    this.offset += size;
  }

  /** The central directory and the end records; the archive is complete after these bytes. */
  *finish(): Generator<Uint8Array> {
    const start = this.offset;
    for (const w of this.written) {
      const bigSize = w.size >= MAX32 || w.compressed >= MAX32;
      const bigOffset = w.offset >= MAX32;
      // ZIP64 extra field: the 64-bit values whose 32-bit fields say 0xFFFFFFFF, in this order
      const extra64 = [...(bigSize ? [w.size, w.compressed] : []), ...(bigOffset ? [w.offset] : [])];
      const extraLength = extra64.length ? 4 + extra64.length * 8 : 0;
      const out = new Uint8Array(46 + w.name.length + extraLength);
      const v = new DataView(out.buffer);
      v.setUint32(0, CENTRAL, true);
      v.setUint16(4, extra64.length ? 45 : 20, true);
      v.setUint16(6, extra64.length ? 45 : 20, true);
      v.setUint16(8, UTF8_NAMES, true);
      v.setUint16(10, w.method, true);
      v.setUint16(12, this.stamp.time, true);
      v.setUint16(14, this.stamp.date, true);
      v.setUint32(16, w.crc, true);
      v.setUint32(20, bigSize ? MAX32 : w.compressed, true);
      v.setUint32(24, bigSize ? MAX32 : w.size, true);
      v.setUint16(28, w.name.length, true);
      v.setUint16(30, extraLength, true);
      v.setUint32(42, bigOffset ? MAX32 : w.offset, true);
      out.set(w.name, 46);
      if (extraLength) {
        const at = 46 + w.name.length;
        v.setUint16(at, 0x0001, true);
        v.setUint16(at + 2, extra64.length * 8, true);
        extra64.forEach((value, i) => v.setBigUint64(at + 4 + i * 8, BigInt(value), true));
      }
      this.offset += out.length;
      yield out;
    }
    const size = this.offset - start;
    const count = this.written.length;
    const needs64 = count >= MAX16 || start >= MAX32 || size >= MAX32;
    if (needs64) {
      const rec = new Uint8Array(56 + 20);
      const v = new DataView(rec.buffer);
      v.setUint32(0, END64, true);
      v.setBigUint64(4, 44n, true);
      v.setUint16(12, 45, true);
      v.setUint16(14, 45, true);
      v.setBigUint64(24, BigInt(count), true);
      v.setBigUint64(32, BigInt(count), true);
      v.setBigUint64(40, BigInt(size), true);
      v.setBigUint64(48, BigInt(start), true);
      v.setUint32(56, LOCATOR64, true);
      v.setBigUint64(64, BigInt(this.offset), true);
      v.setUint32(72, 1, true);
      yield rec;
    }
    const end = new Uint8Array(22);
    const v = new DataView(end.buffer);
    v.setUint32(0, END, true);
    v.setUint16(8, Math.min(count, MAX16), true);
    v.setUint16(10, Math.min(count, MAX16), true);
    v.setUint32(12, needs64 ? MAX32 : size, true);
    v.setUint32(16, needs64 ? MAX32 : start, true);
    yield end;
  }

  private header(name: string, method: number, crc: number, size: number, compressed: number): Uint8Array {
    const bytes = encoder.encode(name);
    if (bytes.length > MAX16) throw new Error(`文件名过长：${name.slice(0, 80)}`);
    const out = new Uint8Array(30 + bytes.length);
    const v = new DataView(out.buffer);
    v.setUint32(0, LOCAL, true);
    v.setUint16(4, 20, true);
    v.setUint16(6, UTF8_NAMES, true);
    v.setUint16(8, method, true);
    v.setUint16(10, this.stamp.time, true);
    v.setUint16(12, this.stamp.date, true);
    v.setUint32(14, crc, true);
    v.setUint32(18, compressed, true);
    v.setUint32(22, size, true);
    v.setUint16(26, bytes.length, true);
    out.set(bytes, 30);
    this.written.push({ name: bytes, method, crc, size, compressed, offset: this.offset });
    this.offset += out.length;
    return out;
  }
}
