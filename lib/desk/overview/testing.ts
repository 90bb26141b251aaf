import type { DbOrTx } from '@/lib/db/client';
import { remittanceEvents, remittances } from '@/lib/db/schema';
import type { RemittanceKindName } from '@/lib/desk/remittances/lifecycle';

/** A remittance with the statuses the desk learned for it, each at its time, written straight into the desk's tables. */
export interface HistoryRemittance {
  reference: string;
  kind?: RemittanceKindName;
  type?: string | null;
  receivingCountry?: string | null;
  amount?: string;
  currency?: string;
  sendingAmount?: string | null;
  sendingCurrency?: string | null;
  money?: Record<string, unknown> | null;
  errorCode?: string | null;
  errorMessage?: string | null;
  /** The record's status and `final`; by default the last event's status, final when failed or returned. */
  status?: string;
  final?: boolean;
  createdAt?: Date;
  /** The timeline: status and time, plus details (`{ late: true }`, `{ discovered: true }`). */
  events: { status: string; at: Date; details?: Record<string, unknown> }[];
}

export async function insertHistory(db: DbOrTx, list: readonly HistoryRemittance[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(remittances).values(
    list.map((item) => {
      const last = item.events.filter((event) => !event.details?.late).at(-1);
      const status = item.status ?? last?.status ?? 'ACKNOWLEDGED';
      const kind = item.kind ?? 'transaction';
      const createdAt = item.createdAt ?? item.events[0]?.at ?? new Date();
      return {
        reference: item.reference,
        kind,
        type: item.type === undefined ? (kind === 'transaction' ? 'p2b' : null) : item.type,
        serviceRef: `S-${item.reference}`,
        status,
        final: item.final ?? ['FAILED', 'RETURNED', 'CANCELLED'].includes(status),
        amount: item.amount ?? '300000.00',
        currency: item.currency ?? 'NGN',
        sendingAmount: item.sendingAmount === undefined ? '200.00' : item.sendingAmount,
        sendingCurrency: item.sendingCurrency === undefined ? 'USD' : item.sendingCurrency,
        receivingCountry: item.receivingCountry === undefined ? 'NG' : item.receivingCountry,
        money: item.money ?? null,
        errorCode: item.errorCode ?? null,
        errorMessage: item.errorMessage ?? null,
        senderName: 'Grace Ann Miller',
        recipientName: 'Lagoon Components Ltd',
        request: {},
        createdBy: 'user-operator',
        createdAt,
        updatedAt: last?.at ?? createdAt,
      };
    }),
  );
  const events = list.flatMap((item) =>
    item.events.map((event) => ({
      reference: item.reference,
      status: event.status,
      source: 'webhook' as const,
      details: event.details,
      at: event.at,
    })),
  );
  if (events.length > 0) await db.insert(remittanceEvents).values(events);
}

export const minutes = (n: number) => n * 60_000;
