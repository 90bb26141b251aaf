import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { hostRefusal, WebhookAddressRefused, type UrlGuardOptions } from './url-guard';

/** What the delivery log keeps of a receiver's answer: its status and at most this much text. */
export const EXCERPT_CHARS = 200;
/** Bytes of an answer read at most; the rest is never downloaded. */
const READ_LIMIT_BYTES = 4096;
/** Connections kept open per receiver (host and port): the most messages in flight to one receiver. */
export const MAX_SOCKETS_PER_RECEIVER = 64;

/**
 * Keep-alive connections, one pool per protocol and guard setting: a new connection is made only to
 * an address the guard's `lookup` checked, so a reused one goes to an address checked under the
 * same setting (a pool is never shared between settings). Idle connections close after 30 s.
 */
const agents = new Map<string, http.Agent>();
function agentFor(protocol: string, guard: UrlGuardOptions): http.Agent {
  const key = `${protocol}${guard.allowPrivate ? 'private' : 'public'}`;
  let agent = agents.get(key);
  if (!agent) {
    const options = { keepAlive: true, maxSockets: MAX_SOCKETS_PER_RECEIVER, timeout: 30_000 };
    agent = protocol === 'https:' ? new https.Agent(options) : new http.Agent(options);
    agents.set(key, agent);
  }
  return agent;
}

/**
 * A short, inert excerpt of a receiver's answer for the delivery log: tags and control characters
 * removed, whitespace collapsed, at most EXCERPT_CHARS characters — so the log cannot be used to read
 * an internal page back, nor carry markup or terminal escapes to whoever views it.
 */
export function sanitizeExcerpt(text: string): string {
  return Array.from(
    text
      .replace(/<[^>]*>?/g, ' ')
      .replace(/[<>]/g, ' ')
      .replace(/[\p{Cc}\p{Cf}\p{Co}\p{Cs}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, EXCERPT_CHARS)
    .join('');
}

export interface PostResult {
  statusCode: number;
  excerpt: string;
}

/**
 * POSTs a signed webhook body to a URL the guard accepts, connecting only to addresses the guard
 * checked when the name was resolved (`lookup`); no redirects are followed. Rejects with
 * WebhookAddressRefused when the URL or what it resolves to is refused.
 */
export function postWebhook(
  url: string,
  request: { headers: Record<string, string>; body: string; signal: AbortSignal },
  guard: UrlGuardOptions & { lookup: LookupFunction },
): Promise<PostResult> {
  const target = new URL(url);
  const refusal = hostRefusal(target, guard);
  if (refusal) return Promise.reject(new WebhookAddressRefused(refusal));
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      target,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        // A new connection resolves through the guard's lookup (checked); a reused one was checked so.
        lookup: guard.lookup,
        agent: agentFor(target.protocol, guard),
        signal: request.signal,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        let read = 0;
        const finish = () =>
          resolve({ statusCode: answer.statusCode ?? 0, excerpt: sanitizeExcerpt(Buffer.concat(chunks).toString()) });
        answer.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          read += chunk.length;
          // A long answer is cut off with its connection; one read to its end keeps the connection.
          if (read >= READ_LIMIT_BYTES) {
            answer.destroy();
            finish();
          }
        });
        answer.on('end', finish);
        answer.on('error', finish);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}
