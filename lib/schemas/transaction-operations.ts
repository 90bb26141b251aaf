import { z } from 'zod';
import { textSchema } from './fields';

/*
 * Cancel and reversal of a transaction (reference A.7, A.10: the provider's remitCancel and
 * reversalInitiate): POST /api/v1/transactions/{reference}/cancel and …/reversal, both answering the
 * transaction query's shape. The reason is kept on the record and its events, in words.
 */

/** The longest reason kept: one line, as the desk's dialog and the provider's clients write it. */
export const OPERATION_REASON_MAX = 256;

/** Body of POST /api/v1/transactions/{reference}/cancel — before payout (ACKNOWLEDGED or PENDING). */
export const cancelTransactionRequestSchema = z.object({
  /** Why it is cancelled, in words (1 to 256 characters). */
  reason: textSchema(OPERATION_REASON_MAX),
});
export type CancelTransactionRequest = z.infer<typeof cancelTransactionRequestSchema>;

/** Body of POST /api/v1/transactions/{reference}/reversal — after SUCCESS only. */
export const reversalRequestSchema = z.object({
  /** Why the sender asks for the money back, in words (1 to 256 characters). */
  reason: textSchema(OPERATION_REASON_MAX),
});
export type ReversalRequest = z.infer<typeof reversalRequestSchema>;
