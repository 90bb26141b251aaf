import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { DateTimeCell } from '@/components/ui/date-time';
import { ListTable, tableClasses as t } from '@/components/ui/list-controls';
import type { DeliveryAttempt, SentMessage } from '@/lib/desk/webhooks/deliveries';
import { formatDateTime } from '@/lib/desk/time-zone';
import { RedeliverButton } from './redeliver-button';
import { remittancePath } from '@/lib/schemas/reference-path';

const STATES: Record<SentMessage['state'], { label: string; tone: 'good' | 'warn' | 'bad' | 'neutral' }> = {
  delivered: { label: 'Delivered', tone: 'good' },
  retrying: { label: 'Retrying', tone: 'warn' },
  waiting: { label: 'Not yet sent', tone: 'neutral' },
  failed: { label: 'Gave up', tone: 'bad' },
};

/** "200 in 12 ms", or "No answer after 5000 ms"; the code green when the desk took the message. */
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
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer whitespace-nowrap text-brand-700">
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
 * with the time of the next try, given up) with its latest answer's status code and latency and
 * every attempt on demand, whether the desk's receiver kept it, and "Redeliver" for those who may.
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
  const columns = ['Sent', 'Message', 'Delivery', 'At the desk', ...(canRedeliver ? ['Action'] : [])];
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
            <td className={`${t.td} max-w-56`}>
              <span className="font-medium">{message.eventType}</span>
              <span className="block truncate font-mono text-xs text-slate-500" title={message.id}>
                {message.id}
              </span>
              {message.about && (
                <Link
                  href={remittancePath(message.about)}
                  prefetch={false}
                  className="block text-xs text-brand-700 underline"
                >
                  {message.about}
                </Link>
              )}
            </td>
            <td className={`${t.td} min-w-44 whitespace-normal`}>
              <Badge tone={state.tone}>{state.label}</Badge>
              <span className="block text-xs text-slate-600" data-testid="latest-answer">
                {latest ? (
                  <>
                    Latest: <Answer attempt={latest} />
                  </>
                ) : (
                  'No attempt yet'
                )}
              </span>
              {message.attempts > 0 && (
                <span className="block text-xs text-slate-600" data-testid="attempts">
                  {message.attempts === 1 ? '1 attempt' : `${message.attempts} attempts`}
                </span>
              )}
              {message.nextAttemptAt && (
                <span className="block text-xs text-slate-600">
                  Next try {formatDateTime(message.nextAttemptAt, zone)}
                </span>
              )}
              <Attempts message={message} zone={zone} />
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
                  what={message.about ? `${message.eventType} about ${message.about}` : message.eventType}
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
