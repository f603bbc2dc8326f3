import { describe, expect, it } from 'vitest';
import { authMessages, checkConfirm, checkPassword, checkUsername, isValidPassword } from '@contract/auth';

describe('password rules (spec §5)', () => {
  it.each([
    ['', authMessages.passwordRequired],
    ['a1b2c', authMessages.passwordFormat], // 5: too short
    ['a1'.repeat(9) + 'x', authMessages.passwordFormat], // 19: too long
    ['12345678', authMessages.passwordFormat], // only digits
    ['abcdefgh', authMessages.passwordFormat], // only lowercase
    ['ABCDEFGH', authMessages.passwordFormat], // only uppercase
    ['!@#$%^&*', authMessages.passwordFormat], // only symbols
    ['abc123中文', authMessages.passwordFormat], // Chinese
  ])('rejects %j', (value, message) => {
    expect(checkPassword(value)).toBe(message);
  });

  it.each(['abc123', 'ABC123', 'abcDEF', 'abc!@#', '123!@#', 'Ab1!', 'a1'.repeat(9), 'test123'].filter((p) => p.length >= 6))(
    'accepts %j',
    (value) => {
      expect(checkPassword(value)).toBeNull();
      expect(isValidPassword(value)).toBe(true);
    },
  );

  it('accepts exactly 6 and 18 characters', () => {
    expect(checkPassword('abc123')).toBeNull();
    expect(checkPassword('abcdefghi123456789')).toBeNull();
  });
});

describe('username rules', () => {
  it('requires a value', () => expect(checkUsername('')).toBe('请输入用户账号'));
  it.each(['abcd', 'a'.repeat(17)])('rejects length of %j', (v) => expect(checkUsername(v)).toBe('用户账号长度应该在5-16之间'));
  it.each(['abcde', 'a'.repeat(16), 'user2025'])('accepts %j', (v) => expect(checkUsername(v)).toBeNull());
  it('rejects characters other than letters and digits', () => expect(checkUsername('abc_def')).toBe(authMessages.usernameChars));
});

describe('confirm password', () => {
  it('requires a value', () => expect(checkConfirm('abc123', '')).toBe('请输入二次确认密码'));
  it('must match', () => expect(checkConfirm('abc123', 'abc124')).toBe('两次密码不一致'));
  it('passes when equal', () => expect(checkConfirm('abc123', 'abc123')).toBeNull());
});
