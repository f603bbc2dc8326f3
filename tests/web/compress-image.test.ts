import { describe, expect, it, vi } from 'vitest';
import { compressWith } from '@/lib/compress-image';

const blobOf = (kb: number) => new Blob([new Uint8Array(Math.round(kb * 1024))], { type: 'image/jpeg' });

describe('compressWith (spec §5 retry loop)', () => {
  it('stops as soon as the size is under the target', async () => {
    const sizes: Record<string, number> = { '1': 1200, '0.8': 900, '0.6': 700 };
    const encode = vi.fn(async (q: number) => blobOf(sizes[String(q)] ?? 100));
    const out = await compressWith(encode);
    expect(encode.mock.calls.map((c) => c[0])).toEqual([1, 0.8, 0.6]);
    expect(out.size).toBe(700 * 1024);
  });

  it('lowers quality by 0.2 at most maxRetries times', async () => {
    const encode = vi.fn(async (_q: number) => blobOf(5000));
    await compressWith(encode);
    expect(encode.mock.calls.map((c) => c[0])).toEqual([1, 0.8, 0.6, 0.4]);
  });

  it('never goes below the 0.2 floor', async () => {
    const encode = vi.fn(async (_q: number) => blobOf(5000));
    await compressWith(encode, { quality: 0.6, maxRetries: 10 });
    expect(encode.mock.calls.map((c) => c[0])).toEqual([0.6, 0.4, 0.2]);
  });

  it('honours a custom target size', async () => {
    const encode = vi.fn(async (q: number) => blobOf(q * 100));
    const out = await compressWith(encode, { targetKB: 50 });
    expect(out.size).toBeLessThanOrEqual(50 * 1024);
    expect(out.type).toBe('image/jpeg');
  });
});
