import type { Context } from 'hono';

/** Client IP per contract §1.7; on Workers the edge sets CF-Connecting-IP. */
export function clientIp(c: Context): string {
  const raw =
    c.req.header('CF-Connecting-IP') ||
    c.req.header('X-Real-IP') ||
    c.req.header('X-Forwarded-For')?.split(',')[0]?.trim() ||
    '127.0.0.1';
  // keep the part after the last ':' for IPv4-mapped addresses (::ffff:1.2.3.4)
  return raw.includes('.') && raw.includes(':') ? raw.slice(raw.lastIndexOf(':') + 1) : raw;
}

/** Human-readable region for an IP (§1.7). Cloudflare gives the country; locally we know nothing more. */
export function ipAddressLabel(c: Context | undefined, ip: string): string {
  if (!ip || ip === '127.0.0.1' || ip === '::1') return '本机地址';
  const cf = (c?.req.raw as { cf?: { region?: string; country?: string } } | undefined)?.cf;
  return cf?.region || cf?.country || '未知地区';
}

/** Where a write came from, as a comment row keeps it (`ip`, and its region in `ip_address`). */
export function requestOrigin(c: Context): { ip: string; region: string } {
  const ip = clientIp(c);
  return { ip, region: ipAddressLabel(c, ip) };
}
