import { requestForRole } from '@/lib/desk/remittances/request-view';

/*
 * The JSON of an exchanged message as presenter mode shows it (and as desk.exchanges keeps it):
 * every personal value masked, as for a role without pii:read, whoever looks; the fields that name
 * no one (references, statuses, codes, amounts) kept readable so the sequence can be followed.
 * Headers are never kept, so no API key or signature secret can be shown.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Fields of answers and webhooks that name no one, besides a request's (request-view.ts PUBLIC_KEYS). */
const ALSO_PUBLIC = new Set([
  'partnerTransactionReference',
  'to',
  'previousStatus',
  'failureReason',
  'eventType',
  'event',
  'id',
  'timestamp',
  'messageId',
  'final',
  'quoteExpiry',
  'expiresAt',
  'receivingCurrency',
  'sendingCurrency',
  'sendingAmount',
  'receivingAmount',
  'code',
  'message',
]);

/** Bigger bodies are replaced by a note: the sequence is for reading, not for archiving. */
const MAX_BODY_CHARS = 32_000;

function masked(value: Json): Json {
  if (Array.isArray(value)) return value.map(masked);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => {
      if (ALSO_PUBLIC.has(key) && (inner === null || typeof inner !== 'object')) return [key, inner];
      if (inner !== null && typeof inner === 'object' && !Array.isArray(inner)) return [key, masked(inner)];
      // Leaves and arrays (a KYC party's key/value list) go through the request's own masking.
      return [key, requestForRole({ [key]: inner }, false)[key] as Json];
    }),
  );
}

/** The body with personal data masked; undefined stays null. */
export function maskExchangeBody(body: unknown): Json {
  if (body === undefined || body === null) return null;
  let value: Json;
  try {
    value = masked(JSON.parse(JSON.stringify(body)) as Json);
  } catch {
    return null;
  }
  const size = JSON.stringify(value).length;
  return size > MAX_BODY_CHARS ? { note: `A body of ${size} characters, not kept.` } : value;
}
