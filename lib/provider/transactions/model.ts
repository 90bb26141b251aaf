import type { TransactionStatus } from '@/lib/schemas/transaction';

/**
 * Transaction lifecycle (ARCHITECTURE.md; statuses of the provider's query, reference A.7):
 *   (create) → ACKNOWLEDGED → PENDING → SUCCESS → RETURNED   (reversed by the payout network)
 *   PENDING → FAILED                                          (with the provider's remit error code)
 *   ACKNOWLEDGED | PENDING → CANCELLED
 * The sender's ledger is debited the quote's sending amount and fee at ACKNOWLEDGED; FAILED and
 * CANCELLED credit both back, RETURNED the amount alone (the payout happened, the fee is kept).
 */
export const TRANSACTION_TRANSITIONS: Record<TransactionStatus, readonly TransactionStatus[]> = {
  ACKNOWLEDGED: ['PENDING', 'CANCELLED'],
  PENDING: ['SUCCESS', 'FAILED', 'CANCELLED'],
  SUCCESS: ['RETURNED'],
  FAILED: [],
  CANCELLED: [],
  RETURNED: [],
};

/** Statuses that credit the sender back: FAILED and CANCELLED the amount and fee, RETURNED the amount (fee kept). */
export const REFUNDING: readonly TransactionStatus[] = ['FAILED', 'CANCELLED', 'RETURNED'];

/** A return's reason, in words: the network's (or the sandbox control's) reason after this prefix. */
export const RETURN_PREFIX = 'Returned by the payout network: ';
/** What a sandbox return says when no reason was given (planned, or forced without one). */
export const SANDBOX_RETURN_REASON = "the beneficiary's account is closed (sandbox)";

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
 * - a transactionReference containing RETURN succeeds and is then RETURNED.
 */
export function plannedTransactionOutcome(amount: string, partnerRef: string): string | null {
  const cents = /\.(\d{2})/.exec(amount)?.[1];
  if (cents === '13') return 'FAILED:GSME3006';
  if (cents === '14') return 'FAILED:GSME3007';
  if (cents === '15') return 'FAILED:GSME3101';
  if (/RETURN/i.test(partnerRef)) return 'RETURNED';
  return null;
}
