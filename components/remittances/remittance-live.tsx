'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { readJson, usePolling } from '@/components/ui/use-polling';
import type { LiveStatus } from '@/lib/desk/remittances/live';
import { formatDateTime } from '@/lib/desk/time-zone';
import { TransactionOperations } from './transaction-operations';
import { deskRemittanceRoute } from '@/lib/schemas/reference-path';

const fetchLiveStatus = (reference: string, signal: AbortSignal) =>
  readJson<LiveStatus>(deskRemittanceRoute(reference), signal, 'The status could not be refreshed');

function Explanation({ live, outcomes }: { live: LiveStatus; outcomes: Record<string, string> }) {
  const { summary, failure } = live.words;
  const outcome = outcomes[live.status];
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700" data-testid="status-explanation">
        {summary}
      </p>
      {outcome && (
        <p className="text-sm font-medium text-slate-900" data-testid="money-outcome">
          {outcome}
        </p>
      )}
      {failure && (
        <Alert
          tone={live.status === 'RETURNED' || live.status.startsWith('REVERSAL_') ? 'warning' : 'error'}
          title={failure.title}
        >
          <p>{failure.action}</p>
          {(failure.code || failure.message) && (
            <p className="mt-1 font-mono text-xs opacity-75">
              {failure.code}
              {failure.code && failure.message ? ' · ' : ''}
              {failure.message}
            </p>
          )}
        </Alert>
      )}
    </div>
  );
}

function Timeline({ events, zone }: { events: LiveStatus['events']; zone?: string }) {
  return (
    <ol
      className="relative space-y-4 border-l border-slate-200 pl-5"
      aria-label="Status timeline"
      data-testid="timeline"
    >
      {events.map((event) => (
        <li key={event.id} className="relative" data-testid="timeline-event">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[25px] h-2.5 w-2.5 rounded-full bg-brand-600 ring-4 ring-white"
          />
          <p className="text-sm font-medium text-slate-900">
            <span data-testid="timeline-status">{event.label}</span>
            {event.late && (
              <span className="ml-2 text-xs font-normal text-slate-500">(learned after a later status)</span>
            )}
          </p>
          <p className="text-xs text-slate-500">
            {event.sourceWords}
            {event.discovered && ' · first seen: created by another API client'} ·{' '}
            <time dateTime={event.at}>{formatDateTime(event.at, zone)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}

/**
 * The status, its meaning (for a failure or return, the reason and what happened to the money)
 * and the timeline, refreshed until the status is final. The route behind reads the API itself
 * when the record is stale, so this heals without webhooks. Paid out is never called final.
 */
export function RemittanceLive({
  initial,
  moneyOutcomes = {},
  zone,
  receiptHref,
  operations = false,
}: {
  initial: LiveStatus;
  /** What happened to the money, per status (money-words.ts moneyOutcomes): worded on the server. */
  moneyOutcomes?: Record<string, string>;
  /** The person's timezone (lib/desk/preferences.ts), for the timeline. */
  zone?: string;
  /** The proof of payment, offered once it was paid out (or paid out and returned). */
  receiptHref?: string;
  /** Offer Cancel / Request reversal where the status allows (a transaction, a person who may compose). */
  operations?: boolean;
}) {
  // A done operation reads the status again at once (a new key), whatever the pace was.
  const [reads, setReads] = useState(0);
  const polled = usePolling({
    key: `${initial.reference}#${reads}`,
    read: (signal) => fetchLiveStatus(initial.reference, signal),
    initial,
    // The server says when to read again: every 2 s in flight, 15 s paid out and open, never once final.
    every: (live) => (live ?? initial).words.pollMs,
  });
  const data = polled.data ?? initial;
  const error = polled.error;
  const note = error
    ? `${error.message}; showing the last known status.`
    : data.refreshError
      ? `The payments API could not be read just now (${data.refreshError}); showing the last known status.`
      : data.words.note;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="status-heading" className="space-y-3">
        <div className="flex items-center gap-3">
          <h2 id="status-heading" className="text-base font-semibold text-slate-900">
            Status
          </h2>
          <span aria-live="polite" data-testid="remittance-status">
            <Badge tone={data.words.tone}>{data.words.status}</Badge>
          </span>
        </div>
        <Explanation live={data} outcomes={moneyOutcomes} />
        <p className="text-xs text-slate-500" data-testid="live-note">
          {note}
        </p>
        {operations && (
          <TransactionOperations
            reference={initial.reference}
            status={data.status}
            onDone={() => setReads((n) => n + 1)}
          />
        )}
        {receiptHref && data.words.receipt && (
          <Link href={receiptHref} prefetch={false} className={`${buttonClasses('secondary', 'sm')} print:hidden`}>
            Proof of payment
          </Link>
        )}
      </section>
      <section aria-labelledby="timeline-heading" className="space-y-3">
        <h2 id="timeline-heading" className="text-base font-semibold text-slate-900">
          Timeline
        </h2>
        <Timeline events={data.events} zone={zone} />
      </section>
    </div>
  );
}
