import { z } from 'zod';

/**
 * POST /api/v1/sandbox/reset — remove what one demo run made (sandbox only): every transaction
 * whose transactionReference, and every FX payment whose requestId or merchantRef, starts with
 * `referencePrefix`, with their quotes, ledger entries, lifecycle events and webhook messages; the
 * deposits whose reference starts with it; and the quotes named in `quoteIds` (asked for and left
 * unused, e.g. one that expired and was asked again), the payers and beneficiaries named in
 * `partyIds`, and the idempotency keys that start with the prefix.
 */
export const sandboxResetRequestSchema = z
  .object({
    // Long and specific enough that it cannot sweep up records of another client by accident.
    referencePrefix: z
      .string()
      .trim()
      .min(8, 'must be at least 8 characters, so it names one run only')
      .max(40)
      .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'may hold letters, digits, _ and - only'),
    quoteIds: z.array(z.string().trim().min(1).max(100)).max(500).optional(),
    /** Payers and beneficiaries the run created (their ids). */
    partyIds: z.array(z.string().trim().min(1).max(100)).max(200).optional(),
  })
  .strict();
export type SandboxResetRequest = z.infer<typeof sandboxResetRequestSchema>;

export const sandboxResetResponseSchema = z.object({
  referencePrefix: z.string(),
  removed: z.object({
    transactions: z.number().int(),
    payments: z.number().int(),
    quotes: z.number().int(),
    parties: z.number().int(),
    ledgerEntries: z.number().int(),
    lifecycleEvents: z.number().int(),
    webhookMessages: z.number().int(),
  }),
});
export type SandboxResetResponse = z.infer<typeof sandboxResetResponseSchema>;
