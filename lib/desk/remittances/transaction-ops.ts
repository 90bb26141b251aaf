import { z } from 'zod';
import { PaymentsApiError, type PaymentsApi } from '@/lib/api-client/client';
import type { Db } from '@/lib/db/client';
import { ActionRefusal } from '@/lib/desk/action-result';
import { explainErrorCode, type ErrorCode } from '@/lib/schemas/error-codes';
import { cancelTransactionRequestSchema } from '@/lib/schemas/transaction-operations';
import { statusOfAnswer } from './api-reads';
import { applyStatus } from './apply-status';
import { OPERATION_WORDS, type TransactionOperation } from './operations';
import { statusLabel } from './presentation';
import { getRemittance } from './record';

/*
 * Cancel and reversal from the remittance page (issue 18): the API's operation on the transaction,
 * its answer applied to the desk's record at once (the webhook that follows finds it unchanged), a
 * refusal in words with the status the API has now. Specs for protectedAction
 * (lib/desk/actions/transaction-ops.ts): operators and admins, audited with the reason.
 */

export const transactionOperationSchema = z
  .object({
    /** The desk's reference of the remittance. */
    reference: z.string().trim().min(1).max(256),
    reason: cancelTransactionRequestSchema.shape.reason,
  })
  .strict();
export type TransactionOperationInput = z.output<typeof transactionOperationSchema>;

export interface TransactionOperationDeps {
  api: () => Pick<PaymentsApi, 'cancelTransaction' | 'requestReversal' | 'getTransaction'>;
  db: () => Promise<Db>;
}

export interface OperationDone {
  operation: TransactionOperation;
  /** The status the API answered. */
  status: string;
  /** What happened, in words. */
  words: string;
  /** The reason given, kept in the audit trail. */
  reason: string;
}

/** The API's refusals of the operations: said in the table's words, with the status it has now. */
const REFUSALS: readonly ErrorCode[] = [
  'CANCEL_TOO_LATE',
  'TRANSACTION_ALREADY_FINAL',
  'TRANSACTION_ALREADY_CANCELLED',
  'REVERSAL_TOO_EARLY',
  'TRANSACTION_ALREADY_REVERSED',
  'REVERSAL_REJECTED',
];

async function operate(
  deps: TransactionOperationDeps,
  operation: TransactionOperation,
  { reference, reason }: TransactionOperationInput,
): Promise<OperationDone> {
  const db = await deps.db();
  const remittance = await getRemittance(db, reference);
  if (!remittance) throw new ActionRefusal(`No remittance with reference ${reference}.`);
  if (remittance.kind !== 'transaction')
    throw new ActionRefusal('Only a transaction can be cancelled or reversed here; this is an FX payment.');
  const api = deps.api();
  const follow = async (answer: Awaited<ReturnType<typeof api.getTransaction>>) =>
    applyStatus(db, { reference, ...statusOfAnswer({ kind: 'transaction', answer }), source: 'poll' });
  try {
    const answer =
      operation === 'cancel'
        ? await api.cancelTransaction(remittance.serviceRef, { reason })
        : await api.requestReversal(remittance.serviceRef, { reason });
    await follow(answer);
    return { operation, status: answer.status, words: OPERATION_WORDS[operation].done, reason };
  } catch (error) {
    if (!(error instanceof PaymentsApiError) || !REFUSALS.includes(error.code as ErrorCode)) throw error;
    // The page showed an older status: the desk's record follows the API's, and the refusal says where it is.
    const now = await api.getTransaction(remittance.serviceRef);
    await follow(now);
    throw new ActionRefusal(`${explainErrorCode(error.code).title} Its status now: ${statusLabel(now.status)}.`);
  }
}

/** The spec of one operation's action: remittances:compose (operators and admins), audited with the reason. */
export function transactionOperationSpec(deps: TransactionOperationDeps, operation: TransactionOperation) {
  return {
    name: `transactions.${operation}`,
    permission: 'remittances:compose' as const,
    schema: transactionOperationSchema,
    target: (input: TransactionOperationInput) => input.reference,
    remittance: (input: TransactionOperationInput) => input.reference,
    run: (input: TransactionOperationInput) => operate(deps, operation, input),
    auditDetails: (done: OperationDone) => ({ status: done.status, reason: done.reason }),
  };
}
