import type { TransactionStatus } from '@/lib/schemas/transaction';

/**
 * Transaction lifecycle (ARCHITECTURE.md; statuses of the provider's query, reference A.7):
 *   (create) → ACKNOWLEDGED → PENDING → SUCCESS → RETURNED   (reversed by the payout network)
 *   PENDING → FAILED                                          (with the provider's remit error code)
 *   ACKNOWLEDGED | PENDING → CANCELLED                        (the sandbox control, or POST …/cancel)
 *   SUCCESS → REVERSAL_PENDING → RETURNED | REVERSAL_REJECTED (POST …/reversal; the partner decides)
 * The sender's ledger is debited the quote's sending amount and fee at ACKNOWLEDGED; FAILED and
 * CANCELLED credit both back, RETURNED the amount alone (the payout happened, the fee is kept).
 * REVERSAL_PENDING and REVERSAL_REJECTED move no money (the SDK's REVERSAL PENDING / REJECTED: "do
 * not refund"); a reversal that goes through ends RETURNED, credited by that one move.
 */
export const TRANSACTION_TRANSITIONS: Record<TransactionStatus, readonly TransactionStatus[]> = {
  // The worker hands it to the payout partner; the sender (or the sandbox) may still cancel it.
  ACKNOWLEDGED: ['PENDING', 'CANCELLED'],
  // Paid out, failed by the partner, or cancelled before the partner credited it.
  PENDING: ['SUCCESS', 'FAILED', 'CANCELLED'],
  // Returned by the payout network (magic RETURN reference, sandbox control) or a reversal requested.
  SUCCESS: ['RETURNED', 'REVERSAL_PENDING'],
  FAILED: [],
  CANCELLED: [],
  RETURNED: [],
  // The receiving partner reverses it (RETURNED, the amount credited back) or refuses (REVERSAL_REJECTED).
  REVERSAL_PENDING: ['RETURNED', 'REVERSAL_REJECTED'],
  // The payout stands; like SUCCESS it is paid out, not final: the network may still return it.
  REVERSAL_REJECTED: ['RETURNED'],
};

/** Statuses that credit the sender back: FAILED and CANCELLED the amount and fee, RETURNED the amount (fee kept). */
export const REFUNDING: readonly TransactionStatus[] = ['FAILED', 'CANCELLED', 'RETURNED'];

/** A return's reason, in words: the network's (or the sandbox control's) reason after this prefix. */
export const RETURN_PREFIX = 'Returned by the payout network: ';
/** What a sandbox return says when no reason was given (planned, or forced without one). */
export const SANDBOX_RETURN_REASON = "the beneficiary's account is closed (sandbox)";

/** A cancellation's reason, in words: the sender's reason after this prefix. */
export const CANCEL_PREFIX = 'Cancelled by the sender: ';
/** A requested reversal's reason while the partner decides: the sender's reason after this prefix. */
export const REVERSAL_REQUEST_PREFIX = 'Reversal requested by the sender: ';
/** A reversal that went through: the sender's reason after this prefix. */
export const REVERSED_PREFIX = "Reversed at the sender's request: ";
/** What the sandbox's receiving partner says when it refuses a reversal. */
export const REVERSAL_REJECTED_REASON =
  'Reversal rejected by the receiving partner: the beneficiary has already used the funds (sandbox)';

/** Sandbox magic value: a reversal whose reason holds the word REJECT (in capitals) is refused by the partner. */
export function plannedReversalOutcome(reason: string): 'RETURNED' | 'REVERSAL_REJECTED' {
  return /\bREJECT\b/.test(reason) ? 'REVERSAL_REJECTED' : 'RETURNED';
}

/** Remit failure codes the sandbox produces (GSME = the provider's prefix on TerraPay codes). */
export const REMIT_FAILURES = {
  GSME3006: 'Sender KYC validation failed',
  GSME3007: 'Beneficiary KYC validation failed',
  GSME3101: 'Bank credit failed: invalid account',
  GSME3032: 'Remit failed',
} as const;
export type RemitFailureCode = keyof typeof REMIT_FAILURES;

/**
 * Sandbox magic values, documented in the OpenAPI description:
 * - amount with cents .13 → FAILED GSME3006 (sender KYC); .14 → GSME3007 (beneficiary KYC);
 *   .15 → GSME3101 (invalid account);
 * - a transactionReference containing RETURN succeeds and is then RETURNED;
 * - a reversal is RETURNED one step after it was requested, or REVERSAL_REJECTED when its reason
 *   holds the word REJECT (plannedReversalOutcome).
 */
export function plannedTransactionOutcome(amount: string, partnerRef: string): string | null {
  const cents = /\.(\d{2})/.exec(amount)?.[1];
  if (cents === '13') return 'FAILED:GSME3006';
  if (cents === '14') return 'FAILED:GSME3007';
  if (cents === '15') return 'FAILED:GSME3101';
  if (/RETURN/i.test(partnerRef)) return 'RETURNED';
  return null;
}
