import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { remittanceEvents, remittances } from '@/lib/db/schema';
import { formatAmount } from '@/lib/reference/money';
import type { PaymentResponse } from '@/lib/schemas/payment';
import { storedMoney, type RemittanceMoney } from './money';

export type Remittance = typeof remittances.$inferSelect;
export type RemittanceKind = Remittance['kind'];
export type RemittanceSource = (typeof remittanceEvents.$inferInsert)['source'];

export interface SubmittedRemittance {
  reference: string;
  kind: RemittanceKind;
  type?: string;
  serviceRef: string;
  status: string;
  amount: string;
  currency: string;
  sendingAmount?: string;
  sendingCurrency?: string;
  senderName?: string;
  recipientName?: string;
  request: Record<string, unknown>;
  createdBy: string;
  draftId?: string;
  /** The receiving country when the request does not carry it (an FX payment's beneficiary). */
  receivingCountry?: string;
  /** What the quote charged (lib/desk/remittances/money.ts); absent when the desk had no quote. */
  money?: RemittanceMoney | null;
}

const textAt = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The columns the list filters and searches on, read from the request as it went on the wire:
 * a transaction's corridor, an FX payment's own reference (merchantRef) and its invoice text.
 */
export function searchableFields(kind: RemittanceKind, request: Record<string, unknown>) {
  const at = (path: string[]) =>
    textAt(path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], request));
  return kind === 'transaction'
    ? { receivingCountry: at(['internationalTransferInformation', 'receivingCountry']) }
    : { merchantRef: at(['merchantRef']), paymentReference: at(['paymentInstruction', 'paymentReference']) };
}

/**
 * Records what the API accepted, once: a replayed submit (the same reference) finds the record
 * already there and leaves it, with its status, as it is.
 *
 * The API's first webhook can beat the submit's own record (the desk then looked it up from the
 * API, with no createdBy and no request body): the submit adopts that record, filling in what only
 * the desk knows and keeping the status the webhooks brought.
 */
export async function recordRemittance(db: DbOrTx, submitted: SubmittedRemittance): Promise<void> {
  const inserted = await db
    .insert(remittances)
    .values({
      ...submitted,
      money: storedMoney(submitted.money),
      ...searchableFields(submitted.kind, submitted.request),
      ...(submitted.receivingCountry ? { receivingCountry: submitted.receivingCountry } : {}),
      lastCheckedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning({ reference: remittances.reference });
  if (inserted.length === 0) {
    await adoptDiscovered(db, submitted);
    return;
  }
  await db
    .insert(remittanceEvents)
    .values({ reference: submitted.reference, status: submitted.status, source: 'submit' });
}

async function adoptDiscovered(db: DbOrTx, submitted: SubmittedRemittance): Promise<void> {
  const { reference, type, sendingAmount, sendingCurrency, senderName, recipientName, request, createdBy, draftId } =
    submitted;
  const money = storedMoney(submitted.money);
  await db
    .update(remittances)
    .set({
      ...searchableFields(submitted.kind, request),
      ...(submitted.receivingCountry ? { receivingCountry: submitted.receivingCountry } : {}),
      type,
      sendingAmount,
      sendingCurrency,
      senderName,
      recipientName,
      request,
      createdBy,
      draftId,
      ...(money ? { money } : {}),
      updatedAt: new Date(),
    })
    .where(
      and(eq(remittances.reference, reference), eq(remittances.kind, submitted.kind), isNull(remittances.createdBy)),
    );
}

/** An FX payment the API accepted, as the desk records it: amounts in the currencies' minor units. */
export function paymentRemittance(
  payment: PaymentResponse,
  request: Record<string, unknown>,
  by: { createdBy: string; senderName?: string; recipientName?: string },
): SubmittedRemittance {
  const { amount } = payment;
  return {
    kind: 'payment',
    reference: payment.requestId,
    serviceRef: payment.serviceRef,
    status: payment.status,
    amount: formatAmount(amount.payoutAmount, amount.payoutCurrency),
    currency: amount.payoutCurrency,
    sendingAmount: formatAmount(amount.debitAmount, amount.debitCurrency),
    sendingCurrency: amount.debitCurrency,
    senderName: by.senderName,
    recipientName: by.recipientName,
    request,
    createdBy: by.createdBy,
  };
}

export async function getRemittance(db: DbOrTx, reference: string): Promise<Remittance | undefined> {
  const [row] = await db.select().from(remittances).where(eq(remittances.reference, reference)).limit(1);
  return row;
}

/** The desk's reference of each remittance whose API reference (`serviceRef`) is given, for those it knows. */
export async function deskReferences(db: DbOrTx, serviceRefs: readonly string[]): Promise<Map<string, string>> {
  const refs = [...new Set(serviceRefs)].filter((ref) => ref !== '');
  if (refs.length === 0) return new Map();
  const rows = await db
    .select({ serviceRef: remittances.serviceRef, reference: remittances.reference })
    .from(remittances)
    .where(and(inArray(remittances.kind, ['transaction', 'payment']), inArray(remittances.serviceRef, refs)));
  return new Map(rows.map((row) => [row.serviceRef, row.reference]));
}
