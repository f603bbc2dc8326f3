import { describe, expect, it } from 'vitest';
import { decrypt, decryptJson, encrypt, encryptJson } from '@/lib/crypto';

describe('AES crypto helper', () => {
  it('round-trips text, including Chinese', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.payload.sig-中文';
    const cipher = encrypt(token);
    expect(cipher).toMatch(/^[0-9a-f]+$/);
    expect(cipher.length % 32).toBe(0); // whole AES blocks, Pkcs7 padded
    expect(cipher).not.toContain('eyJ');
    expect(decrypt(cipher)).toBe(token);
  });

  it('is deterministic with the fixed key and IV', () => {
    expect(encrypt('same')).toBe(encrypt('same'));
    expect(encrypt('same')).not.toBe(encrypt('other'));
  });

  it('round-trips JSON', () => {
    const info = { id: 3, nick_name: '小张', role: 2 };
    expect(decryptJson(encryptJson(info))).toEqual(info);
  });

  it('returns empty for garbage', () => {
    expect(decrypt('')).toBe('');
    expect(decrypt('zzzz')).toBe('');
    expect(decryptJson('00112233445566778899aabbccddeeff')).toBeNull();
  });
});
