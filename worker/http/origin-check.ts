// CSRF defence: a state-changing request must come from our own origin. Browsers
// send Origin (or at least Sec-Fetch-Site) on every POST/PUT/PATCH/DELETE; a
// request with neither is not from a browser and carries no ambient credentials risk.
import type { MiddlewareHandler } from 'hono';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isCrossOrigin(request: Request, allowedOrigins = ''): boolean {
  if (safeMethods.has(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin !== null) {
    return origin !== new URL(request.url).origin && !allowedOrigins.split(',').filter(Boolean).includes(origin);
  }
  const site = request.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none';
}

export const originCheck: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  if (isCrossOrigin(c.req.raw, c.env.ALLOWED_ORIGINS)) {
    return c.json({ error: 'This request came from another site and was refused.' }, 403);
  }
  await next();
};
