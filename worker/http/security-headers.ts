import { createMiddleware } from 'hono/factory';

/** Headers every worker answer carries (static assets get theirs from public/_headers). */
export const securityHeaders = createMiddleware(async (c, next) => {
  await next();
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('X-Frame-Options', 'DENY');
  if (c.req.path.startsWith('/api/')) c.header('Cache-Control', 'no-store');
});
