import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '@/lib/db/client';
import type { RemittanceKindName } from '@/lib/desk/remittances/lifecycle';
import type { RemittanceLineItem } from '@/lib/desk/remittances/presentation';
import { STATUS_SINCE_MS } from './stuck';

/** The statuses the overview asks someone to look at: the payout failed, or came back. */
export const PROBLEM_STATUSES = ['FAILED', 'RETURNED'] as const;

export interface ProblemRemittance extends RemittanceLineItem {
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
                 ${STATUS_SINCE_MS} as at_ms
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
    items: rows.map(({ sender_name, recipient_name, error_code, error_message, at_ms, total: _total, ...line }) => ({
      ...line,
      senderName: sender_name,
      recipientName: recipient_name,
      errorCode: error_code,
      errorMessage: error_message,
      at: new Date(at_ms),
    })),
  };
}
