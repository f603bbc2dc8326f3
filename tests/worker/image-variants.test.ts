/**
 * Responsive variants (issue 32 item 1): POST /api/upload/variants stores the
 * browser's smaller copies under the picture's owner, checked like uploads,
 * and /img/<key>?w= serves them (the original while there is none).
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { releaseFile } from '../../worker/services/stored-files';
import { call, makeUser, uniqueIp } from './helpers';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
  0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0a, 0x49, 0x44, 0x41,
  0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49,
  0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

/** The first bytes of a WebP file (what the worker sniffs), padded to `size`. */
function webp(size = 64): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  bytes.set(new TextEncoder().encode('WEBPVP8 '), 8);
  return bytes;
}

async function upload(token: string): Promise<string> {
  const fd = new FormData();
  fd.append('file', new File([PNG], 'a.png', { type: 'image/png' }));
  const res = await call('POST', '/api/upload/img', { body: fd, token, ip: uniqueIp() });
  expect(res.json.code).toBe(0);
  return res.json.result.url;
}

function variantForm(url: string, files: Record<string, Uint8Array | string>, size: Record<string, string> = { width: '4000', height: '3000' }) {
  const fd = new FormData();
  fd.append('url', url);
  for (const [name, value] of Object.entries(size)) fd.append(name, value);
  for (const [name, value] of Object.entries(files)) {
    if (typeof value === 'string') fd.append(name, value);
    else fd.append(name, new File([value], `${name}.webp`, { type: 'image/webp' }));
  }
  return fd;
}

const fileRow = (key: string) =>
  env.DB.prepare('SELECT owner_id, kind, size FROM stored_file WHERE key = ?').bind(key).first<{ owner_id: number; kind: string; size: number }>();

describe('POST /api/upload/variants', () => {
  it("stores each variant under the picture's owner, records the size, and /img?w= serves it", async () => {
    const owner = await makeUser();
    const url = await upload(owner.token);
    const res = await call('POST', '/api/upload/variants', { body: variantForm(url, { w480: webp(100), w960: webp(200) }), token: owner.token, ip: uniqueIp() });
    expect(res.json.code).toBe(0);
    expect(res.json.result).toEqual({ url, width: 4000, height: 3000, widths: [480, 960] });
    const base = url.slice('/img/'.length).replace(/\.png$/, '');
    expect(await fileRow(`${base}.w480.webp`)).toEqual({ owner_id: owner.id, kind: 'variant', size: 100 });
    expect(await fileRow(`${base}.w960.webp`)).toEqual({ owner_id: owner.id, kind: 'variant', size: 200 });

    const small = await call('GET', `${url}?w=480`);
    expect(small.headers.get('Content-Type')).toBe('image/webp');
    expect(small.headers.get('Cache-Control')).toContain('immutable');
    // no 1600 variant: the original stands in, cached for a while only (a backfill may add it)
    const wide = await call('GET', `${url}?w=1600`);
    expect(wide.headers.get('Content-Type')).toBe('image/png');
    expect(wide.headers.get('Cache-Control')).not.toContain('immutable');

    // the variants go with the picture
    expect(await releaseFile(env.DB, env.BUCKET, url, { id: owner.id, role: owner.role })).toBe(true);
    expect(await fileRow(`${base}.w480.webp`)).toBeNull();
    expect(await env.BUCKET.head(`${base}.w960.webp`)).toBeNull();
    expect(await env.DB.prepare('SELECT key FROM image_variant WHERE key = ?').bind(url.slice('/img/'.length)).first()).toBeNull();
  });

  it('refuses a variant that is not an image, one over its cap, one as wide as the original, and a bad size', async () => {
    const owner = await makeUser();
    const url = await upload(owner.token);
    const send = async (files: Record<string, Uint8Array | string>, size?: Record<string, string>) =>
      (await call('POST', '/api/upload/variants', { body: variantForm(url, files, size), token: owner.token, ip: uniqueIp() })).json;
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await send({ w480: html })).toEqual({ code: '100006', message: '缩略图必须是图片文件' });
    expect(await send({ w480: 'not a file' })).toEqual({ code: '100006', message: '缩略图必须是图片文件' });
    expect(await send({ w960: webp(1024 * 1024 + 1) })).toEqual({ code: '100006', message: '缩略图不能超过1MB' });
    expect(await send({ w960: webp() }, { width: '900', height: '600' })).toEqual({ code: '100006', message: '缩略图不能比原图更宽' });
    expect(await send({ w480: webp() }, { width: 'wide', height: '600' })).toEqual({ code: '100006', message: '图片尺寸不合法' });
    expect(await send({ w480: webp() }, { height: '600' })).toEqual({ code: '100006', message: '图片尺寸不合法' });
    const base = url.slice('/img/'.length).replace(/\.png$/, '');
    expect(await env.BUCKET.head(`${base}.w480.webp`)).toBeNull();
    expect(await env.BUCKET.head(`${base}.w960.webp`)).toBeNull();
  });

  it("refuses another reader's picture, a foreign address, and an anonymous caller", async () => {
    const owner = await makeUser();
    const other = await makeUser();
    const url = await upload(owner.token);
    const theirs = await call('POST', '/api/upload/variants', { body: variantForm(url, { w480: webp() }), token: other.token, ip: uniqueIp() });
    expect(theirs.json).toEqual({ code: '100006', message: '只能使用自己上传的图片' });
    expect(await env.BUCKET.head(`${url.slice('/img/'.length).replace(/\.png$/, '')}.w480.webp`)).toBeNull();
    const foreign = await call('POST', '/api/upload/variants', { body: variantForm('https://evil.test/a.png', { w480: webp() }), token: owner.token, ip: uniqueIp() });
    expect(foreign.json.code).toBe('100006');
    const anonymous = await call('POST', '/api/upload/variants', { body: variantForm(url, { w480: webp() }), ip: uniqueIp() });
    expect(anonymous.status).toBe(401);
  });

  it('lets an administrator add variants to a reader\'s picture, still owned by the reader', async () => {
    const reader = await makeUser();
    const admin = await makeUser(1);
    const url = await upload(reader.token);
    const res = await call('POST', '/api/upload/variants', { body: variantForm(url, { w480: webp(80) }), token: admin.token, ip: uniqueIp() });
    expect(res.json.code).toBe(0);
    expect((await fileRow(`${url.slice('/img/'.length).replace(/\.png$/, '')}.w480.webp`))?.owner_id).toBe(reader.id);
  });
});

describe('GET /api/admin/data/unmeasured-pictures (the console backfill)', () => {
  it('names stored pictures never measured, page by page, and only to an administrator', async () => {
    const admin = await makeUser(1);
    const reader = await makeUser();
    const url = await upload(reader.token);
    const list = async (after = '') => (await call('GET', `/api/admin/data/unmeasured-pictures?after=${encodeURIComponent(after)}`, { token: admin.token, ip: uniqueIp() })).json;
    const first = await list();
    expect(first.code).toBe(0);
    expect(first.result.urls).toContain(url);
    // a page starts after the key it is given: a picture the browser could not encode is passed by
    expect((await list(url.slice('/img/'.length))).result.urls).not.toContain(url);
    // measured (even with no variant: too small to need one), it is no longer named
    const measured = await call('POST', '/api/upload/variants', { body: variantForm(url, {}, { width: '300', height: '200' }), token: admin.token, ip: uniqueIp() });
    expect(measured.json.result.widths).toEqual([]);
    expect((await list()).result.urls).not.toContain(url);
    expect((await list('x'.repeat(5000))).code).toBe(0);
    const denied = await call('GET', '/api/admin/data/unmeasured-pictures', { token: reader.token, ip: uniqueIp() });
    expect(denied.json.code).not.toBe(0);
  });
});

