import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import type { RemittanceKindName } from '@/lib/desk/remittances/lifecycle';

/** The statuses the overview asks someone to look at: the payout failed, or came back. */
export const PROBLEM_STATUSES = ['FAILED', 'RETURNED'] as const;

export interface ProblemRemittance {
  reference: string;
  kind: RemittanceKindName;
  type: string | null;
  status: string;
  amount: string;
  currency: string;
  senderName: string | null;
  recipientName: string | null;
  errorCode: string | null;
  errorMessage: string | null;
  /** When the desk learned the status (its event, else the record's last update). */
  at: Date;
}

/**
 * Failed and returned remittances of the last `days`, newest first: at most `limit`, and how many
 * there are in all. One query (the total as a window count).
 */
export async function recentProblems(
  db: DbOrTx,
  options: { now: Date; days?: number; limit?: number },
): Promise<{ items: ProblemRemittance[]; total: number }> {
  const since = new Date(options.now.getTime() - (options.days ?? 30) * 86_400_000);
  const rows = await queryRows<{
    reference: string;
    kind: RemittanceKindName;
    type: string | null;
    status: string;
    amount: string;
    currency: string;
    sender_name: string | null;
    recipient_name: string | null;
    error_code: string | null;
    error_message: string | null;
    at_ms: number;
    total: number;
  }>(
    db,
    sql`select *, count(*) over ()::int as total from (
          select r.reference, r.kind, r.type, r.status, r.amount, r.currency, r.sender_name, r.recipient_name,
                 r.error_code, r.error_message,
                 (extract(epoch from coalesce(
                    (select min(e.at) from desk.remittance_events e
                      where e.reference = r.reference and e.status = r.status),
                    r.updated_at)) * 1000)::float8 as at_ms
            from desk.remittances r
           where r.status in (${sql.join(
             PROBLEM_STATUSES.map((status) => sql`${status}`),
             sql`, `,
           )})
             and r.updated_at >= ${since.toISOString()}::timestamptz
        ) problems
        order by at_ms desc, reference
        limit ${options.limit ?? 8}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    items: rows.map((row) => ({
      reference: row.reference,
      kind: row.kind,
      type: row.type,
      status: row.status,
      amount: row.amount,
      currency: row.currency,
      senderName: row.sender_name,
      recipientName: row.recipient_name,
      errorCode: row.error_code,
      errorMessage: row.error_message,
      at: new Date(row.at_ms),
    })),
  };
}
