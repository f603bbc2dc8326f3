/** "记住我" credentials (spec §3 "Remembered login"), stored AES-encrypted. */
import { decryptJson, encryptJson } from '@/lib/crypto';
import { storage } from '@/lib/storage';

export const REMEMBERED_LOGIN_KEY = 'loginForm';

export interface RememberedLogin {
  username: string;
  password: string;
}

export function readRememberedLogin(): RememberedLogin | null {
  const saved = storage.get<string>(REMEMBERED_LOGIN_KEY);
  if (!saved || typeof saved !== 'string') return null;
  const value = decryptJson<RememberedLogin>(saved);
  if (!value || typeof value.username !== 'string' || typeof value.password !== 'string') return null;
  return value;
}

export function saveRememberedLogin(value: RememberedLogin): void {
  storage.set(REMEMBERED_LOGIN_KEY, encryptJson({ username: value.username, password: value.password }));
}

export function forgetRememberedLogin(): void {
  storage.remove(REMEMBERED_LOGIN_KEY);
}
