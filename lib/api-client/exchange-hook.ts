/**
 * What the client tells a listener about one call that concerns a remittance (presenter mode's
 * message sequence, lib/desk/exchanges): the request and the answer, never the headers (the key).
 * The listener is told after the answer, synchronously, and must only queue its work: a call is
 * never slowed or failed by it.
 */
export interface ApiExchange {
  /** The remittance the call is about: the desk's reference or the API's own. */
  concerns: string;
  method: string;
  /** The path with its query, e.g. `/api/v1/transactions/TX-1`. */
  path: string;
  requestBody: unknown;
  /** The HTTP status, or 0 when the API could not be reached. */
  status: number;
  latencyMs: number;
  responseBody: unknown;
}

export type ExchangeListener = (exchange: ApiExchange) => void;

/*
 * The process's listener, set once by the server entry (lib/server); kept on globalThis because
 * Next bundles a second copy of every module (as the database handle is, lib/db/client.ts).
 */
const holder = globalThis as typeof globalThis & { __corridorExchangeListener?: ExchangeListener };

export function setExchangeListener(listener: ExchangeListener | undefined): void {
  holder.__corridorExchangeListener = listener;
}

export function exchangeListener(): ExchangeListener | undefined {
  return holder.__corridorExchangeListener;
}
