import { z } from 'zod';
import { CRYPTO_ASSETS, findNetwork, networkCarries } from '@/lib/reference/deposit-networks';
import { fitsMinorUnits } from '@/lib/reference/money';
import { currencyCodeSchema, decimalStringSchema, positiveAmountSchema } from './common';
import { balanceSchema } from './balance';
import { PAYMENT_STATUSES } from './payment';
import { TRANSACTION_STATUSES } from './transaction';

/** Digital assets arrive with at most this many decimals (USDT, USDC and XRP all use 6). */
export const CRYPTO_DEPOSIT_DECIMALS = 6;

/**
 * POST /api/v1/sandbox/deposits — simulate funds arriving on a deposit instruction: a bank
 * transfer in `currency`, or a digital `asset` sent on a chain `network` (credited to the
 * balance the asset settles into).
 */
export const simulateDepositRequestSchema = z
  .object({
    currency: currencyCodeSchema.optional(),
    asset: z.enum(CRYPTO_ASSETS).optional(),
    network: z.string().trim().toUpperCase().optional(),
    amount: positiveAmountSchema,
    reference: z.string().trim().max(140).optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (body.asset === undefined) {
      if (body.currency === undefined) return issue('currency', 'is required');
      if (body.network !== undefined) issue('network', 'is only for a digital asset (asset)');
      if (decimalStringSchema.safeParse(body.amount).success && !fitsMinorUnits(body.amount, body.currency))
        issue('amount', `has more decimals than ${body.currency} allows`);
      return;
    }
    if (body.currency !== undefined) issue('currency', 'cannot be given with asset: a deposit is one or the other');
    const network = body.network === undefined ? undefined : findNetwork(body.network);
    if (body.network === undefined) issue('network', 'is required');
    else if (network?.kind !== 'chain' || !networkCarries(network, body.asset))
      issue('network', `does not carry ${body.asset}`);
    const decimals = body.amount.split('.')[1]?.length ?? 0;
    if (decimalStringSchema.safeParse(body.amount).success && decimals > CRYPTO_DEPOSIT_DECIMALS)
      issue('amount', `has more than ${CRYPTO_DEPOSIT_DECIMALS} decimals`);
  });
export type SimulateDepositRequest = z.infer<typeof simulateDepositRequestSchema>;

export const simulateDepositResponseSchema = z.object({
  depositId: z.string(),
  /** In the balance's currency (for a digital asset, what it settled into). */
  credited: z.string(),
  balance: balanceSchema,
  /** A digital asset deposit: what arrived, on which network, and the rate it was credited at. */
  received: z.object({ asset: z.string(), network: z.string(), amount: z.string(), rate: z.string() }).optional(),
});
export type SimulateDepositResponse = z.infer<typeof simulateDepositResponseSchema>;

/** POST /api/v1/sandbox/{payments|transactions}/{ref}/transitions: force a move to `to`. */
export function sandboxTransitionSchema<S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({ to: z.enum(statuses), reason: z.string().max(256).optional() }).strict();
}

/**
 * The remit failure codes the sandbox produces (lib/provider/transactions/model.ts REMIT_FAILURES),
 * for a transaction forced to FAILED with a named failure (`errorCode`); without one it is GSME3032.
 */
export const SANDBOX_FAILURE_CODES = ['GSME3006', 'GSME3007', 'GSME3101', 'GSME3032'] as const;
export type SandboxFailureCode = (typeof SANDBOX_FAILURE_CODES)[number];

/** POST /api/v1/sandbox/transactions/{reference}/transitions: a move, and for FAILED its remit failure code. */
export const sandboxTransactionTransitionSchema = z
  .object({
    to: z.enum(TRANSACTION_STATUSES),
    reason: z.string().max(256).optional(),
    errorCode: z.enum(SANDBOX_FAILURE_CODES).optional(),
  })
  .strict();
export type SandboxTransactionTransition = z.infer<typeof sandboxTransactionTransitionSchema>;

export const sandboxPaymentTransitionSchema = sandboxTransitionSchema(PAYMENT_STATUSES);
export type SandboxPaymentTransition = z.infer<typeof sandboxPaymentTransitionSchema>;

/**
 * The next outcome a sandbox transaction's lifecycle plays at its own pace (PUT
 * /api/v1/sandbox/transactions/{reference}/planned-outcome): SUCCESS (paid out and stays so; on a
 * pending reversal, the partner rejects it), FAILED with a remit failure `errorCode` (before payout),
 * or RETURNED (after payout; on a pending reversal, it goes through).
 */
export const PLANNED_OUTCOMES = ['SUCCESS', 'FAILED', 'RETURNED'] as const;
export type PlannedOutcome = (typeof PLANNED_OUTCOMES)[number];

export const plannedOutcomeRequestSchema = z
  .object({ outcome: z.enum(PLANNED_OUTCOMES), errorCode: z.enum(SANDBOX_FAILURE_CODES).optional() })
  .strict()
  .superRefine((body, ctx) => {
    if (body.errorCode !== undefined && body.outcome !== 'FAILED')
      ctx.addIssue({ code: 'custom', path: ['errorCode'], message: 'is only for the outcome FAILED' });
  });
export type PlannedOutcomeRequest = z.infer<typeof plannedOutcomeRequestSchema>;

/** A transaction's planned next outcome; `outcome` null once it has reached its end. */
export const plannedOutcomeResponseSchema = z.object({
  transactionReference: z.string(),
  status: z.enum(TRANSACTION_STATUSES),
  outcome: z.enum(PLANNED_OUTCOMES).nullable(),
  errorCode: z.enum(SANDBOX_FAILURE_CODES).optional(),
  /** Whether it is the outcome the sandbox's magic values give (amount cents, RETURN reference, REJECT reason). */
  natural: z.boolean(),
  /** When the lifecycle takes the next step (null: nothing more is to come). */
  nextStepAt: z.string().nullable(),
});
export type PlannedOutcomeAnswer = z.infer<typeof plannedOutcomeResponseSchema>;
