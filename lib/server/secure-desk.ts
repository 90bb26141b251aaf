import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_ADDRESS_HEADER } from '@/lib/auth/client-address';
import { isCrossOriginAction } from './action-origin';
import { COMMON_SECURITY_HEADERS, newNonce, pageSecurityHeaders } from './security-headers';

type Listener = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface SecureDeskOptions {
  mode: 'sandbox' | 'live';
  dev: boolean;
  /** DESK_URL's origin; its scheme decides upgrade-insecure-requests. */
  deskUrl: string;
  /** Origins a server action may come from besides the host it was sent to. */
  deskOrigins: readonly string[];
}

const setAll = (res: ServerResponse, headers: Record<string, string>) => {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
};

function refuse(res: ServerResponse, status: number, text: string) {
  setAll(res, { ...COMMON_SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.statusCode = status;
  res.end(text);
}

/** A path whose percent-encoding is not UTF-8 (`/review/%C3%28`): Next answers it 500 while matching routes. */
function malformedPath(url: string | undefined): boolean {
  try {
    decodeURIComponent((url ?? '/').split('?')[0]!);
    return false;
  } catch {
    return true;
  }
}

/**
 * Wraps Next's request handler: refuses a cross-origin server action with 403 and a path that is
 * not valid percent-encoded UTF-8 with 400 (Next would answer 500 to both), then gives the request
 * a fresh nonce in its `Content-Security-Policy` header — which Next reads to put the nonce on its
 * own scripts — and sets the page security headers on the answer.
 */
export function secureDesk(next: Listener, options: SecureDeskOptions): Listener {
  const https = options.deskUrl.startsWith('https://');
  return (req, res) => {
    if (isCrossOriginAction(req, options.deskOrigins))
      return refuse(res, 403, 'Cross-origin requests to the desk are refused.');
    if (malformedPath(req.url)) return refuse(res, 400, 'This address is not valid: its %-encoding is not UTF-8.');
    const headers = pageSecurityHeaders({ mode: options.mode, nonce: newNonce(), dev: options.dev, https });
    // Whatever CSP the client sent is replaced: the nonce Next uses is the one answered.
    req.headers['content-security-policy'] = headers['Content-Security-Policy'];
    // The client's address for sign-in throttling, from the socket (no proxy is trusted): a
    // client-sent header of that name is overwritten.
    req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
    setAll(res, headers);
    return next(req, res);
  };
}

/** The API's answers: no page policy, only nosniff (each route sets its own Cache-Control). */
export function secureApi(api: Listener): Listener {
  return (req, res) => {
    setAll(res, { ...COMMON_SECURITY_HEADERS });
    return api(req, res);
  };
}
