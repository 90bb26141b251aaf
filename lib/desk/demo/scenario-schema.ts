import { z } from 'zod';
import { currencyCodeSchema, positiveAmountSchema } from '@/lib/schemas/common';
import { wireErrorMap } from '@/lib/schemas/issues';
import { TRANSACTION_TYPES } from '@/lib/schemas/transaction-blocks';

/*
 * A demo scenario (scenarios/README.md): what a demo run plays on the sandbox, step by step. One
 * JSON file per scenario in `scenarios/`; the runner (lib/desk/demo/runner.ts) refuses a file this
 * schema refuses, naming the file and the field.
 */

const stepId = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be lowercase letters, digits and dashes (at most 40)');

/** What every step has: a name for the watch page, and how long to wait before it. */
const stepBase = {
  id: stepId,
  /** Shown on /demo beside the step's state, e.g. "A business pays a supplier in Lagos". */
  title: z.string().trim().min(1).max(120),
  /** Seconds to wait after the step before it (scaled by the run's pace; 0 in tests). */
  after: z.number().min(0).max(600).default(0),
};

/** A remittance's state when the run settles: a final status, or SUCCESS/COMPLETED (paid out). */
const TRANSACTION_ENDS = ['SUCCESS', 'FAILED', 'RETURNED', 'CANCELLED'] as const;
const PAYMENT_ENDS = ['COMPLETED', 'FAILED', 'RETURNED', 'CANCELLED'] as const;

/** Fields of the API's create bodies, free-form here: the API checks them when the step runs. */
const wireObject = z.record(z.string(), z.unknown());

export const depositStepSchema = z
  .object({
    ...stepBase,
    do: z.literal('deposit'),
    /** A bank transfer in this currency, sent to the current deposit instruction. */
    currency: currencyCodeSchema,
    amount: positiveAmountSchema,
    network: z.string().trim().min(1).max(20).default('SWIFT'),
    sourceCountry: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'must be a two-letter country code such as US')
      .default('US'),
  })
  .strict();

export const transactionStepSchema = z
  .object({
    ...stepBase,
    do: z.literal('transaction'),
    type: z.enum(TRANSACTION_TYPES),
    /** What the recipient receives (the quote is asked on the receiving side). Cents .13/.14/.15 fail it. */
    amount: positiveAmountSchema,
    currency: currencyCodeSchema,
    /** `returned`: paid out, then returned by the payout network (its reference carries RETURN). */
    outcome: z.enum(['returned']).optional(),
    /** The first quote is left to expire (the sandbox clock moves past it) and a fresh one is asked. */
    requote: z.boolean().default(false),
    /** Fields of the type's example body replaced, by dotted path: `{ "recipientKyc.subjectName.firstName": "Ivan" }`. */
    set: z
      .record(z.string().regex(/^[A-Za-z]+(\.[A-Za-z0-9]+)*$/, 'must be a dotted field path'), z.unknown())
      .optional(),
    /** Where it must end for the run to finish. */
    expect: z.enum(TRANSACTION_ENDS),
  })
  .strict();

export const paymentStepSchema = z
  .object({
    ...stepBase,
    do: z.literal('payment'),
    sellCurrency: currencyCodeSchema,
    buyCurrency: currencyCodeSchema,
    /** What is sold (debited). Cents .13 fail it. */
    amount: positiveAmountSchema,
    outcome: z.enum(['returned']).optional(),
    /** POST /api/v1/payers's body (without requestId), created for this run. */
    payer: wireObject,
    /** POST /api/v1/beneficiaries's body (without requestId), created for this run. */
    beneficiary: wireObject,
    /** paymentInstruction and compliance, as the API takes them. */
    paymentInstruction: wireObject,
    compliance: wireObject.optional(),
    expect: z.enum(PAYMENT_ENDS),
  })
  .strict();

export const approveStepSchema = z
  .object({
    ...stepBase,
    do: z.literal('approve'),
    /** The id of an earlier transaction or payment step, held for review: the demo reviewer approves it. */
    remittance: stepId,
  })
  .strict();

export const clockStepSchema = z
  .object({
    ...stepBase,
    do: z.literal('clock'),
    rate: z.number().min(0.1).max(100).optional(),
    paused: z.boolean().optional(),
    advanceSeconds: z.number().int().min(1).max(86_400).optional(),
  })
  .strict()
  .refine((s) => s.rate !== undefined || s.paused !== undefined || s.advanceSeconds !== undefined, {
    path: ['rate'],
    message: 'is required: give rate, paused or advanceSeconds',
  });

export const settleStepSchema = z
  .object({
    ...stepBase,
    do: z.literal('settle'),
    /** How long (sandbox-paced seconds) to wait for every remittance to end as its step expects. */
    timeoutSeconds: z.number().int().min(5).max(1800).default(300),
  })
  .strict();

export const STEP_KINDS = ['deposit', 'transaction', 'payment', 'approve', 'clock', 'settle'] as const;

export const scenarioStepSchema = z.discriminatedUnion('do', [
  depositStepSchema,
  transactionStepSchema,
  paymentStepSchema,
  approveStepSchema,
  clockStepSchema,
  settleStepSchema,
]);

export const scenarioSchema = z
  .object({
    title: z.string().trim().min(1).max(80),
    description: z.string().trim().max(600).default(''),
    /** The sandbox clock's rate while the run plays (reset puts it back on real time). */
    clockRate: z.number().min(0.1).max(100).default(1),
    steps: z.array(scenarioStepSchema).min(1).max(50),
  })
  .strict()
  .superRefine((scenario, ctx) => {
    const seen = new Map<string, string>();
    scenario.steps.forEach((step, index) => {
      if (seen.has(step.id))
        ctx.addIssue({ code: 'custom', path: ['steps', index, 'id'], message: `repeats the id "${step.id}"` });
      if (step.do === 'approve') {
        const named = seen.get(step.remittance);
        if (named !== 'transaction' && named !== 'payment')
          ctx.addIssue({
            code: 'custom',
            path: ['steps', index, 'remittance'],
            message: `names no earlier transaction or payment step ("${step.remittance}")`,
          });
      }
      seen.set(step.id, step.do);
    });
  });

export type Scenario = z.output<typeof scenarioSchema>;
export type ScenarioStep = Scenario['steps'][number];
export type RemittanceStep = Extract<ScenarioStep, { do: 'transaction' | 'payment' }>;

/** A scenario file refused: the file and the first field that is wrong, in words. */
export class ScenarioError extends Error {}

/** Parses a scenario file's text; a refusal names the file and the field (`steps[3].amount`). */
export function parseScenario(name: string, text: string): Scenario {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ScenarioError(`${name}: not JSON (${error instanceof Error ? error.message : 'unreadable'})`);
  }
  const parsed = scenarioSchema.safeParse(json, { error: wireErrorMap });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
  const field = path.reduce<string>(
    (at, part) => (typeof part === 'number' ? `${at}[${part}]` : at ? `${at}.${String(part)}` : String(part)),
    '',
  );
  // A step whose `do` is missing or unknown: zod calls it a union that matched nothing.
  const message = issue.code === 'invalid_union' ? `must be one of ${STEP_KINDS.join(', ')}` : issue.message;
  throw new ScenarioError(`${name}: ${field || 'the file'} ${message}`);
}
