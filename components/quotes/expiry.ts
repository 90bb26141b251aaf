/*
 * When a quote stops, on this browser's clock. The server's expiry time cannot be compared with
 * Date.now() directly: a browser clock that is minutes off would end the quote early or late.
 */

/** A quote's expiry and the server's time when it answered (both the server's clock). */
export interface QuoteClock {
  expiresAt: string;
  /** Absent only when the API did not say; then the browser's clock is trusted as it is. */
  serverTime?: string;
}

/**
 * The quote's deadline in this browser's epoch ms: the time it had left by the server's clock,
 * counted from `requestedAt`, this browser's Date.now() when the quote was asked for. The server
 * made the quote after that moment, so the round trip only makes it end a little early, which is
 * the safe side (counting from the answer's arrival would end it late).
 */
export function quoteDeadline(quote: QuoteClock, requestedAt: number): number {
  const expiresAt = Date.parse(quote.expiresAt);
  if (quote.serverTime === undefined) return expiresAt;
  return requestedAt + (expiresAt - Date.parse(quote.serverTime));
}

/** "10:42:03" in the browser's own time zone. */
export const localTime = (iso: string) => new Date(iso).toLocaleTimeString('en-GB');
