'use client';

import { useRef } from 'react';
import { Badge } from '@/components/ui/badge';
import { readJson, usePolling } from '@/components/ui/use-polling';
import type { ExchangeKind, ExchangeView } from '@/lib/desk/exchanges/record';
import { formatDateTime } from '@/lib/desk/time-zone';
import { deskRemittanceRoute } from '@/lib/schemas/reference-path';

/** How often the sequence is read again: a presenter watches it move. */
const EVERY_MS = 1_500;

const KIND: Record<ExchangeKind, { label: string; tone: 'info' | 'neutral' | 'good' | 'warn' }> = {
  request: { label: 'Desk → API', tone: 'info' },
  response: { label: 'API → desk', tone: 'neutral' },
  webhook: { label: 'Webhook', tone: 'good' },
  poll: { label: 'Poll', tone: 'neutral' },
};

function Signature({ signature }: { signature: string }) {
  if (signature === 'verified')
    return (
      <p className="text-xs font-medium text-emerald-800" data-testid="exchange-signature">
        Signature verified
      </p>
    );
  return (
    <p className="text-xs font-medium text-red-700" data-testid="exchange-signature">
      Signature check failed — {signature.replace(/^refused: /, '')}
    </p>
  );
}

function Exchange({ item, zone }: { item: ExchangeView; zone?: string }) {
  const kind = KIND[item.kind];
  return (
    <li
      className="space-y-1 border-b border-slate-100 py-3 last:border-b-0"
      data-testid="exchange"
      data-kind={item.kind}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={item.signature && item.signature !== 'verified' ? 'bad' : kind.tone}>{kind.label}</Badge>
        <time dateTime={item.at} className="text-xs text-slate-500">
          {formatDateTime(item.at, zone)}
        </time>
        {item.latencyMs !== null && <span className="text-xs text-slate-500">{item.latencyMs} ms</span>}
      </div>
      <p className="font-mono text-xs [overflow-wrap:anywhere] text-slate-900" data-testid="exchange-summary">
        {item.summary}
      </p>
      {item.signature && <Signature signature={item.signature} />}
      {item.json && (
        <details className="rounded border border-slate-200">
          <summary className="cursor-pointer px-2 py-1 text-xs font-medium text-slate-700 select-none hover:bg-slate-50">
            JSON
          </summary>
          <pre
            tabIndex={0}
            aria-label="JSON, personal data masked"
            className="max-h-72 overflow-auto border-t border-slate-200 bg-slate-50 p-2 text-[11px] leading-snug"
          >
            {item.json}
          </pre>
        </details>
      )}
    </li>
  );
}

/**
 * Presenter mode's live sequence of the messages exchanged about one remittance: the desk's
 * requests and the API's answers (status, latency), each webhook with its signature check, each
 * poll — read on from the last one held, as they happen. The JSON is one click away, personal data
 * masked, never a header or a key. Fixed beside the page on a wide screen (app/globals.css).
 */
export function ExchangesPanel({ reference, zone }: { reference: string; zone?: string }) {
  const held = useRef<ExchangeView[]>([]);
  const { data, error } = usePolling<ExchangeView[]>({
    key: reference,
    read: async (signal) => {
      const after = held.current.at(-1)?.id ?? 0;
      const page = await readJson<{ items: ExchangeView[] }>(
        `${deskRemittanceRoute(reference, 'exchanges')}?after=${after}`,
        signal,
        'The messages could not be read',
      );
      const known = new Set(held.current.map((item) => item.id));
      held.current = [...held.current, ...page.items.filter((item) => !known.has(item.id))];
      return held.current;
    },
    every: () => EVERY_MS,
  });
  const items = data ?? [];
  return (
    <section
      aria-labelledby="exchanges-title"
      data-presenter-exchanges=""
      className="mt-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="exchanges-title" className="text-base font-semibold text-slate-900">
        Messages exchanged
      </h2>
      <p className="text-xs text-slate-500" aria-live="polite">
        {data === undefined
          ? 'Reading the messages…'
          : `${items.length} ${items.length === 1 ? 'message' : 'messages'} about this remittance, as they happen.`}
      </p>
      {error && (
        <p className="mt-2 text-xs text-red-700" role="status">
          {error.message}; trying again.
        </p>
      )}
      <ol className="mt-2" aria-label="Messages, oldest first">
        {items.map((item) => (
          <Exchange key={item.id} item={item} zone={zone} />
        ))}
      </ol>
    </section>
  );
}
