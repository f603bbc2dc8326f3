import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE, TOKEN_TTL_SECONDS } from '../../contract/session';

/**
 * The login token also rides in an HttpOnly cookie, so a client that opens the
 * chat socket without a token (the original blog's) is still its user. Only the
 * socket upgrade reads it, after an Origin check: REST reads the Authorization
 * header alone, so no cross-site form can act with the cookie.
 */
export function setSessionCookie(c: Context, token: string) {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path: '/',
    maxAge: TOKEN_TTL_SECONDS,
  });
}

export function clearSessionCookie(c: Context) {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: new URL(c.req.url).protocol === 'https:' });
}

export const sessionCookieOf = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE) || undefined;
