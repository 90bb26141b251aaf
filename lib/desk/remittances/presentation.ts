import { explainErrorCode, isErrorCode } from '@/lib/schemas/error-codes';
import { statusGroupOf, type RemittanceKindName } from './lifecycle';

/*
 * Words and tones for remittances, shared by server pages and the live client component (pure).
 */

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

/** `PENDING` → `Pending`. */
export function statusLabel(status: string): string {
  return status.charAt(0) + status.slice(1).toLowerCase();
}

export type StatusTone = 'info' | 'good' | 'bad' | 'warn' | 'neutral';

export function statusTone(status: string): StatusTone {
  if (status === 'RETURNED') return 'warn';
  const group = statusGroupOf(status);
  return group === 'completed' ? 'good' : group === 'problem' ? 'bad' : group === 'in-flight' ? 'info' : 'neutral';
}

const STATUS_WORDS: Record<RemittanceKindName, Record<string, string>> = {
  transaction: {
    ACKNOWLEDGED:
      'The payments provider accepted the transaction and debited the sending balance. It goes to the payout partner next.',
    PENDING: "With the payout partner: waiting for the recipient's account to be credited.",
    SUCCESS: "Paid out: the recipient's account was credited.",
    FAILED: 'The payout failed. The sending balance was credited back.',
    CANCELLED: 'Cancelled before it was paid out. The sending balance was credited back.',
    RETURNED: 'Paid out, then returned by the payout network. The amount was credited back to the sending balance.',
  },
  payment: {
    CREATED: 'Accepted: the debit amount and the fee are taken from the balance. Processing starts shortly.',
    PROCESSING: "Being paid to the beneficiary's bank.",
    COMPLETED: 'Paid to the beneficiary.',
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
  /** Why it failed and what to do, where the error code says. */
  failure?: { title: string; action: string; code?: string; message?: string };
}

/** The status in plain words; for a failure, the error code's explanation where it applies. */
export function explainStatus(
  kind: RemittanceKindName,
  status: string,
  errorCode?: string | null,
  errorMessage?: string | null,
): StatusExplanation {
  const summary = STATUS_WORDS[kind][status] ?? `The payments API reports the status ${status}.`;
  if (status !== 'FAILED' && status !== 'CANCELLED') return { summary };
  const known = errorCode
    ? (REMIT_FAILURE_WORDS[errorCode] ?? (isErrorCode(errorCode) ? explainErrorCode(errorCode) : undefined))
    : undefined;
  if (known)
    return { summary, failure: { ...known, code: errorCode ?? undefined, message: errorMessage ?? undefined } };
  if (errorMessage)
    return {
      summary,
      failure: {
        title: errorMessage,
        action:
          status === 'FAILED'
            ? 'Check the details, then send a new remittance.'
            : 'Send a new remittance if it is still needed.',
        code: errorCode ?? undefined,
      },
    };
  return { summary };
}

const SOURCE_LABELS = { submit: 'Submitted from the desk', webhook: 'Webhook', poll: 'Read from the API' } as const;

export function sourceLabel(source: string): string {
  return SOURCE_LABELS[source as keyof typeof SOURCE_LABELS] ?? source;
}

// Timestamps have one formatter, in the person's zone: lib/desk/time-zone.ts.
export { formatDateTime } from '../time-zone';
