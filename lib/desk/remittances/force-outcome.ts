import { z } from 'zod';
import type { PaymentsApi } from '@/lib/api-client/client';
import type { DeskUser } from '@/lib/auth/session';
import type { Db } from '@/lib/db/client';
import { ActionRefusal } from '@/lib/desk/action-result';
import { SANDBOX_FAILURE_CODES } from '@/lib/schemas/sandbox';
import { getRemittance } from './record';
import { FAILURE_CHOICES, outcomeMoves, SANDBOX_OUTCOMES, type SandboxOutcome } from './sandbox-outcome';

/** What the scenario buttons send: the remittance, the outcome and, for a failure, its code. */
export const forceOutcomeSchema = z
  .object({
    reference: z.string().trim().min(1).max(256),
    outcome: z.enum(SANDBOX_OUTCOMES),
    failureCode: z.enum(SANDBOX_FAILURE_CODES).optional(),
  })
  .strict();
export type ForceOutcomeInput = z.output<typeof forceOutcomeSchema>;

export interface ForcedOutcome {
  outcome: SandboxOutcome;
  /** The statuses the remittance was moved through, in order. */
  moves: string[];
  status: string;
}

export interface ForceOutcomeDeps {
  api: () => Pick<
    PaymentsApi,
    'getTransaction' | 'getPayment' | 'transitionSandboxTransaction' | 'transitionSandboxPayment'
  >;
  db: () => Promise<Db>;
  mode: () => 'sandbox' | 'live';
}

const WORDS: Record<SandboxOutcome, string> = { success: 'paid out', failure: 'failed', return: 'returned' };

/**
 * Forces a remittance's outcome on the sandbox: reads where the API has it now, then moves it
 * there one legal step at a time through the sandbox transition route; the desk's record follows
 * from the webhooks those moves send, as for any other move. Refused in words when the desk is not
 * in sandbox mode or the remittance can no longer reach the outcome.
 */
export async function forceOutcome(deps: ForceOutcomeDeps, input: ForceOutcomeInput): Promise<ForcedOutcome> {
  if (deps.mode() !== 'sandbox') throw new ActionRefusal('Outcomes can be forced only on the sandbox.');
  const remittance = await getRemittance(await deps.db(), input.reference);
  if (!remittance) throw new ActionRefusal(`No remittance with reference ${input.reference}.`);
  const api = deps.api();
  const { serviceRef, kind } = remittance;
  const status =
    kind === 'transaction' ? (await api.getTransaction(serviceRef)).status : (await api.getPayment(serviceRef)).status;
  const moves = outcomeMoves(kind, status, input.outcome);
  if (!moves)
    throw new ActionRefusal(
      `This remittance is ${status.toLowerCase()} on the sandbox: it can no longer be ${WORDS[input.outcome]}.`,
    );
  const failure = FAILURE_CHOICES.find((choice) => choice.code === (input.failureCode ?? 'GSME3032'))!;
  let now = status;
  for (const to of moves) {
    const failing = to === 'FAILED';
    now =
      kind === 'transaction'
        ? (
            await api.transitionSandboxTransaction(serviceRef, {
              to: to as never,
              ...(failing ? { errorCode: failure.code } : {}),
            })
          ).status
        : (
            await api.transitionSandboxPayment(serviceRef, {
              to: to as never,
              ...(failing ? { reason: failure.words } : {}),
            })
          ).status;
  }
  return { outcome: input.outcome, moves, status: now };
}

/** The scenario buttons' action (lib/desk/actions/sandbox-outcomes.ts): operators and admins, audited. */
export function forceOutcomeSpec(deps: ForceOutcomeDeps) {
  return {
    name: 'sandbox.force-outcome',
    permission: 'sandbox:simulate-outcome' as const,
    schema: forceOutcomeSchema,
    target: (input: ForceOutcomeInput) =>
      input.outcome === 'failure' ? `failure ${input.failureCode ?? 'GSME3032'}` : input.outcome,
    remittance: (input: ForceOutcomeInput) => input.reference,
    run: (input: ForceOutcomeInput, _user: DeskUser) => forceOutcome(deps, input),
    auditDetails: (result: ForcedOutcome) => ({ moves: result.moves, status: result.status }),
  };
}
