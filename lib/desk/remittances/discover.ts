import type { Db } from '@/lib/db/client';
import { remittanceEvents, remittances } from '@/lib/db/schema';
import type { PaymentResponse } from '@/lib/schemas/payment';
import type { TransactionQueryResponse } from '@/lib/schemas/transaction';
import { readRemittance, statusOfAnswer, type RemittanceAnswer, type RemittanceApi } from './api-reads';
import type { RemittanceKindName } from './lifecycle';
import { searchableFields, type RemittanceSource } from './record';

type NewRemittance = typeof remittances.$inferInsert;

/** Best effort: a name the desk cannot look up is left out, not a reason to fail. */
async function nameOrNull(lookup: () => Promise<string>): Promise<string | null> {
  try {
    return await lookup();
  } catch {
    return null;
  }
}

/**
 * What the record keeps as its request: the API's answer without its status fields, which
 * describe one moment (the live status is the record's own).
 */
function withoutStatus<T extends object>(answer: T, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answer).filter(([key]) => !keys.includes(key)));
}
const TRANSACTION_STATUS_FIELDS = [
  'status',
  'transactionStatus',
  'errorCode',
  'errorMessage',
  'creditingOrganisationTransactionReference',
];
const PAYMENT_STATUS_FIELDS = ['status', 'timeline', 'failureReason'];

function fromTransaction(answer: TransactionQueryResponse): Omit<NewRemittance, 'status' | 'final'> {
  return {
    reference: answer.requestingOrganisationTransactionReference,
    kind: 'transaction',
    type: answer.type,
    serviceRef: answer.transactionReference,
    amount: answer.amount,
    currency: answer.currency,
    // The query answers no KYC; the payee's account name is the one name it carries.
    recipientName: answer.creditParty.find((item) => item.key === 'accountName' && item.value)?.value ?? null,
    request: withoutStatus(answer, TRANSACTION_STATUS_FIELDS),
  };
}

async function fromPayment(
  api: RemittanceApi,
  answer: PaymentResponse,
): Promise<Omit<NewRemittance, 'status' | 'final'>> {
  const [senderName, beneficiary] = await Promise.all([
    nameOrNull(async () => (await api.getPayer(answer.payer.originalPayerId)).name),
    api.getBeneficiary(answer.beneficiary.beneficiaryId).catch(() => null),
  ]);
  return {
    reference: answer.requestId,
    kind: 'payment',
    serviceRef: answer.serviceRef,
    amount: String(answer.amount.payoutAmount),
    currency: answer.amount.payoutCurrency,
    sendingAmount: String(answer.amount.debitAmount),
    sendingCurrency: answer.amount.debitCurrency,
    senderName,
    recipientName: beneficiary?.beneficiary.name ?? null,
    receivingCountry: beneficiary?.countryCode ?? null,
    request: withoutStatus(answer, PAYMENT_STATUS_FIELDS),
  };
}

/** The record of a remittance the desk did not submit, from the API's answer (createdBy stays empty). */
export async function remittanceFromAnswer(
  api: RemittanceApi,
  read: RemittanceAnswer,
  now: Date,
): Promise<NewRemittance> {
  const base = read.kind === 'transaction' ? fromTransaction(read.answer) : await fromPayment(api, read.answer);
  const { status, final, errorCode, errorMessage } = statusOfAnswer(read);
  return {
    ...base,
    ...searchableFields(base.kind, base.request),
    status,
    final,
    errorCode,
    errorMessage,
    lastCheckedAt: now,
    createdAt: now,
    updatedAt: now,
  };
}

/**
 * Starts tracking a remittance that another API client created (the desk heard of it by a
 * webhook): reads it from the API and records it once. Answers whether it created the record;
 * a record already there (the desk's own submit, or a concurrent discovery) is left as it is.
 */
export async function discoverRemittance(
  db: Db,
  api: RemittanceApi,
  target: { kind: RemittanceKindName; serviceRef: string },
  source: RemittanceSource,
  now = new Date(),
): Promise<boolean> {
  const record = await remittanceFromAnswer(api, await readRemittance(api, target.kind, target.serviceRef), now);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(remittances)
      .values(record)
      .onConflictDoNothing()
      .returning({ reference: remittances.reference });
    if (inserted.length === 0) return false;
    await tx
      .insert(remittanceEvents)
      .values({ reference: record.reference, status: record.status, source, details: { discovered: true }, at: now });
    return true;
  });
}
