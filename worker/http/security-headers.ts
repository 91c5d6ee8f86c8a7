// One source for the security headers: the Worker applies them to its own
// responses and the build writes them into the static assets' `_headers` file.
import type { MiddlewareHandler } from 'hono';

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // Ark UI positions popovers and menus through inline style attributes.
  "style-src 'self' 'unsafe-inline'",
  // Google profile pictures are shown in the avatar.
  "img-src 'self' data: blob: https://*.googleusercontent.com",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const securityHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const withSecurityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  // Responses from bindings (e.g. ASSETS) have immutable headers; copy them first.
  c.res = new Response(c.res.body, c.res);
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
  if (new URL(c.req.url).protocol === 'https:') {
    c.res.headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  }
};
