import { desc, ilike, or } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { remittances } from '@/lib/db/schema';

export interface FoundRemittance {
  reference: string;
  kind: 'transaction' | 'payment';
  type: string | null;
  status: string;
  amount: string;
  currency: string;
  /** Already masked for the role looking (lib/desk/mask.ts namesFor). */
  senderName: string;
  recipientName: string;
  /** Which of its references or names matched, in words. */
  matched: string;
}

/** `%` and `_` typed are searched for as themselves. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type Row = typeof remittances.$inferSelect;
interface SearchField {
  column: (typeof remittances)[keyof Row];
  label: string;
  value: (row: Row) => string | null;
}

const REFERENCE_FIELDS: SearchField[] = [
  { column: remittances.reference, label: 'reference', value: (row) => row.reference },
  { column: remittances.serviceRef, label: 'service reference', value: (row) => row.serviceRef },
  { column: remittances.merchantRef, label: "FX payment's own reference", value: (row) => row.merchantRef },
  { column: remittances.paymentReference, label: 'invoice text', value: (row) => row.paymentReference },
];
const NAME_FIELDS: SearchField[] = [
  { column: remittances.senderName, label: 'sender', value: (row) => row.senderName },
  { column: remittances.recipientName, label: 'recipient', value: (row) => row.recipientName },
];

/**
 * The Ctrl/⌘-K search: remittances by any reference a person may hold (the desk's, the service's,
 * an FX payment's own and its invoice text) and, for roles that may see them, by party name.
 * Newest first, a handful: it answers as the person types.
 */
export async function findRemittances(
  db: DbOrTx,
  text: string,
  options: { searchNames: boolean; mask: (name: string | null) => string; limit?: number },
): Promise<FoundRemittance[]> {
  const query = text.trim();
  if (query.length < 2) return [];
  const pattern = contains(query);
  const fields = [...REFERENCE_FIELDS, ...(options.searchNames ? NAME_FIELDS : [])];
  const rows = await db
    .select()
    .from(remittances)
    .where(or(...fields.map((field) => ilike(field.column, pattern))))
    .orderBy(desc(remittances.createdAt))
    .limit(options.limit ?? 8);
  const lower = query.toLowerCase();
  return rows.map((row) => ({
    reference: row.reference,
    kind: row.kind,
    type: row.type,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    senderName: options.mask(row.senderName),
    recipientName: options.mask(row.recipientName),
    matched: fields.find((field) => field.value(row)?.toLowerCase().includes(lower))?.label ?? 'reference',
  }));
}
