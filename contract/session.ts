/**
 * Roles and session constants without zod: the first screen's code (session
 * store, header, menus) imports these, and must not pull the validation
 * library into a visitor's first load.
 */
export const ROLE_ADMIN = 1;
export const ROLE_USER = 2;

/** A login lasts a day, in the token (`exp`) and in the session cookie alike. */
export const TOKEN_TTL_SECONDS = 24 * 60 * 60;
/** HttpOnly cookie set at login; only the chat socket upgrade reads it (REST reads the Authorization header). */
export const SESSION_COOKIE = 'blog_session';

export const sessionMessages = {
  loggedOut: '退出成功',
  /** the token predates a password change or an owner's "sign out everywhere" */
  revoked: '登录已失效，请重新登录',
  signedOutEverywhere: '已让该用户在所有设备上退出登录',
} as const;
