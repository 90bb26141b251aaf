import type { Db } from '@/lib/db/client';
import { ActionRefusal } from '@/lib/desk/action-result';
import { resetRun, type ResetApi, type ResetOutcome } from './reset';
import { playRun, type RunnerDeps } from './runner';
import { createRun, currentRun, endRun, type DemoRun } from './runs';
import { ScenarioError } from './scenario-schema';
import { loadScenario } from './scenarios';

/*
 * Start, stop and reset (the actions in lib/desk/actions/demo.ts call these). The runner plays in
 * the process that started it, held here on globalThis (Next bundles a second copy of every
 * module, as lib/db/client.ts explains), so a stop in this process aborts its wait at once.
 */

export type DemoDeps = RunnerDeps & { api: RunnerDeps['api'] & ResetApi; scenariosDir?: string };

interface Playing {
  runId: string;
  controller: AbortController;
  done: Promise<void>;
}

const registry = globalThis as unknown as { __corridorDemoRuns?: Map<string, Playing> };
const playing = () => (registry.__corridorDemoRuns ??= new Map());

/** Starts the scenario; the run plays on after this answers (await `settled(run.id)` in tests). */
export async function startDemo(deps: DemoDeps, scenario: string, startedBy: string): Promise<DemoRun> {
  const plan = await loadScenario(scenario, deps.scenariosDir).catch((error: unknown) => {
    throw error instanceof ScenarioError ? new ActionRefusal(error.message) : error;
  });
  const run = await createRun(deps.db, { scenario, plan, startedBy });
  const controller = new AbortController();
  const done = playRun(deps, run, plan, controller.signal).finally(() => playing().delete(run.id));
  playing().set(run.id, { runId: run.id, controller, done });
  return run;
}

/** Resolves once the run's player in this process has stopped (at once when none). */
export async function settled(runId: string): Promise<void> {
  await playing().get(runId)?.done;
}

/** Halts the playing run: no further step starts. */
export async function stopDemo(db: Db): Promise<DemoRun> {
  const run = await currentRun(db);
  if (!run || run.status !== 'running') throw new ActionRefusal('No demo run is playing.');
  await endRun(db, run.id, 'stopped');
  const player = playing().get(run.id);
  player?.controller.abort();
  await player?.done;
  return run;
}

/** Removes what the shown run made on both sides (stopping it first) and leaves an empty demo. */
export async function resetDemo(deps: Pick<DemoDeps, 'db' | 'api'>): Promise<{ run: DemoRun } & ResetOutcome> {
  const run = await currentRun(deps.db);
  if (!run) throw new ActionRefusal('There is no demo run to reset.');
  if (run.status === 'running') await stopDemo(deps.db);
  return { run, ...(await resetRun(deps.db, deps.api, run)) };
}
