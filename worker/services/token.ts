import { SignJWT, jwtVerify, errors } from 'jose';
import type { TokenUser } from '../env';

const TOKEN_TTL = '1d';
const key = (secret: string) => {
  // a missing secret is a deployment mistake, not bad input: fail loudly in the logs
  if (!secret) throw new Error('JWT_SECRET is not set: `npm start` writes one to .dev.vars; in production run `wrangler secret put JWT_SECRET`');
  return new TextEncoder().encode(secret);
};

export async function signToken(user: TokenUser, secret: string): Promise<string> {
  return new SignJWT({ id: user.id, username: user.username, role: user.role, nick_name: user.nick_name })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(key(secret));
}

export type TokenCheck = { ok: true; user: TokenUser } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyToken(token: string, secret: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const { id, username, role, nick_name } = payload as Record<string, unknown>;
    if (typeof id !== 'number' || typeof username !== 'string' || typeof role !== 'number') {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, user: { id, username, role, nick_name: typeof nick_name === 'string' ? nick_name : '' } };
  } catch (err) {
    return { ok: false, reason: err instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

/** The contract sends the bare token; "Bearer <token>" is accepted too. */
export function tokenFromHeader(header: string | undefined | null): string | null {
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}
