/** "记住我" credentials (spec §3 "Remembered login"), stored AES-encrypted. */
import { decryptJson, encryptJson } from '@/lib/crypto';
import { storage } from '@/lib/storage';

export const REMEMBERED_LOGIN_KEY = 'loginForm';

export interface RememberedLogin {
  username: string;
  password: string;
}

export async function readRememberedLogin(): Promise<RememberedLogin | null> {
  const saved = storage.get<string>(REMEMBERED_LOGIN_KEY);
  if (!saved || typeof saved !== 'string') return null;
  const value = await decryptJson<RememberedLogin>(saved);
  if (!value || typeof value.username !== 'string' || typeof value.password !== 'string') return null;
  return value;
}

export async function saveRememberedLogin(value: RememberedLogin): Promise<void> {
  storage.set(REMEMBERED_LOGIN_KEY, await encryptJson({ username: value.username, password: value.password }));
}

export function forgetRememberedLogin(): void {
  storage.remove(REMEMBERED_LOGIN_KEY);
}
