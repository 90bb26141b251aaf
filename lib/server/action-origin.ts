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
  const { method, url = '/', headers } = request;
  const isAction = headers['next-action'] !== undefined || (method === 'POST' && !url.startsWith('/api/'));
  const origin = first(headers.origin);
  if (!isAction || origin === undefined) return false;
  if (deskOrigins.includes(origin)) return false;
  const target = first(headers['x-forwarded-host']) ?? first(headers.host);
  return origin === 'null' || target === undefined || hostOf(origin) !== target;
}
