'use client';

import Decimal from 'decimal.js';
import type { ReactNode } from 'react';
import { formatCountdown } from '@/components/ui/use-countdown';
import { Button } from '@/components/ui/button';
import { displayAmount } from '@/lib/desk/payments/display';
import { explainQuoteUnusable } from '@/lib/desk/payments/explain-failure';
import { quoteChanges } from '@/lib/desk/payments/quote-change';
import type { FxQuoteResponse } from '@/lib/schemas/fx-quote';

export const localTime = (iso: string) => new Date(iso).toLocaleTimeString('en-GB');

const QUOTE_ERROR_ID = 'quote-error';
export const quoteErrorId = QUOTE_ERROR_ID;

function Figure({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-0.5 font-mono text-sm font-semibold text-slate-900 tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Debit plus fee, when the fee is charged in the debit currency. */
function totalDebit(quote: FxQuoteResponse): string | undefined {
  if (quote.fee.feeCurrency !== quote.sellCurrency) return undefined;
  return `${displayAmount(new Decimal(quote.sellAmount).plus(quote.fee.feeAmount), quote.sellCurrency)} ${quote.sellCurrency}`;
}

function Changes({ before, after }: { before: FxQuoteResponse; after: FxQuoteResponse }) {
  const changes = quoteChanges(before, after);
  return (
    <div
      className="mt-4 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm"
      role="status"
      data-testid="quote-changes"
    >
      {changes.length === 0 ? (
        <p>The new quote has the same rate, amounts and fee as the one before.</p>
      ) : (
        <>
          <p className="font-medium text-slate-900">What changed since the last quote</p>
          <ul className="mt-1 space-y-0.5">
            {changes.map((change) => (
              <li key={change.label}>
                {change.label}: <span className="line-through decoration-slate-400">{change.before}</span> →{' '}
                <span className={change.favourable ? 'text-emerald-700' : 'text-red-700'}>{change.after}</span>{' '}
                <span className="sr-only">({change.favourable ? 'better for you' : 'worse for you'})</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * The "Get quote" step: the button, then the quote's figures with a live countdown. When the
 * quote has expired (or no longer matches the form), the way on is a new quote, whose changes
 * against the previous one are shown.
 */
export function QuotePanel({
  quote,
  previous,
  secondsLeft,
  stale,
  pending,
  error,
  onQuote,
}: {
  quote: FxQuoteResponse | undefined;
  previous: FxQuoteResponse | undefined;
  secondsLeft: number | null;
  stale: boolean;
  pending: boolean;
  error?: string;
  onQuote: () => void;
}) {
  const expired = secondsLeft === 0;
  const label = pending ? 'Getting a quote…' : quote ? 'Get a new quote' : 'Get quote';
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={quote && !expired && !stale ? 'secondary' : 'primary'}
          onClick={onQuote}
          disabled={pending}
          data-invalid={error ? 'true' : undefined}
          aria-describedby={QUOTE_ERROR_ID}
        >
          {label}
        </Button>
        {quote && !expired && !stale && secondsLeft !== null && (
          <p className={`text-sm ${secondsLeft < 15 ? 'text-amber-800' : 'text-slate-600'}`}>
            Valid for{' '}
            <time
              dateTime={quote.expiresAt}
              className="font-mono font-semibold tabular-nums"
              data-testid="quote-countdown"
              role="timer"
              aria-live="off"
            >
              {formatCountdown(secondsLeft)}
            </time>{' '}
            <span className="text-slate-500">(until {localTime(quote.expiresAt)})</span>
          </p>
        )}
      </div>
      <p id={QUOTE_ERROR_ID} aria-live="polite" className="mt-2 text-sm text-red-700">
        {error}
      </p>
      {quote && expired && (
        <div
          role="alert"
          className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid="quote-expired"
        >
          {explainQuoteUnusable(
            { kind: 'quote-unusable', code: 'QUOTE_EXPIRED', expiresAt: quote.expiresAt },
            localTime,
          )}
        </div>
      )}
      {quote && (
        <dl
          className={`mt-4 grid grid-cols-2 gap-4 rounded-md border border-slate-200 p-4 sm:grid-cols-3 ${expired || stale ? 'opacity-50' : ''}`}
          aria-label="FX quote"
          data-testid="quote"
        >
          <Figure label="Rate" testId="quote-rate">
            1 {quote.sellCurrency} = {new Decimal(quote.fxRate).toString()} {quote.buyCurrency}
          </Figure>
          <Figure label="You send" testId="quote-sell">
            {displayAmount(quote.sellAmount, quote.sellCurrency)} {quote.sellCurrency}
          </Figure>
          <Figure label="They receive" testId="quote-buy">
            {displayAmount(quote.buyAmount, quote.buyCurrency)} {quote.buyCurrency}
          </Figure>
          <Figure label="Fee (paid by you)" testId="quote-fee">
            {displayAmount(quote.fee.feeAmount, quote.fee.feeCurrency)} {quote.fee.feeCurrency}
          </Figure>
          {totalDebit(quote) && (
            <Figure label="Total debited" testId="quote-total">
              {totalDebit(quote)}
            </Figure>
          )}
          <Figure label="Value date">{quote.valueDate}</Figure>
        </dl>
      )}
      {quote && previous && <Changes before={previous} after={quote} />}
    </div>
  );
}
