import { z } from 'zod';
import type { PaymentsApi } from '@/lib/api-client/client';
import type { DeskUser } from '@/lib/auth/session';
import type { Db } from '@/lib/db/client';
import { ActionRefusal } from '@/lib/desk/action-result';
import { SANDBOX_FAILURE_CODES, type PlannedOutcomeAnswer } from '@/lib/schemas/sandbox';
import { getRemittance } from './record';
import { PLANNED_OUTCOME_OF, SANDBOX_OUTCOMES } from './sandbox-outcome';

/** What "Plan the next outcome" sends: the remittance, the outcome (or `natural`, the reset) and a failure's code. */
export const planOutcomeSchema = z
  .object({
    reference: z.string().trim().min(1).max(256),
    outcome: z.enum([...SANDBOX_OUTCOMES, 'natural']),
    failureCode: z.enum(SANDBOX_FAILURE_CODES).optional(),
  })
  .strict();
export type PlanOutcomeInput = z.output<typeof planOutcomeSchema>;

export interface PlanOutcomeDeps {
  api: () => Pick<PaymentsApi, 'getSandboxPlannedOutcome' | 'planSandboxOutcome' | 'resetSandboxOutcome'>;
  db: () => Promise<Db>;
  mode: () => 'sandbox' | 'live';
}

/** The sandbox transaction behind a desk reference; refused in words off the sandbox or for an FX payment. */
async function plannableTransaction(deps: PlanOutcomeDeps, reference: string): Promise<string> {
  if (deps.mode() !== 'sandbox') throw new ActionRefusal('Outcomes can be planned only on the sandbox.');
  const remittance = await getRemittance(await deps.db(), reference);
  if (!remittance) throw new ActionRefusal(`No remittance with reference ${reference}.`);
  if (remittance.kind !== 'transaction')
    throw new ActionRefusal("An FX payment's outcome cannot be planned on the sandbox: force it now instead.");
  return remittance.serviceRef;
}

/**
 * Plans the next outcome a sandbox transaction's lifecycle plays at its own pace (nothing moves
 * now), or with `natural` resets it to what its amount and reference give. The desk's record
 * follows from the webhooks when the step falls due. Refused in words off the sandbox, for an FX
 * payment, or by the API when the outcome can no longer happen.
 */
export async function planOutcome(deps: PlanOutcomeDeps, input: PlanOutcomeInput): Promise<PlannedOutcomeAnswer> {
  const serviceRef = await plannableTransaction(deps, input.reference);
  const api = deps.api();
  if (input.outcome === 'natural') return api.resetSandboxOutcome(serviceRef);
  const outcome = PLANNED_OUTCOME_OF[input.outcome];
  return api.planSandboxOutcome(serviceRef, {
    outcome,
    ...(outcome === 'FAILED' ? { errorCode: input.failureCode ?? 'GSME3032' } : {}),
  });
}

/** The planned next outcome of a remittance (the desk's read route); undefined for an FX payment. */
export async function readPlannedOutcome(
  deps: PlanOutcomeDeps,
  reference: string,
): Promise<PlannedOutcomeAnswer | undefined> {
  try {
    return await deps.api().getSandboxPlannedOutcome(await plannableTransaction(deps, reference));
  } catch (error) {
    if (error instanceof ActionRefusal) return undefined;
    throw error;
  }
}

/** "Plan the next outcome" and its reset (lib/desk/actions/sandbox-outcomes.ts): operators and admins, audited. */
export function planOutcomeSpec(deps: PlanOutcomeDeps) {
  return {
    name: 'sandbox.plan-outcome',
    permission: 'sandbox:simulate-outcome' as const,
    schema: planOutcomeSchema,
    target: (input: PlanOutcomeInput) =>
      input.outcome === 'failure' ? `failure ${input.failureCode ?? 'GSME3032'}` : input.outcome,
    remittance: (input: PlanOutcomeInput) => input.reference,
    run: (input: PlanOutcomeInput, _user: DeskUser) => planOutcome(deps, input),
    auditDetails: (plan: PlannedOutcomeAnswer) => ({
      status: plan.status,
      planned: plan.outcome,
      ...(plan.errorCode ? { errorCode: plan.errorCode } : {}),
      natural: plan.natural,
    }),
  };
}
