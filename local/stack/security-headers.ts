// Security headers on every answer of the stack. The policy names the configured public URL, never
// the request's Host header, which is the client's to choose.
import type { MiddlewareHandler } from 'hono';

export function securityHeaders(publicUrl: URL): MiddlewareHandler {
  const host = publicUrl.host;
  const wanted: Record<string, string> = {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      // Radix and Tailwind set inline styles at runtime.
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "font-src 'self' data:",
      `connect-src 'self' ${publicUrl.protocol === 'https:' ? `wss://${host}` : `ws://${host} wss://${host}`}`,
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
  };
  const documentOnly = new Set(['Content-Security-Policy', 'X-Frame-Options']);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const https = publicUrl.protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
    if (https && !headers.has('Strict-Transport-Security')) {
      headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // A part that chose stricter values for its own answers (the API's no-referrer) keeps them.
    // The hashed files under /assets/ are scripts, styles and fonts, never documents or workers, so a
    // CSP or frame policy there would do nothing but add ~0.4 KB to each of a first visit's requests.
    const asset = c.req.path.startsWith('/assets/');
    for (const [name, value] of Object.entries(wanted)) {
      if (asset && documentOnly.has(name)) continue;
      if (!headers.has(name)) headers.set(name, value);
    }
  };
}
