import type { QuoteClock } from './expiry';
import type { QuoteTerms } from './terms';

/** One line of the quote panel's figures; `testId` where the journeys read it. */
export interface QuoteRow {
  label: string;
  value: string;
  testId?: string;
  /** A figure the person checks first: the total debited, what the recipient gets. */
  emphasis?: boolean;
}

/**
 * A quote as the quote panel shows it, whichever API made it: transactionQuoteView and
 * fxQuoteView make one from the two quote shapes.
 */
export interface QuoteView {
  quoteId: string;
  /** What two quotes are compared by (describeQuoteChange). */
  terms: QuoteTerms;
  rows: QuoteRow[];
  clock: QuoteClock;
  /** What the panel says once it has expired (the transaction composer's words name UTC, the payment's local time). */
  expiredMessage: string;
}
