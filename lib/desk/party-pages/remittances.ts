import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { remittances } from '@/lib/db/schema';
import type { RemittanceLineItem } from '@/lib/desk/remittances/presentation';

export type PartyKind = 'payer' | 'beneficiary';

/** Where an FX payment's request names each kind of party (as it went on the wire). */
const ID_IN_REQUEST = {
  payer: sql<string>`${remittances.request} -> 'payer' ->> 'originalPayerId'`,
  beneficiary: sql<string>`${remittances.request} -> 'beneficiary' ->> 'beneficiaryId'`,
} as const;

/** One remittance that used the party, as a one-line mention shows it (RemittanceLine). */
export interface PartyRemittance extends RemittanceLineItem {
  createdAt: Date;
}

/**
 * The FX payments sent from the desk that named this payer or beneficiary, newest first, at most
 * `limit` of them, and whether there are more. Transactions carry their parties' KYC inline and name
 * no payer or beneficiary, so only payments can be found here.
 */
export async function remittancesUsing(
  db: DbOrTx,
  party: PartyKind,
  id: string,
  limit = 20,
): Promise<{ items: PartyRemittance[]; more: boolean }> {
  const rows = await db
    .select({
      reference: remittances.reference,
      kind: remittances.kind,
      type: remittances.type,
      status: remittances.status,
      senderName: remittances.senderName,
      recipientName: remittances.recipientName,
      amount: remittances.amount,
      currency: remittances.currency,
      createdAt: remittances.createdAt,
    })
    .from(remittances)
    .where(and(eq(remittances.kind, 'payment'), eq(ID_IN_REQUEST[party], id)))
    .orderBy(desc(remittances.createdAt), desc(remittances.reference))
    .limit(limit + 1);
  return { items: rows.slice(0, limit), more: rows.length > limit };
}
