/**
 * Reads a zip front to back from a stream, one entry at a time, never holding
 * more than a chunk: each local header gives the entry's length (zip-writer.ts
 * always writes it), the bytes are inflated with fflate as they arrive, and
 * every entry's size and CRC are checked at its end. Entries whose length is
 * only known after the data (data descriptors, written by streaming zip tools)
 * are refused instead of guessed at: see zip-writer.ts for why guessing breaks.
 * Reading stops at the central directory, which a front-to-back reader does not need.
 */
import { Inflate } from 'fflate';
import { dataTexts } from '../../../contract/admin-data';
import { Crc32 } from './crc32';

const LOCAL = 0x04034b50;
const ENDINGS = new Set([0x02014b50, 0x06054b50, 0x06064b50]);
/** Compressed bytes handed to the inflater at a time: bounds what one push can expand to (a zip bomb's 1000:1 gives 16 MB). */
const INFLATE_SLICE = 16 * 1024;

/** A problem with the archive itself; its message is the Chinese text to show. */
export class ZipError extends Error {}

export interface ZipEntry {
  name: string;
  /** uncompressed size as the header declares it (checked when the entry has been read) */
  size: number;
  /** the entry's bytes, inflated and checked; an entry left unread is read (and checked) before the next */
  read(): AsyncGenerator<Uint8Array>;
}

class ByteSource {
  private buf: Uint8Array = new Uint8Array(0);
  private pos = 0;
  private ended = false;
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  private get available() {
    return this.buf.length - this.pos;
  }

  private async fill(): Promise<boolean> {
    if (this.ended) return false;
    const { value, done } = await this.reader.read();
    if (done) {
      this.ended = true;
      return false;
    }
    const chunk = value instanceof Uint8Array ? value : new Uint8Array(value as ArrayBuffer);
    if (this.available === 0) this.buf = chunk;
    else {
      const joined = new Uint8Array(this.available + chunk.length);
      joined.set(this.buf.subarray(this.pos));
      joined.set(chunk, this.available);
      this.buf = joined;
    }
    this.pos = 0;
    return true;
  }

  /** Exactly n bytes (a header), or null when the stream ends first. */
  async exact(n: number): Promise<Uint8Array | null> {
    while (this.available < n) if (!(await this.fill())) return null;
    const out = this.buf.slice(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  /** The next n bytes in the pieces they arrive in. */
  async *take(n: number): AsyncGenerator<Uint8Array> {
    let left = n;
    while (left > 0) {
      if (this.available === 0 && !(await this.fill())) throw new ZipError(dataTexts.broken('文件在中途结束'));
      const k = Math.min(left, this.available);
      const piece = this.buf.subarray(this.pos, this.pos + k);
      this.pos += k;
      left -= k;
      yield piece;
    }
  }

  async close() {
    await this.reader.cancel().catch(() => undefined);
  }
}

async function* inflate(source: AsyncGenerator<Uint8Array>, name: string): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  const inflater = new Inflate((chunk) => void out.push(chunk));
  const push = (piece: Uint8Array, final: boolean) => {
    try {
      inflater.push(piece, final);
    } catch {
      throw new ZipError(dataTexts.broken(`${name} 无法解压`));
    }
  };
  for await (const piece of source) {
    for (let i = 0; i < piece.length; i += INFLATE_SLICE) {
      push(piece.subarray(i, i + INFLATE_SLICE), false);
      yield* out.splice(0);
    }
  }
  push(new Uint8Array(0), true);
  yield* out.splice(0);
}

/** The entries of a zip stream in order; the stream is released when iteration ends. */
export async function* zipEntries(stream: ReadableStream<Uint8Array>): AsyncGenerator<ZipEntry> {
  const source = new ByteSource(stream.getReader());
  try {
    for (let index = 0; ; index++) {
      const head = await source.exact(30);
      if (!head) {
        if (index === 0) throw new ZipError(dataTexts.notZip);
        throw new ZipError(dataTexts.broken('缺少结尾的目录'));
      }
      const v = new DataView(head.buffer, head.byteOffset, head.byteLength);
      const signature = v.getUint32(0, true);
      if (ENDINGS.has(signature) && index > 0) return;
      if (signature !== LOCAL) throw new ZipError(index === 0 ? dataTexts.notZip : dataTexts.broken('文件头损坏'));
      const flags = v.getUint16(6, true);
      const method = v.getUint16(8, true);
      const crc = v.getUint32(14, true);
      const compressed = v.getUint32(18, true);
      const size = v.getUint32(22, true);
      const nameBytes = await source.exact(v.getUint16(26, true));
      const extra = await source.exact(v.getUint16(28, true));
      if (!nameBytes || !extra) throw new ZipError(dataTexts.broken('文件在中途结束'));
      const name = new TextDecoder().decode(nameBytes);
      if (flags & 0x1) throw new ZipError(dataTexts.broken(`${name} 已加密`));
      if (flags & 0x8) throw new ZipError(dataTexts.streamedZip);
      if (compressed === 0xffffffff || size === 0xffffffff) throw new ZipError(dataTexts.broken(`${name} 超过 4GB`));
      if (method !== 0 && method !== 8) throw new ZipError(dataTexts.broken(`${name} 使用了不支持的压缩方式`));
      if (method === 0 && compressed !== size) throw new ZipError(dataTexts.broken(`${name} 大小不一致`));

      let started = false;
      let finished = false;
      const read = async function* (): AsyncGenerator<Uint8Array> {
        if (started) throw new Error(`zip entry ${name} read twice`);
        started = true;
        const raw = source.take(compressed);
        const bytes = method === 8 ? inflate(raw, name) : raw;
        const check = new Crc32();
        let seen = 0;
        for await (const chunk of bytes) {
          seen += chunk.length;
          if (seen > size) throw new ZipError(dataTexts.broken(`${name} 比声明的大`));
          check.update(chunk);
          yield chunk;
        }
        if (seen !== size || check.digest() !== crc) throw new ZipError(dataTexts.broken(`${name} 校验失败`));
        finished = true;
      };
      const entry: ZipEntry = { name, size, read };
      yield entry;
      if (!finished) {
        if (started) throw new Error(`zip entry ${name} was left half read`);
        for await (const chunk of read()) void chunk;
      }
    }
  } finally {
    await source.close();
  }
}
