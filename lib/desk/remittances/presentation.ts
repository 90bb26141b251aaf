import { explainErrorCode, isErrorCode } from '@/lib/schemas/error-codes';
import { FINAL_STATUSES, isPaidOut, statusGroupOf, type RemittanceKindName } from './lifecycle';

/*
 * Words and tones for remittances, shared by server pages and the live client component (pure).
 */

/** What a one-line mention of a remittance needs (RemittanceLine: the overview's lists, a party's page). */
export interface RemittanceLineItem {
  reference: string;
  kind: 'transaction' | 'payment';
  type: string | null;
  status: string;
  senderName: string | null;
  recipientName: string | null;
  amount: string;
  currency: string;
}

export const KIND_LABELS = {
  transaction: 'Transaction',
  b2b: 'Transaction · B2B',
  b2p: 'Transaction · B2P',
  p2b: 'Transaction · P2B',
  p2p: 'Transaction · P2P',
  payment: 'FX payment',
} as const;

export function kindLabel(kind: RemittanceKindName, type: string | null): string {
  if (kind === 'payment') return KIND_LABELS.payment;
  return type && type in KIND_LABELS ? KIND_LABELS[type as keyof typeof KIND_LABELS] : KIND_LABELS.transaction;
}

/** `PENDING` → `Pending`, `REVERSAL_PENDING` → `Reversal pending`. */
export function statusLabel(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase().replaceAll('_', ' ');
}

export type StatusTone = 'info' | 'good' | 'bad' | 'warn' | 'neutral';

export function statusTone(status: string): StatusTone {
  if (status === 'RETURNED' || status.startsWith('REVERSAL_')) return 'warn';
  const group = statusGroupOf(status);
  return group === 'completed' ? 'good' : group === 'problem' ? 'bad' : group === 'in-flight' ? 'info' : 'neutral';
}

const STATUS_WORDS: Record<RemittanceKindName, Record<string, string>> = {
  transaction: {
    ACKNOWLEDGED:
      'The payments provider accepted the transaction and debited the sending balance. It goes to the payout partner next.',
    PENDING: "With the payout partner: waiting for the recipient's account to be credited.",
    SUCCESS: "Paid out: the recipient's account was credited.",
    FAILED: 'The payout failed. The sending amount and the fee were credited back to the balance.',
    CANCELLED: 'Cancelled before it was paid out. The sending amount and the fee were credited back to the balance.',
    RETURNED:
      'Paid out, then returned by the payout network. The sending amount was credited back to the balance; the fee is kept.',
    REVERSAL_PENDING:
      'Paid out; a reversal was requested and the receiving partner is deciding. Nothing moves on the balance until it does.',
    REVERSAL_REJECTED:
      'Paid out; the receiving partner rejected the reversal, so the payout stands and nothing was credited back.',
  },
  payment: {
    CREATED: 'Accepted: the debit amount and the fee are taken from the balance. Processing starts shortly.',
    PROCESSING: "Being paid to the beneficiary's bank.",
    COMPLETED: 'Paid out: the beneficiary was paid.',
    FAILED:
      "The beneficiary's bank refused the credit. The debit amount and the fee were released back to the balance.",
    CANCELLED: 'Cancelled before processing. The debit amount and the fee were released back to the balance.',
    RETURNED:
      "Paid, then returned by the beneficiary's bank. The payout amount was returned to the balance; the fee is kept.",
  },
};

/** The payout partner's remit failure codes (the API's GSME prefix on TerraPay codes). */
const REMIT_FAILURE_WORDS: Record<string, { title: string; action: string }> = {
  GSME3006: {
    title: "The payout partner could not verify the sender's identity (KYC).",
    action: "Check the sender's name, date of birth, ID document and address, then send a new transaction.",
  },
  GSME3007: {
    title: "The payout partner could not verify the recipient's identity (KYC).",
    action: "Check the recipient's details against their ID document, then send a new transaction.",
  },
  GSME3101: {
    title: "The recipient's bank refused the credit: the account is not valid.",
    action: 'Check the account number and bank code with the recipient, then send a new transaction.',
  },
  GSME3032: {
    title: 'The payout partner refused the remittance.',
    action: 'Check the details with the recipient, or contact support with the reference.',
  },
};

export interface StatusExplanation {
  summary: string;
  /** Why it failed, was cancelled or was returned, and what to do; the reason in words where the code says. */
  failure?: { title: string; action: string; code?: string; message?: string; unexplained?: true };
}

/** The statuses whose reason a person needs to read: the payout did not (or may no longer) stand. */
const EXPLAINED = new Set(['FAILED', 'CANCELLED', 'RETURNED', 'REVERSAL_PENDING', 'REVERSAL_REJECTED']);

const NEXT_STEP: Record<string, string> = {
  FAILED: 'Check the details, then send a new remittance.',
  CANCELLED: 'Send a new remittance if it is still needed.',
  RETURNED: "Check the recipient's details with them, then send a new remittance.",
  REVERSAL_PENDING: "Nothing to do: the page follows the partner's answer.",
  REVERSAL_REJECTED: 'Ask the recipient to send the money back, or contact support with the service reference.',
};

/**
 * The status in plain words; for a failure, cancellation or return, the reason: the error code's
 * explanation where it has one, else the words the webhook carried (errorMessage, failureReason),
 * else that the payments API gave none.
 */
export function explainStatus(
  kind: RemittanceKindName,
  status: string,
  errorCode?: string | null,
  errorMessage?: string | null,
): StatusExplanation {
  const summary = STATUS_WORDS[kind][status] ?? `The payments API reports the status ${status}.`;
  if (!EXPLAINED.has(status)) return { summary };
  const known = errorCode
    ? (REMIT_FAILURE_WORDS[errorCode] ?? (isErrorCode(errorCode) ? explainErrorCode(errorCode) : undefined))
    : undefined;
  if (known)
    return { summary, failure: { ...known, code: errorCode ?? undefined, message: errorMessage ?? undefined } };
  const action = NEXT_STEP[status]!;
  if (errorMessage) return { summary, failure: { title: errorMessage, action, code: errorCode ?? undefined } };
  // Cancelled or a reversal asked from the desk's side needs no reason; a failure or return without one says so.
  if (status === 'CANCELLED' || status.startsWith('REVERSAL_')) return { summary };
  return {
    summary,
    failure: {
      title: `The payments API gave no reason for the ${status === 'RETURNED' ? 'return' : 'failure'}.`,
      action: `${action} Contact support with the service reference to learn more.`,
      code: errorCode ?? undefined,
      unexplained: true,
    },
  };
}

/**
 * What "final" means to a person: paid out is not final (a return may still follow); a failure,
 * cancellation or return is. Never "final" for a paid-out remittance, whatever the record's flag.
 */
export function finality(kind: RemittanceKindName, status: string, final: boolean): string {
  if (isPaidOut(kind, status))
    return final
      ? 'Paid out. A return may still follow: past the return window the desk no longer checks, but one would still arrive by webhook.'
      : 'Paid out. A return may still follow, so the desk keeps checking.';
  if (FINAL_STATUSES.includes(status)) return 'Final: no more changes are expected.';
  return final ? 'No more changes are expected.' : 'Updates every 2 seconds while it is in flight.';
}

/**
 * A proof of payment exists while it stands paid out (a reversal asked for is not yet one). Once
 * the money came back (RETURNED) there is no payment to prove: a receipt then would mislead.
 */
export function hasReceipt(kind: RemittanceKindName, status: string): boolean {
  return isPaidOut(kind, status) || status === 'REVERSAL_PENDING';
}

const SOURCE_LABELS = { submit: 'Submitted from the desk', webhook: 'Webhook', poll: 'Read from the API' } as const;

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source as keyof typeof SOURCE_LABELS] ?? source;
}

// Timestamps have one formatter, in the person's zone: lib/desk/time-zone.ts.
export { formatDateTime } from '../time-zone';
