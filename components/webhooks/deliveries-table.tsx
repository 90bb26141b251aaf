import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DateTimeCell } from '@/components/ui/date-time';
import { ListTable, tableClasses as t } from '@/components/ui/list-controls';
import type { DeliveryAttempt, SentMessage } from '@/lib/desk/webhooks/deliveries';
import { formatDateTime } from '@/lib/desk/time-zone';
import { RedeliverButton } from './redeliver-button';

const STATES: Record<SentMessage['state'], { label: string; tone: 'good' | 'warn' | 'bad' | 'neutral' }> = {
  delivered: { label: 'Delivered', tone: 'good' },
  retrying: { label: 'Retrying', tone: 'warn' },
  waiting: { label: 'Not yet sent', tone: 'neutral' },
  failed: { label: 'Gave up', tone: 'bad' },
};

const none = <span className="text-slate-500">—</span>;

/** "200 in 12 ms", or "No answer after 5000 ms". */
function Answer({ attempt }: { attempt: DeliveryAttempt }) {
  return (
    <span>
      {attempt.statusCode === null ? (
        <span className="font-medium text-red-800">No answer</span>
      ) : (
        <span className={`font-medium ${attempt.ok ? 'text-emerald-800' : 'text-red-800'}`} data-testid="status-code">
          {attempt.statusCode}
        </span>
      )}{' '}
      <span className="text-slate-600">
        {attempt.statusCode === null ? 'after ' : 'in '}
        <span data-testid="latency">{attempt.latencyMs} ms</span>
      </span>
    </span>
  );
}

/** Every attempt of a message, oldest first, behind a disclosure. */
function Attempts({ message, zone }: { message: SentMessage; zone: string }) {
  if (message.deliveries.length === 0) return null;
  const count = message.deliveries.length;
  return (
    <details className="mt-1 max-w-72 text-xs whitespace-normal">
      <summary className="cursor-pointer text-brand-700">
        {count === 1 ? 'The attempt' : `All ${count} attempts`}
      </summary>
      <ol className="mt-1 space-y-1" aria-label={`Attempts to deliver ${message.id}`}>
        {message.deliveries.map((attempt) => (
          <li key={attempt.attempt} data-testid="attempt">
            <span className="text-slate-500">#{attempt.attempt}</span> {formatDateTime(attempt.at, zone)} ·{' '}
            <Answer attempt={attempt} />
            {attempt.error && (
              <span className="block break-words whitespace-normal text-slate-500">{attempt.error}</span>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * What the payments API sent the desk, newest first: each message's delivery (delivered, retrying
 * with the time of the next try, given up), its latest answer with status code and latency, every
 * attempt on demand, whether the desk's receiver kept it, and "Redeliver" for those who may.
 */
export function DeliveriesTable({
  items,
  zone,
  canRedeliver,
}: {
  items: readonly SentMessage[];
  zone: string;
  canRedeliver: boolean;
}) {
  const columns = ['Sent', 'Message', 'Delivery', 'Latest answer', 'At the desk', ...(canRedeliver ? ['Action'] : [])];
  return (
    <ListTable columns={columns} caption="Messages the payments API sent the desk">
      {items.map((message) => {
        const latest = message.deliveries.at(-1);
        const state = STATES[message.state];
        return (
          <tr key={message.id} data-testid="sent-message" data-message-id={message.id} className="align-top">
            <td className={t.td}>
              <DateTimeCell timestamp={message.createdAt} zone={zone} />
            </td>
            <td className={`${t.td} max-w-xs`}>
              <span className="font-medium">{message.eventType}</span>
              <span className="block truncate font-mono text-xs text-slate-500" title={message.id}>
                {message.id}
              </span>
              {message.about && (
                <Link
                  href={`/remittances/${encodeURIComponent(message.about)}`}
                  prefetch={false}
                  className="block text-xs text-brand-700 underline"
                >
                  {message.about}
                </Link>
              )}
            </td>
            <td className={t.td}>
              <Badge tone={state.tone}>{state.label}</Badge>
              <span className="block text-xs text-slate-600" data-testid="attempts">
                {message.attempts === 1 ? '1 attempt' : `${message.attempts} attempts`}
              </span>
              {message.nextAttemptAt && (
                <span className="block max-w-48 text-xs whitespace-normal text-slate-600">
                  Next try {formatDateTime(message.nextAttemptAt, zone)}
                </span>
              )}
              <Attempts message={message} zone={zone} />
            </td>
            <td className={t.td} data-testid="latest-answer">
              {latest ? <Answer attempt={latest} /> : none}
            </td>
            <td className={t.td}>
              {message.receivedAt ? (
                <>
                  <Badge tone="good">Received</Badge>
                  <span className="block text-xs text-slate-600">
                    <DateTimeCell timestamp={message.receivedAt} zone={zone} />
                  </span>
                </>
              ) : (
                <span className="text-xs text-slate-600">Not received</span>
              )}
            </td>
            {canRedeliver && (
              <td className={t.td}>
                <RedeliverButton
                  messageId={message.id}
                  attempts={message.attempts}
                  latest={
                    latest
                      ? { attempt: latest.attempt, statusCode: latest.statusCode, latencyMs: latest.latencyMs }
                      : null
                  }
                />
              </td>
            )}
          </tr>
        );
      })}
    </ListTable>
  );
}
