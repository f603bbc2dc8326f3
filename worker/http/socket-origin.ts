/**
 * May a browser page at `origin` open this site's chat socket? Browsers send
 * the session cookie with any page's WebSocket, so a page of another site must
 * not get a socket in a visitor's name. Same host name as the request (ports
 * may differ, as they may for cookies), or listed in ALLOWED_ORIGINS
 * (comma- or space-separated origins, e.g. "https://blog.example,https://www.blog.example").
 */
export function socketOriginAllowed(origin: string, requestUrl: string, allowedOrigins = ''): boolean {
  let from: URL;
  try {
    from = new URL(origin);
  } catch {
    return false;
  }
  if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
  if (from.hostname === new URL(requestUrl).hostname) return true;
  return allowedOrigins
    .split(/[\s,]+/)
    .filter(Boolean)
    .some((entry) => {
      try {
        return new URL(entry).origin === from.origin;
      } catch {
        return false;
      }
    });
}
