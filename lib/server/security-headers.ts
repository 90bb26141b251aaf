import { randomBytes } from 'node:crypto';

export interface PageSecurityOptions {
  mode: 'sandbox' | 'live';
  /** This request's script nonce (fresh per request: see `newNonce`). */
  nonce: string;
  /** The development server: React needs `eval` there for its error stacks, never in production. */
  dev: boolean;
  /** The desk is served over https (DESK_URL): sub-resources are upgraded too. */
  https: boolean;
}

/** A fresh, unpredictable nonce for one page request (128 bits, base64). */
export const newNonce = (): string => randomBytes(16).toString('base64');

/**
 * The page CSP: scripts only with this request's nonce (Next puts it on its own scripts, read from
 * the request's CSP header) and what they load ('strict-dynamic'). Styles allow inline
 * `style=` attributes (React's style props, the QR code's SVG): a nonce in style-src would make
 * browsers ignore 'unsafe-inline'.
 */
export function contentSecurityPolicy({ nonce, dev, https }: Omit<PageSecurityOptions, 'mode'>): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** What every answer carries, pages and API alike. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
};

/** The headers of every desk answer (pages, their assets, /api/desk and /api/auth). */
export function pageSecurityHeaders(options: PageSecurityOptions): Record<string, string> {
  return {
    ...COMMON_SECURITY_HEADERS,
    'Content-Security-Policy': contentSecurityPolicy(options),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Live mode is served over TLS (by the server or a proxy in front of it).
    ...(options.mode === 'live' ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  };
}
