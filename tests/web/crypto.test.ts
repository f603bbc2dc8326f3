import AES from 'crypto-js/aes';
import Hex from 'crypto-js/enc-hex';
import Utf8 from 'crypto-js/enc-utf8';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { decrypt, decryptJson, encrypt, encryptJson } from '@/lib/crypto';

/** What crypto-js wrote before the WebCrypto cipher: stored values must keep reading the same. */
const cryptoJs = (plain: string) =>
  AES.encrypt(Utf8.parse(plain), Utf8.parse('EdgeBlog2025Key!'), { iv: Utf8.parse('EdgeBlogInitVec!'), padding: Pkcs7 }).ciphertext.toString(Hex);

afterEach(() => vi.unstubAllGlobals());

describe('AES crypto helper', () => {
  it('round-trips text, including Chinese', async () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.payload.sig-中文';
    const cipher = await encrypt(token);
    expect(cipher).toMatch(/^[0-9a-f]+$/);
    expect(cipher.length % 32).toBe(0); // whole AES blocks, Pkcs7 padded
    expect(cipher).not.toContain('eyJ');
    expect(await decrypt(cipher)).toBe(token);
  });

  it('writes exactly what crypto-js wrote (AES-128-CBC, Pkcs7, the fixed key and IV), and reads it', async () => {
    for (const plain of ['', 'x', 'exactly16bytes!!', 'jwt.token.中文', JSON.stringify({ id: 3, nick_name: '小张' })]) {
      expect(await encrypt(plain)).toBe(cryptoJs(plain));
      if (plain) expect(await decrypt(cryptoJs(plain))).toBe(plain);
    }
    // a fixed vector (Node's aes-128-cbc agrees), so key, IV or mode never drift on both sides at once
    expect(await encrypt('same')).toBe('45d091c84e7a023a0a10ae48351356a2');
  });

  it('is deterministic with the fixed key and IV', async () => {
    expect(await encrypt('same')).toBe(await encrypt('same'));
    expect(await encrypt('same')).not.toBe(await encrypt('other'));
  });

  it('round-trips JSON', async () => {
    const info = { id: 3, nick_name: '小张', role: 2 };
    expect(await decryptJson(await encryptJson(info))).toEqual(info);
  });

  it('returns empty for garbage', async () => {
    expect(await decrypt('')).toBe('');
    expect(await decrypt('zzzz')).toBe('');
    expect(await decrypt('0011')).toBe(''); // not whole blocks
    expect(await decryptJson('00112233445566778899aabbccddeeff')).toBeNull();
  });

  it('without WebCrypto (plain http off localhost) falls back to crypto-js, same values', async () => {
    const webCipher = await encrypt('令牌-token');
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(await encrypt('令牌-token')).toBe(webCipher);
    expect(await decrypt(webCipher)).toBe('令牌-token');
    expect(await decrypt('00112233445566778899aabbccddeeff')).toBe('');
  });
});
