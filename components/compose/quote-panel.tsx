'use client';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Quote } from '@/lib/schemas/quotation';
import { formatCountdown, useCountdown } from '@/components/ui/use-countdown';

export interface QuoteChange {
  label: string;
  before: string;
  after: string;
}

const money = (amount: string, currency: string) => `${amount} ${currency}`;

/** What differs between two quotes, in the terms a person compares them. */
export function quoteChanges(before: Quote, after: Quote): QuoteChange[] {
  const rows: QuoteChange[] = [
    { label: 'Rate', before: before.fxRate, after: after.fxRate },
    {
      label: 'You send',
      before: money(before.sendingAmount, before.sendingCurrency),
      after: money(after.sendingAmount, after.sendingCurrency),
    },
    {
      label: 'They receive',
      before: money(before.receivingAmount, before.receivingCurrency),
      after: money(after.receivingAmount, after.receivingCurrency),
    },
    {
      label: 'Fees',
      before: before.fees.map((f) => money(f.amount, f.currency)).join(' + ') || 'none',
      after: after.fees.map((f) => money(f.amount, f.currency)).join(' + ') || 'none',
    },
  ];
  return rows.filter((row) => row.before !== row.after);
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 py-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-mono tabular-nums text-slate-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Whether the quote can still be spent, with a live countdown; `onExpired` tells the composer. */
export function QuoteCountdown({ quote }: { quote: Quote }) {
  const seconds = useCountdown(Date.parse(quote.quoteExpiryTime));
  if (seconds === null) return null;
  if (seconds === 0) return null;
  return (
    <p
      className={`text-sm ${seconds < 15 ? 'font-medium text-amber-700' : 'text-slate-600'}`}
      data-testid="quote-countdown"
    >
      Quote valid for <span className="font-mono tabular-nums">{formatCountdown(seconds)}</span>
    </p>
  );
}

export function useQuoteExpired(quote: Quote | undefined): boolean {
  return useCountdown(quote ? Date.parse(quote.quoteExpiryTime) : undefined) === 0;
}

/** The quote: amounts, fees, rate and expiry; an expired one offers a new quote and shows what changed. */
export function QuotePanel({
  quote,
  previous,
  stale,
  pending,
  onRequote,
}: {
  quote: Quote;
  previous?: Quote;
  stale: boolean;
  pending: boolean;
  onRequote: () => void;
}) {
  const expired = useQuoteExpired(quote);
  const changes = previous ? quoteChanges(previous, quote) : [];
  const expiresAt = new Date(quote.quoteExpiryTime).toLocaleTimeString('en-GB', { timeZone: 'UTC' });
  return (
    <section aria-labelledby="quote-title" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id="quote-title" className="text-base font-semibold text-slate-900">
            Quote
          </h2>
          <p className="mt-0.5 font-mono text-xs text-slate-500">{quote.quoteId}</p>
        </div>
        <QuoteCountdown quote={quote} />
      </div>
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        <Row label="You send" value={money(quote.sendingAmount, quote.sendingCurrency)} testId="quote-sending" />
        <Row
          label="They receive"
          value={money(quote.receivingAmount, quote.receivingCurrency)}
          testId="quote-receiving"
        />
        <Row
          label={`Rate (${quote.receivingCurrency} per ${quote.sendingCurrency})`}
          value={quote.fxRate}
          testId="quote-rate"
        />
        {quote.fees.map((fee) => (
          <Row
            key={`${fee.type}-${fee.currency}`}
            label={`Fee (${fee.type.toLowerCase()})`}
            value={money(fee.amount, fee.currency)}
          />
        ))}
        <Row label="Payout instrument" value={quote.payoutInstrument === 'WALLET' ? 'Mobile wallet' : 'Bank account'} />
      </dl>
      {previous && (
        <div className="mt-4" data-testid="quote-changes">
          <h3 className="text-sm font-semibold text-slate-800">Since the last quote</h3>
          {changes.length === 0 ? (
            <p className="text-sm text-slate-600">Nothing changed.</p>
          ) : (
            <ul className="mt-1 space-y-0.5 text-sm text-slate-700">
              {changes.map((change) => (
                <li key={change.label}>
                  {change.label}: <span className="line-through decoration-slate-400">{change.before}</span> →{' '}
                  <strong>{change.after}</strong>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {(expired || stale) && (
        <div className="mt-4 space-y-3">
          <Alert
            tone="warning"
            title={expired ? `This quote expired at ${expiresAt} UTC.` : 'The details changed since this quote.'}
          >
            Get a new quote to go on; the rate and amounts may differ.
          </Alert>
          <Button onClick={onRequote} disabled={pending}>
            {pending ? 'Quoting…' : 'Get a new quote'}
          </Button>
        </div>
      )}
    </section>
  );
}
