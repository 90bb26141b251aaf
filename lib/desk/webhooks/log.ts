import { desc, lt } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { webhookReceipts, webhookRefusals } from '@/lib/db/schema';

/** One line of the desk's webhook log: a verified message it kept, or one it refused. */
export type ReceivedWebhook =
  | {
      outcome: 'verified';
      messageId: string;
      eventType: string;
      /** The remittance reference the message names (the caller's, else the service's). */
      about: string | null;
      status: string | null;
      receivedAt: Date;
    }
  | {
      outcome: 'refused';
      messageId: string | null;
      kind: string;
      reason: string;
      ip: string | null;
      receivedAt: Date;
    };

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The reference a status webhook's data names, for a link to the remittance. */
export function aboutOf(payload: Record<string, unknown>): string | null {
  return (
    text(payload.partnerTransactionReference) ??
    text(payload.requestId) ??
    text(payload.transactionReference) ??
    text(payload.serviceRef)
  );
}

/**
 * The newest received and refused messages, merged by time, `limit` of them before `before`
 * (keyset on the receipt time: the next page starts before the oldest shown).
 */
export async function listReceivedWebhooks(
  db: DbOrTx,
  options: { before?: Date; limit?: number } = {},
): Promise<{ items: ReceivedWebhook[]; nextBefore: Date | null }> {
  const limit = options.limit ?? 50;
  const [receipts, refusals] = await Promise.all([
    db
      .select()
      .from(webhookReceipts)
      .where(options.before ? lt(webhookReceipts.receivedAt, options.before) : undefined)
      .orderBy(desc(webhookReceipts.receivedAt))
      .limit(limit + 1),
    db
      .select()
      .from(webhookRefusals)
      .where(options.before ? lt(webhookRefusals.receivedAt, options.before) : undefined)
      .orderBy(desc(webhookRefusals.receivedAt), desc(webhookRefusals.id))
      .limit(limit + 1),
  ]);
  const merged: ReceivedWebhook[] = [
    ...receipts.map((row): ReceivedWebhook => ({
      outcome: 'verified',
      messageId: row.messageId,
      eventType: row.eventType,
      about: aboutOf(row.payload),
      status: text(row.payload.status),
      receivedAt: row.receivedAt,
    })),
    ...refusals.map((row): ReceivedWebhook => {
      const [kind = 'refused', ...rest] = row.reason.split(': ');
      return {
        outcome: 'refused',
        messageId: row.messageId,
        kind,
        reason: rest.join(': ') || row.reason,
        ip: row.ip,
        receivedAt: row.receivedAt,
      };
    }),
  ].sort((a, b) => b.receivedAt.getTime() - a.receivedAt.getTime());
  const items = merged.slice(0, limit);
  // Rows sharing the oldest shown time would be skipped by a strict "before": stop the page before them.
  const more = merged.length > limit;
  const oldest = items.at(-1)?.receivedAt;
  if (!more || !oldest) return { items, nextBefore: null };
  const whole = items.filter((item) => item.receivedAt.getTime() > oldest.getTime());
  return whole.length > 0 ? { items: whole, nextBefore: whole.at(-1)!.receivedAt } : { items, nextBefore: oldest };
}
