import { SignJWT, jwtVerify, errors } from 'jose';
import { TOKEN_TTL_SECONDS } from '../../contract/session';
import type { TokenUser } from '../env';

const key = (secret: string) => {
  // callers pass services/signing-secret.ts's answer, never empty: an empty key would be a bug, not bad input
  if (!secret) throw new Error('no signing key: pass signingSecret(env)');
  return new TextEncoder().encode(secret);
};

/**
 * `sv` is the account's session version when the token was issued: moving it on ends every older token.
 * `jti` names this one login, so a logout can end it alone (services/revoked-tokens.ts).
 * `via` says a passkey signed this session in: the owner may let only such sessions into the console.
 */
export async function signToken(user: TokenUser, secret: string): Promise<string> {
  const via = user.via === 'passkey' ? { via: 'passkey' } : {};
  return new SignJWT({ id: user.id, username: user.username, role: user.role, nick_name: user.nick_name, sv: user.sv, ...via })
    .setProtectedHeader({ alg: 'HS256' })
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + TOKEN_TTL_SECONDS)
    .sign(key(secret));
}

/** `jti` is absent on tokens issued before logins had names; `exp` is when the token ends by itself (seconds). */
type TokenCheck = { ok: true; user: TokenUser; jti: string | null; exp: number } | { ok: false; reason: 'expired' | 'invalid' };

export async function verifyToken(token: string, secret: string): Promise<TokenCheck> {
  try {
    // a token that never expires is not one we issued
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], requiredClaims: ['exp'] });
    const { id, username, role, nick_name, sv, jti, exp, via } = payload as Record<string, unknown>;
    if (typeof id !== 'number' || typeof username !== 'string' || typeof role !== 'number') {
      return { ok: false, reason: 'invalid' };
    }
    // tokens issued before session versions existed carry none: they stand for version 0
    const version = sv === undefined ? 0 : sv;
    if (typeof version !== 'number') return { ok: false, reason: 'invalid' };
    if (jti !== undefined && (typeof jti !== 'string' || !jti || jti.length > 64)) return { ok: false, reason: 'invalid' };
    const user: TokenUser = { id, username, role, nick_name: typeof nick_name === 'string' ? nick_name : '', sv: version, via: via === 'passkey' ? 'passkey' : 'password' };
    return { ok: true, user, jti: jti ?? null, exp: Number(exp) };
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
