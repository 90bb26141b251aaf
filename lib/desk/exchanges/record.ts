import { AsyncLocalStorage } from 'node:async_hooks';
import { and, asc, gt, inArray, lt } from 'drizzle-orm';
import type { ApiExchange, ExchangeListener } from '@/lib/api-client/exchange-hook';
import type { Db, DbOrTx } from '@/lib/db/client';
import { describeError } from '@/lib/db/describe-error';
import { exchanges } from '@/lib/db/schema';
import { maskExchangeBody } from './mask-body';

/*
 * The messages exchanged about a remittance, as presenter mode shows them beside its page
 * (desk.exchanges): the desk's requests to the API and their answers (status, latency), each
 * webhook with its signature check, each poll. Bodies are kept masked; rows live 24 hours.
 */

export type ExchangeKind = 'request' | 'response' | 'webhook' | 'poll';
export type NewExchange = typeof exchanges.$inferInsert;

/** How long rows are kept: a demo's worth; the periodic sweep removes older ones. */
export const EXCHANGE_TTL_MS = 24 * 3_600_000;

/** Several rows in one multi-row INSERT (the webhook batch's, a request with its answer). */
export async function recordExchanges(db: DbOrTx, rows: readonly NewExchange[]): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(exchanges).values([...rows]);
}

const polling = new AsyncLocalStorage<true>();

/**
 * Runs a read of the API as a poll: the client's call made inside is recorded as one `poll` row
 * (what was read, the status answered, the latency) instead of a request and its answer.
 */
export function asPoll<T>(read: () => Promise<T>): Promise<T> {
  return polling.run(true, read);
}

/** The status an answer carries (a transaction's or a payment's), for the one-line summary. */
function answeredStatus(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const { status, transactionStatus, code } = body as Record<string, unknown>;
  const said = [status, transactionStatus, code].find((value) => typeof value === 'string');
  return said as string | undefined;
}

/** The rows one API call becomes: a request and its answer, or one poll. */
export function apiExchangeRows(exchange: ApiExchange, poll: boolean): NewExchange[] {
  const { concerns: reference, method, path, status, latencyMs } = exchange;
  const outcome = status === 0 ? 'no answer (unreachable)' : `${status}`;
  const state = answeredStatus(exchange.responseBody);
  const answer = `${method} ${path} → ${outcome}${state ? ` · ${state}` : ''}`;
  const responseBody = maskExchangeBody(exchange.responseBody);
  if (poll)
    return [
      {
        reference,
        kind: 'poll',
        summary: `Poll: ${answer}`,
        statusCode: status || null,
        latencyMs,
        body: responseBody,
      },
    ];
  return [
    { reference, kind: 'request', summary: `${method} ${path}`, body: maskExchangeBody(exchange.requestBody) },
    { reference, kind: 'response', summary: answer, statusCode: status || null, latencyMs, body: responseBody },
  ];
}

/**
 * The client's listener (lib/api-client/exchange-hook.ts): queues the rows and writes them after
 * the call has returned, so a call is never slowed or failed by its record; a failed write is
 * logged and forgotten.
 */
export function apiExchangeRecorder(db: Db): ExchangeListener {
  return (exchange) => {
    const poll = polling.getStore() === true;
    setImmediate(() => {
      void recordExchanges(db, apiExchangeRows(exchange, poll)).catch((error: unknown) =>
        console.warn(`[exchanges] not recorded: ${describeError(error)}`),
      );
    });
  };
}

/** A verified webhook's row: its event, the status it carries, the signature verified. */
export function verifiedWebhookRow(
  reference: string,
  event: { type: string; data: Record<string, unknown> },
  duplicate: boolean,
): NewExchange {
  const status = typeof event.data.status === 'string' ? ` · ${event.data.status}` : '';
  return {
    reference,
    kind: 'webhook',
    summary: `Webhook ${event.type}${status}${duplicate ? ' (a redelivery, already applied)' : ''}`,
    statusCode: 200,
    signature: 'verified',
    body: maskExchangeBody(event.data),
  };
}

/**
 * The remittance a refused webhook claims to be about, read from its body (not trusted: used to
 * place the refusal in the sequence, never applied), or undefined.
 */
export function claimedReference(rawBody: string): string | undefined {
  try {
    const data = (JSON.parse(rawBody) as { data?: Record<string, unknown> }).data;
    const reference = data?.partnerTransactionReference ?? data?.requestId;
    return typeof reference === 'string' && reference.length <= 256 ? reference : undefined;
  } catch {
    return undefined;
  }
}

/** A refused webhook's row: why it was refused; its body is not trusted, so not kept. */
export function refusedWebhookRow(
  reference: string,
  refusal: { status: number; message: string },
  kind: string,
): NewExchange {
  return {
    reference,
    kind: 'webhook',
    summary: `Webhook refused (${kind})`,
    statusCode: refusal.status,
    signature: `refused: ${refusal.message}`.slice(0, 300),
    body: null,
  };
}

/** Removes rows older than the TTL; answers how many went. */
export async function pruneExchanges(db: DbOrTx, now = new Date(), ttlMs = EXCHANGE_TTL_MS): Promise<number> {
  const removed = await db
    .delete(exchanges)
    .where(lt(exchanges.at, new Date(now.getTime() - ttlMs)))
    .returning({ id: exchanges.id });
  return removed.length;
}

export interface ExchangeView {
  id: number;
  kind: ExchangeKind;
  summary: string;
  statusCode: number | null;
  signature: string | null;
  latencyMs: number | null;
  /** The masked JSON, pretty-printed; null when none was kept. */
  json: string | null;
  at: string;
}

/** At most this many rows per read: a live page reads on from the last id it holds. */
const PAGE = 200;

/**
 * The exchanges about a remittance (by any of its references: the desk's and the API's own), in
 * the order they happened, after `afterId` (0: from the start).
 */
export async function exchangesOf(db: DbOrTx, references: readonly string[], afterId = 0): Promise<ExchangeView[]> {
  const rows = await db
    .select()
    .from(exchanges)
    .where(and(inArray(exchanges.reference, [...references]), gt(exchanges.id, afterId)))
    .orderBy(asc(exchanges.id))
    .limit(PAGE);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    summary: row.summary,
    statusCode: row.statusCode,
    signature: row.signature,
    latencyMs: row.latencyMs,
    json: row.body === null || row.body === undefined ? null : JSON.stringify(row.body, null, 2),
    at: row.at.toISOString(),
  }));
}
