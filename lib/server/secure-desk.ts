import type { IncomingMessage, ServerResponse } from 'node:http';
import { CLIENT_ADDRESS_HEADER } from '@/lib/auth/client-address';
import { JsonDepthScan, TOO_DEEP_MESSAGE } from '@/lib/schemas/json-depth';
import { isActionRequest, isCrossOriginAction } from './action-origin';
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

/** Next's bodySizeLimit for server actions (its default, 1 MB; next.config.js leaves it so). */
export const ACTION_BODY_LIMIT_BYTES = 1024 * 1024;
const TOO_LARGE = 'This request is larger than 1 MB.';
const TOO_DEEP = `This request ${TOO_DEEP_MESSAGE}.`;

/**
 * Holds a server action's body to what Next can take, answering in words where Next would answer
 * 500: over 1 MB a 413 (its action handler turns its own 413 into a 500) — by the declared
 * Content-Length before Next reads a byte, or, streamed without one, at the chunk that passes the
 * limit; JSON arguments (text/plain, as React sends them) nested deeper than MAX_JSON_DEPTH a 400
 * (React's decoder parses them with a reviver, which runs out of stack some thousands deep), seen
 * while the body streams past. Once refused the answer is ours: what Next writes afterwards is
 * dropped. True when refused already.
 */
function guardActionBody(req: IncomingMessage, res: ServerResponse): boolean {
  const declared = req.headers['content-length'];
  if (declared !== undefined && Number(declared) > ACTION_BODY_LIMIT_BYTES) {
    res.setHeader('Connection', 'close');
    refuse(res, 413, TOO_LARGE);
    return true;
  }
  const depth = req.headers['content-type']?.startsWith('text/plain') ? new JsonDepthScan() : undefined;
  if (declared !== undefined && !depth) return false;
  let seen = 0;
  const push = req.push;
  const stop = (status: number, text: string) => {
    req.push = push;
    if (res.headersSent) return;
    res.setHeader('Connection', 'close');
    refuse(res, status, text);
    sealResponse(res);
  };
  const watch = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > ACTION_BODY_LIMIT_BYTES) stop(413, TOO_LARGE);
    else if (depth?.feed(chunk)) stop(400, TOO_DEEP);
  };
  // Each chunk is seen as the HTTP parser pushes it into the request, so watching changes nothing of
  // how Next reads it (piped, iterated, read() or its own 'data' listener when it forwards an action
  // to another worker). A 'data' listener of ours would either start the flow before Next listens or,
  // on a paused request, leave Next's forwarding listener waiting for ever.
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk) watch(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : (chunk as Buffer));
    return push.call(req, chunk, encoding);
  };
  return false;
}

/** Makes every later write to an answered response a no-op (Next's own error answer, here). */
function sealResponse(res: ServerResponse) {
  const ignore = () => res;
  Object.assign(res, { writeHead: ignore, setHeader: ignore, write: () => true, end: ignore });
}

/**
 * Wraps Next's request handler: refuses a cross-origin server action with 403, a path that is not
 * valid percent-encoded UTF-8 with 400, and a server action over 1 MB with 413 or nested too deep
 * with 400 (Next would answer 500 to all four), then gives the request
 * a fresh nonce in its `Content-Security-Policy` header — which Next reads to put the nonce on its
 * own scripts — and sets the page security headers on the answer.
 */
export function secureDesk(next: Listener, options: SecureDeskOptions): Listener {
  const https = options.deskUrl.startsWith('https://');
  return (req, res) => {
    if (isCrossOriginAction(req, options.deskOrigins))
      return refuse(res, 403, 'Cross-origin requests to the desk are refused.');
    if (malformedPath(req.url)) return refuse(res, 400, 'This address is not valid: its %-encoding is not UTF-8.');
    if (isActionRequest(req) && guardActionBody(req, res)) return;
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
