import type { RemittanceKindName } from './lifecycle';

/*
 * What a person may do to a transaction from its page (pure, for the client island): cancel it
 * before payout, or ask for its reversal once paid out. The API decides; these only offer the
 * button where the lifecycle allows the move (lib/provider/transactions/model.ts).
 */

export const TRANSACTION_OPERATIONS = ['cancel', 'reversal'] as const;
export type TransactionOperation = (typeof TRANSACTION_OPERATIONS)[number];

const ALLOWED_FROM: Record<TransactionOperation, readonly string[]> = {
  cancel: ['ACKNOWLEDGED', 'PENDING'],
  reversal: ['SUCCESS'],
};

/** The operations a transaction in `status` offers (none for an FX payment). */
export function operationsFor(kind: RemittanceKindName, status: string): TransactionOperation[] {
  if (kind !== 'transaction') return [];
  return TRANSACTION_OPERATIONS.filter((operation) => ALLOWED_FROM[operation].includes(status));
}

/** Each operation's button (on the page's first load; the rest of its words come with its dialog). */
export const OPERATION_BUTTONS: Record<TransactionOperation, string> = {
  cancel: 'Cancel',
  reversal: 'Request reversal',
};

/** The words of each operation: the dialog's question and explanation, and what it did. */
export const OPERATION_WORDS: Record<
  TransactionOperation,
  { question: string; explanation: string; confirm: string; done: string }
> = {
  cancel: {
    question: 'Cancel this transaction?',
    explanation:
      'It has not been paid out yet. Cancelling stops it for good: the sending amount and the fee are credited back to the balance.',
    confirm: 'Yes, cancel it',
    done: 'Cancelled: the sending amount and the fee are back on the balance.',
  },
  reversal: {
    question: 'Request a reversal?',
    explanation:
      "It was paid out. The receiving partner is asked to take the money back; if it agrees, the sending amount is credited back (the fee is kept), if not, the payout stands. The page follows the partner's answer.",
    confirm: 'Yes, request the reversal',
    done: "Reversal requested: the page follows the receiving partner's answer.",
  },
};

/** The longest reason the API keeps (lib/schemas/transaction-operations.ts). */
export const REASON_MAX = 256;
