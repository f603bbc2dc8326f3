import { describe, expect, it } from 'vitest';
import { call, makeUser, uniqueIp } from './helpers';

const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01,
  0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0a, 0x49, 0x44, 0x41,
  0x54, 0x78, 0x9c, 0x63, 0x00, 0x01, 0x00, 0x00, 0x05, 0x00, 0x01, 0x0d, 0x0a, 0x2d, 0xb4, 0x00, 0x00, 0x00, 0x00, 0x49,
  0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
]);

const form = (bytes: Uint8Array, name = 'a.png', type = 'image/png') => {
  const fd = new FormData();
  fd.append('file', new File([bytes], name, { type }));
  return fd;
};

describe('POST /api/upload/img', () => {
  it('stores a real image in R2 under a random key and serves it back safely', async () => {
    const user = await makeUser();
    const res = await call('POST', '/api/upload/img', { body: form(PNG), token: user.token, ip: uniqueIp() });
    expect(res.json.code).toBe(0);
    const url: string = res.json.result.url;
    expect(url).toMatch(/^\/img\/upload\/\d{4}-\d{2}\/[a-z]{16}\.png$/);

    const img = await call('GET', url);
    expect(img.status).toBe(200);
    expect(img.headers.get('Content-Type')).toBe('image/png');
    expect(img.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(img.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(img.headers.get('Cache-Control')).toContain('immutable');

    const part = await call('GET', url, { headers: { Range: 'bytes=0-7' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-7/${PNG.length}`);
  });

  it('rejects a file that only claims to be an image', async () => {
    const user = await makeUser();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const res = await call('POST', '/api/upload/img', { body: form(html, 'x.png'), token: user.token, ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe('100006');
  });

  it('rejects a missing file field and an oversized file', async () => {
    const user = await makeUser();
    const empty = await call('POST', '/api/upload/img', { body: new FormData(), token: user.token, ip: uniqueIp() });
    expect(empty.json).toEqual({ code: '100006', message: '请选择要上传的图片' });
    const big = new Uint8Array(5 * 1024 * 1024 + 10);
    big.set(PNG);
    const tooBig = await call('POST', '/api/upload/img', { body: form(big), token: user.token, ip: uniqueIp() });
    expect(tooBig.json).toEqual({ code: '100006', message: '图片不能超过5MB' });
  });

  it('rejects a JSON body instead of multipart with the envelope', async () => {
    const user = await makeUser();
    const res = await call('POST', '/api/upload/img', { body: { file: 'x' }, token: user.token, ip: uniqueIp() });
    expect(res.status).toBe(200);
    expect(res.json.code).toBe('100006');
  });

  it('needs a login', async () => {
    const res = await call('POST', '/api/upload/img', { body: form(PNG), ip: uniqueIp() });
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('100016');
  });
});

describe('GET /img/*', () => {
  it('answers 404 for unknown keys and path tricks', async () => {
    expect((await call('GET', '/img/upload/none.png')).status).toBe(404);
    expect((await call('GET', '/img/..%2F..%2Fsecret')).status).toBe(404);
  });
});
