'use server';

import { paymentsApi } from '@/lib/api-client';
import { accountCheckSpec } from '@/lib/desk/composer/account-check';
import { deskDb } from '@/lib/desk/database';
import { protectedAction } from '@/lib/desk/protected-action';
import { transactionOperationSpec } from '@/lib/desk/remittances/transaction-ops';

/** Cancel a transaction before payout, with a reason (operators and admins; audited). */
export const cancelTransactionAction = protectedAction(
  transactionOperationSpec({ api: paymentsApi, db: deskDb }, 'cancel'),
);

/** Ask for the reversal of a paid-out transaction, with a reason (operators and admins; audited). */
export const requestReversalAction = protectedAction(
  transactionOperationSpec({ api: paymentsApi, db: deskDb }, 'reversal'),
);

/** The composer's "Check account": does the credit party's account exist, and whose is it (audited). */
export const checkAccountAction = protectedAction(accountCheckSpec({ api: paymentsApi }));
