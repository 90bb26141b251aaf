import type { IncomingHttpHeaders } from 'node:http';

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim() || undefined;

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/** A server-action call (any request naming a `Next-Action`) or a page form post (a POST outside /api/). */
export function isActionRequest(request: { method?: string; url?: string; headers: IncomingHttpHeaders }): boolean {
  const { method, url = '/', headers } = request;
  return headers['next-action'] !== undefined || (method === 'POST' && !url.startsWith('/api/'));
}

/**
 * Whether a request is a server-action call (or a page form post) from another origin: a POST to a
 * page, or any request naming a `Next-Action`, whose `Origin` is neither the host it was sent to
 * (`X-Forwarded-Host`, else `Host` — Next's own rule) nor one of the desk's own origins. Next
 * refuses these too, but as a 500; the server answers 403 before Next runs. A request without an
 * `Origin` is left to Next, as Next does (browsers always send one on cross-origin POSTs).
 */
export function isCrossOriginAction(
  request: { method?: string; url?: string; headers: IncomingHttpHeaders },
  deskOrigins: readonly string[],
): boolean {
  const { headers } = request;
  const origin = first(headers.origin);
  if (!isActionRequest(request) || origin === undefined) return false;
  if (deskOrigins.includes(origin)) return false;
  const target = first(headers['x-forwarded-host']) ?? first(headers.host);
  return origin === 'null' || target === undefined || hostOf(origin) !== target;
}
