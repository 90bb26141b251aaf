import { z } from 'zod';
import type { ActionSpec } from '@/lib/desk/action-recipe';
import { resetDemo, startDemo, stopDemo, type DemoDeps } from './control';

/*
 * The demo run's action specs (lib/desk/actions/demo.ts makes each a protectedAction): admins only
 * (`demo:run`), each audited — the start with its scenario and reference prefix, the stop, and the
 * reset with what it removed on each side.
 */

const startSchema = z.object({
  scenario: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be one of the scenarios listed'),
});
const noInput = z.object({}).strict();

export interface StartedRun {
  runId: string;
  scenario: string;
  referencePrefix: string;
}

export function demoActionSpecs(deps: () => Promise<DemoDeps>) {
  const start: ActionSpec<typeof startSchema, StartedRun, never> = {
    name: 'demo.start',
    permission: 'demo:run',
    schema: startSchema,
    target: (input) => input.scenario,
    run: async ({ scenario }, user) => {
      const run = await startDemo(await deps(), scenario, user.id);
      return { runId: run.id, scenario: run.scenario, referencePrefix: run.referencePrefix };
    },
    auditDetails: (started) => ({ ...started }),
  };
  const stop: ActionSpec<typeof noInput, { runId: string }, never> = {
    name: 'demo.stop',
    permission: 'demo:run',
    schema: noInput,
    run: async () => ({ runId: (await stopDemo((await deps()).db)).id }),
    auditDetails: (stopped) => stopped,
  };
  const reset: ActionSpec<typeof noInput, { runId: string; summary: string }, never> = {
    name: 'demo.reset',
    permission: 'demo:run',
    schema: noInput,
    run: async () => {
      const outcome = await resetDemo(await deps());
      const api = outcome.api.ok
        ? `${outcome.api.data.removed.transactions} transactions and ${outcome.api.data.removed.payments} FX payments removed from the sandbox`
        : 'this payments API has no sandbox reset, so its records stay';
      const summary = `${api}; ${outcome.desk.remittances} remittances and ${outcome.desk.reviewCases} review cases removed from the desk; the clock is ${outcome.clock ? 'back on real time' : 'as it was (it could not be reset)'}.`;
      return { runId: outcome.run.id, summary };
    },
    auditDetails: (reset) => reset,
  };
  return { start, stop, reset };
}
