/**
 * The backup's zip writer and reader on their own: what the writer makes any
 * unzip reads (fflate's central-directory reader here), the reader gets every
 * byte back even when the data holds zip signatures (a stored picture may),
 * refuses what it cannot read front to back, and ZIP64 records appear past
 * 65 535 entries.
 */
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipEntries, ZipError } from '../../worker/services/backup/zip-reader';
import { ZipWriter } from '../../worker/services/backup/zip-writer';
import { crc32 } from '../../worker/services/backup/crc32';

async function build(write: (zip: ZipWriter) => AsyncGenerator<Uint8Array> | Generator<Uint8Array>): Promise<Uint8Array> {
  const zip = new ZipWriter();
  const parts: Uint8Array[] = [];
  for await (const chunk of write(zip)) parts.push(chunk);
  for (const chunk of zip.finish()) parts.push(chunk);
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** A stream that hands the bytes over in small, uneven pieces, as a network does. */
function trickle(bytes: Uint8Array, piece = 7): ReadableStream<Uint8Array> {
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      const size = piece + (at % 5);
      controller.enqueue(bytes.slice(at, at + size));
      at += size;
    },
  });
}

async function readBack(bytes: Uint8Array, piece?: number): Promise<Record<string, Uint8Array>> {
  const files: Record<string, Uint8Array> = {};
  for await (const entry of zipEntries(trickle(bytes, piece))) {
    const parts: number[] = [];
    for await (const chunk of entry.read()) parts.push(...chunk);
    files[entry.name] = Uint8Array.from(parts);
  }
  return files;
}

const text = (s: string) => new TextEncoder().encode(s);
const streamOf = (bytes: Uint8Array) => new ReadableStream<Uint8Array>({ start: (c) => (c.enqueue(bytes), c.close()) });

// every signature a streaming reader could mistake for the end of an entry, inside the data
const TRAP = Uint8Array.from([1, 2, 0x50, 0x4b, 0x03, 0x04, 9, 0x50, 0x4b, 0x07, 0x08, 0x50, 0x4b, 0x01, 0x02, 0x50, 0x4b, 0x05, 0x06, 7]);

describe('zip writer and reader', () => {
  it('round-trips deflated and stored entries, signatures in the data included', async () => {
    const rows = text('{"id":1,"名字":"甲"}\n'.repeat(500));
    const archive = await build(async function* (zip) {
      yield* zip.file('tables/t/000001.jsonl', rows);
      yield* zip.stored('objects/trap.bin', TRAP.length, crc32(TRAP), streamOf(TRAP));
      yield* zip.file('empty.txt', new Uint8Array(0));
      yield* zip.file('manifest.json', text('{"ok":true}'));
    });
    expect(unzipSync(archive)).toEqual({ 'tables/t/000001.jsonl': rows, 'objects/trap.bin': TRAP, 'empty.txt': new Uint8Array(0), 'manifest.json': text('{"ok":true}') });
    expect(await readBack(archive, 3)).toEqual(unzipSync(archive));
  });

  it('stops an export whose object changed between its two reads', async () => {
    const zip = new ZipWriter();
    const chunks = zip.stored('objects/a', TRAP.length, crc32(TRAP) ^ 1, streamOf(TRAP));
    await expect(async () => {
      for await (const chunk of chunks) void chunk;
    }).rejects.toThrow('文件 objects/a 在导出过程中被修改');
  });

  it('refuses data descriptors, unknown methods, encryption and a wrong CRC', async () => {
    const good = await build((zip) => zip.file('a.txt', text('你好'.repeat(50))));
    const patched = (at: number, value: number) => {
      const copy = good.slice();
      new DataView(copy.buffer).setUint16(at, value, true);
      return copy;
    };
    await expect(readBack(patched(6, 0x0808))).rejects.toThrow(/数据描述符/);
    await expect(readBack(patched(8, 14))).rejects.toThrow(/不支持的压缩方式/);
    await expect(readBack(patched(6, 0x0801))).rejects.toThrow(/已加密/);
    await expect(readBack(patched(14, 0x1234))).rejects.toThrow(new ZipError('备份文件已损坏：a.txt 校验失败'));
    await expect(readBack(text('not a zip at all'))).rejects.toThrow('文件不是有效的 zip 压缩包');
    await expect(readBack(new Uint8Array(0))).rejects.toThrow('文件不是有效的 zip 压缩包');
  });

  it('writes ZIP64 end records past 65 535 entries, which unzip tools read', async () => {
    const count = 65_540;
    const archive = await build(function* (zip) {
      for (let i = 0; i < count; i++) yield* zip.file(`f${i}`, new Uint8Array(0));
    });
    const view = new DataView(archive.buffer);
    // the plain end record says "see ZIP64", the ZIP64 one carries the real count
    expect(view.getUint16(archive.length - 22 + 10, true)).toBe(0xffff);
    expect(view.getUint32(archive.length - 22 - 20, true)).toBe(0x07064b50);
    const z64 = Number(view.getBigUint64(archive.length - 22 - 20 + 8, true));
    expect(view.getUint32(z64, true)).toBe(0x06064b50);
    expect(Number(view.getBigUint64(z64 + 32, true))).toBe(count);
    expect(Object.keys(unzipSync(archive))).toHaveLength(count);
    let read = 0;
    for await (const entry of zipEntries(streamOf(archive))) {
      for await (const chunk of entry.read()) void chunk;
      read += 1;
    }
    expect(read).toBe(count);
  }, 60_000);
});
