import { and, desc, ilike, ne, or, type AnyColumn } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { remittances, reviewCases } from '@/lib/db/schema';
import { remittancePath, reviewPath } from '@/lib/schemas/reference-path';
import { statusLabel } from './remittances/presentation';
import { reviewStatusWords } from './review/cases';

export interface FoundRemittance {
  reference: string;
  kind: 'transaction' | 'payment';
  type: string | null;
  status: string;
  /** The status as a person reads it ("Failed", "Returned to its maker"). */
  statusWords: string;
  /** Its page: the remittance's, or its review case's while the desk holds it unsent. */
  href: string;
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
  column: AnyColumn;
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

const CASE_FIELDS = [
  { column: reviewCases.reference, label: 'reference', value: (row: CaseRow) => row.reference, isName: false },
  { column: reviewCases.senderName, label: 'sender', value: (row: CaseRow) => row.senderName, isName: true },
  { column: reviewCases.recipientName, label: 'recipient', value: (row: CaseRow) => row.recipientName, isName: true },
];
type CaseRow = typeof reviewCases.$inferSelect;

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * The Ctrl/⌘-K search: remittances by any reference a person may hold (the desk's, the service's,
 * an FX payment's own and its invoice text) and, for roles that may see them, by party name —
 * the sent ones and those the desk holds unsent (in review, returned to their maker, rejected).
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
  const limit = options.limit ?? 8;
  const fields = [...REFERENCE_FIELDS, ...(options.searchNames ? NAME_FIELDS : [])];
  const caseFields = CASE_FIELDS.filter((field) => options.searchNames || !field.isName);
  const [rows, cases] = await Promise.all([
    db
      .select()
      .from(remittances)
      .where(or(...fields.map((field) => ilike(field.column, pattern))))
      .orderBy(desc(remittances.createdAt))
      .limit(limit),
    db
      .select()
      .from(reviewCases)
      // A sent case is its remittance, found above.
      .where(and(ne(reviewCases.status, 'sent'), or(...caseFields.map((field) => ilike(field.column, pattern)))))
      .orderBy(desc(reviewCases.submittedAt))
      .limit(limit),
  ]);
  const lower = query.toLowerCase();
  const matched = <R>(candidates: { label: string; value: (row: R) => string | null }[], row: R) =>
    candidates.find((field) => field.value(row)?.toLowerCase().includes(lower))?.label ?? 'reference';
  const found = [
    ...rows.map((row) => ({
      at: row.createdAt.getTime(),
      item: {
        reference: row.reference,
        kind: row.kind,
        type: row.type,
        status: row.status,
        statusWords: statusLabel(row.status),
        href: remittancePath(row.reference),
        amount: row.amount,
        currency: row.currency,
        senderName: options.mask(row.senderName),
        recipientName: options.mask(row.recipientName),
        matched: matched(fields, row),
      },
    })),
    ...cases.map((row) => ({
      at: row.submittedAt.getTime(),
      item: {
        reference: row.reference,
        kind: row.kind,
        type: row.type,
        status: row.status,
        statusWords: capitalised(reviewStatusWords(row.status)),
        href: reviewPath(row.reference),
        amount: row.amount,
        currency: row.currency,
        senderName: options.mask(row.senderName),
        recipientName: options.mask(row.recipientName),
        matched: matched(caseFields, row),
      },
    })),
  ];
  return found
    .sort((a, b) => b.at - a.at)
    .slice(0, limit)
    .map(({ item }) => item);
}
