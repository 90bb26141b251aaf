import { describeError } from '@/lib/db/describe-error';
import type { ProviderDeps } from '../deps';
import { advanceDuePayments } from '../payments/lifecycle';
import { deliverDueWebhooks } from '../webhooks/deliver';
import { advanceDueTransactions } from '../transactions/lifecycle';
import { advanceDueFiles } from '../files/lifecycle';

/** One unit of background work; answers how many rows it moved (0 = idle). */
export type WorkerStep = (deps: ProviderDeps) => Promise<number>;

/**
 * The worker's lanes, each a loop of its own: lifecycle moves never wait for webhook deliveries
 * (network round trips to receivers, the desk's own among them), nor deliveries for moves.
 */
export const DEFAULT_LANES: Record<string, WorkerStep>[] = [
  {
    payments: (deps) => advanceDuePayments(deps),
    transactions: (deps) => advanceDueTransactions(deps),
    files: (deps) => advanceDueFiles(deps, 20),
  },
  { webhooks: (deps) => deliverDueWebhooks(deps) },
];

/** One lane: runs its steps in turn, then sleeps `idleMs` when nothing moved (or goes on at once). */
function startLane(deps: ProviderDeps, steps: Record<string, WorkerStep>, idleMs: number) {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async () => {
    let moved = 0;
    for (const [name, step] of Object.entries(steps)) {
      if (stopped) return;
      try {
        moved += await step(deps);
      } catch (error) {
        console.error(`[worker] ${name} step failed: ${describeError(error)}`);
      }
      // Requests that arrived meanwhile go before the next step: on PGlite a step's transaction
      // never yields to I/O, so back-to-back steps would hold the event loop for all of them.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (!stopped) timer = setTimeout(() => (running = tick()), moved > 0 ? 0 : idleMs);
  };
  timer = setTimeout(() => (running = tick()), 0);

  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}

/**
 * The background worker: runs each lane (DEFAULT_LANES, or the one lane of `steps`) as its own
 * loop. Steps claim rows with SKIP LOCKED, so several instances, and lanes, may run at once.
 */
export function startWorker(
  deps: ProviderDeps,
  options: { idleMs?: number; steps?: Record<string, WorkerStep>; lanes?: Record<string, WorkerStep>[] } = {},
) {
  const idleMs = options.idleMs ?? 250;
  const lanes = options.lanes ?? (options.steps ? [options.steps] : DEFAULT_LANES);
  const stops = lanes.map((steps) => startLane(deps, steps, idleMs));
  return {
    /** Stops scheduling and waits for the steps in progress. */
    async stop() {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}
