'use client';

import { Button } from '@/components/ui/button';
import { formatCountdown } from '@/components/ui/use-countdown';
import { localTime } from './expiry';
import type { QuoteView } from './quote-view';
import { describeQuoteChange } from './terms';

const QUOTE_ERROR_ID = 'quote-error';

function Countdown({ quote, secondsLeft }: { quote: QuoteView; secondsLeft: number }) {
  return (
    <p
      className={`text-sm ${secondsLeft < 15 ? 'font-medium text-amber-800' : 'text-slate-600'}`}
      data-testid="quote-countdown"
    >
      Quote valid for{' '}
      <time
        dateTime={quote.clock.expiresAt}
        className="font-mono font-semibold tabular-nums"
        role="timer"
        aria-live="off"
      >
        {formatCountdown(secondsLeft)}
      </time>{' '}
      <span className="text-slate-500">(until {localTime(quote.clock.expiresAt)})</span>
    </p>
  );
}

const sameCurrencies = (a: QuoteView, b: QuoteView) =>
  a.terms.sendCurrency === b.terms.sendCurrency && a.terms.receiveCurrency === b.terms.receiveCurrency;

function Changes({ before, after }: { before: QuoteView; after: QuoteView }) {
  const changes = describeQuoteChange(before.terms, after.terms);
  return (
    <div
      className="mt-4 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm"
      role="status"
      data-testid="quote-changes"
    >
      <p className="font-medium text-slate-900">Since the last quote</p>
      {sameCurrencies(before, after) && changes.length === 0 ? (
        <p className="text-slate-600">Nothing changed: the same rate, amounts and fee.</p>
      ) : changes.length === 0 ? (
        <p className="text-slate-600">Other currencies than the last quote, so its figures do not compare.</p>
      ) : (
        <ul className="mt-1 space-y-0.5 text-slate-700">
          {changes.map((change) => (
            <li key={change.label}>
              {change.label}: <span className="line-through decoration-slate-400">{change.before}</span> →{' '}
              <span className={change.favourable ? 'text-emerald-700' : 'text-red-700'}>{change.after}</span>{' '}
              <span className="sr-only">({change.favourable ? 'better for you' : 'worse for you'})</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The quote step of both composers: the figures (amounts, fees, rate), a live countdown of the
 * clock-safe `secondsLeft` (from quoteDeadline), and once the quote has expired or no longer
 * matches the form, a way to a new quote whose changes against the previous one are shown.
 * `quoteButton: 'always'` when the panel holds the composer's only "Get quote" button (with its
 * error line); otherwise it offers one only when the quote cannot be used. `heading` titles the
 * panel when it stands on its own rather than in a titled fieldset.
 */
export function QuotePanel({
  quote,
  previous,
  secondsLeft,
  stale,
  pending,
  onQuote,
  error,
  quoteButton = 'when-unusable',
  heading = false,
}: {
  quote: QuoteView | undefined;
  previous: QuoteView | undefined;
  secondsLeft: number | null;
  stale: boolean;
  pending: boolean;
  onQuote: () => void;
  error?: string;
  quoteButton?: 'always' | 'when-unusable';
  heading?: boolean;
}) {
  const expired = quote !== undefined && secondsLeft === 0;
  const usable = quote !== undefined && !expired && !stale;
  const offerQuote = quoteButton === 'always' || !usable;
  return (
    <section
      aria-labelledby={heading ? 'quote-title' : undefined}
      aria-label={heading ? undefined : 'Quote'}
      className={heading ? 'rounded-lg border border-slate-200 bg-white p-5 shadow-sm' : undefined}
    >
      {heading && quote && (
        <div className="mb-3">
          <h2 id="quote-title" className="text-base font-semibold text-slate-900">
            Quote
          </h2>
          <p className="mt-0.5 font-mono text-xs text-slate-500">{quote.quoteId}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {offerQuote && (
          <Button
            variant={usable ? 'secondary' : 'primary'}
            onClick={onQuote}
            disabled={pending}
            data-invalid={error ? 'true' : undefined}
            aria-describedby={quoteButton === 'always' ? QUOTE_ERROR_ID : undefined}
          >
            {pending ? 'Getting a quote…' : quote ? 'Get a new quote' : 'Get quote'}
          </Button>
        )}
        {quote && usable && secondsLeft !== null && <Countdown quote={quote} secondsLeft={secondsLeft} />}
      </div>
      {quoteButton === 'always' && (
        <p id={QUOTE_ERROR_ID} aria-live="polite" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {quote && (expired || stale) && (
        <div
          role="alert"
          className="mt-2 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          data-testid={expired ? 'quote-expired' : 'quote-stale'}
        >
          {expired ? quote.expiredMessage : 'The details changed since this quote. Get a new quote to go on.'}
        </div>
      )}
      {quote && (
        <dl
          className={`mt-4 divide-y divide-slate-100 rounded-md border border-slate-200 px-4 py-1 text-sm ${usable ? '' : 'opacity-60'}`}
          aria-label="Quote figures"
          data-testid="quote"
        >
          {quote.rows.map((row) => (
            <div key={row.label} className="flex justify-between gap-4 py-1.5">
              <dt className={row.emphasis ? 'font-medium text-slate-900' : 'text-slate-500'}>{row.label}</dt>
              <dd
                className={`text-right font-mono text-slate-900 tabular-nums ${row.emphasis ? 'font-semibold' : ''}`}
                data-testid={row.testId}
              >
                {row.value}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {quote && previous && <Changes before={previous} after={quote} />}
    </section>
  );
}
