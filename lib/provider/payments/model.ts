import type { PaymentStatus } from '@/lib/schemas/payment';

/**
 * Payment lifecycle (ARCHITECTURE.md):
 *   CREATED → PROCESSING → COMPLETED → RETURNED   (payout returned by the network; fee kept)
 *   PROCESSING → FAILED                           (debit and fee released back to the ledger)
 *   CREATED → CANCELLED                           (sandbox control only; debit and fee released)
 */
export const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  CREATED: ['PROCESSING', 'CANCELLED'],
  PROCESSING: ['COMPLETED', 'FAILED'],
  COMPLETED: ['RETURNED'],
  FAILED: [],
  RETURNED: [],
  CANCELLED: [],
};

/** Statuses that set timeline.completedAt. */
export const COMPLETING: readonly PaymentStatus[] = ['COMPLETED', 'FAILED', 'CANCELLED'];

/**
 * Sandbox magic values, so tests and demos are deterministic:
 * - a debitAmount whose cents are .13 fails in processing (beneficiary bank rejects it);
 * - a merchantRef containing RETURN completes and is then returned by the network.
 */
export function plannedPaymentOutcome(debitAmount: number, merchantRef: string): 'FAILED' | 'RETURNED' | null {
  if (Math.round(debitAmount * 100) % 100 === 13) return 'FAILED';
  if (/RETURN/i.test(merchantRef)) return 'RETURNED';
  return null;
}

export const FAILURE_REASON = 'Beneficiary bank rejected the credit (sandbox: amount ending in .13)';

/** A return's reason, in words (failureReason): the network's (or the sandbox control's) after this prefix. */
export const RETURN_PREFIX = 'Returned by the payout network: ';
/** What a sandbox return says when no reason was given (planned, or forced without one). */
export const SANDBOX_RETURN_REASON = "the beneficiary's bank returned the credit (sandbox)";
