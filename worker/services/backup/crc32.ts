/** CRC-32 (IEEE), the checksum every zip entry carries; computed in pieces as the bytes stream by. */
const TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export class Crc32 {
  private value = 0xffffffff;
  update(bytes: Uint8Array): this {
    let c = this.value;
    for (let i = 0; i < bytes.length; i++) c = TABLE[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
    this.value = c;
    return this;
  }
  digest(): number {
    return (this.value ^ 0xffffffff) >>> 0;
  }
}

export const crc32 = (bytes: Uint8Array) => new Crc32().update(bytes).digest();
