import { describeError } from '@/lib/db/describe-error';
import type { ProviderDeps } from '../deps';
import { advanceDuePayments } from '../payments/lifecycle';
import { deliverDueWebhooks } from '../webhooks/deliver';
import { advanceDueTransactions } from '../transactions/lifecycle';
import { advanceDueFiles } from '../files/lifecycle';

/** One unit of background work; answers how many rows it moved (0 = idle). */
export type WorkerStep = (deps: ProviderDeps) => Promise<number>;

export const DEFAULT_STEPS: Record<string, WorkerStep> = {
  payments: (deps) => advanceDuePayments(deps),
  transactions: (deps) => advanceDueTransactions(deps),
  files: (deps) => advanceDueFiles(deps, 20),
  webhooks: (deps) => deliverDueWebhooks(deps),
};

/**
 * The background worker: runs every step, then sleeps `idleMs` when nothing moved (or goes on at
 * once when something did). Steps claim rows with SKIP LOCKED, so several instances may run it.
 */
export function startWorker(deps: ProviderDeps, options: { idleMs?: number; steps?: Record<string, WorkerStep> } = {}) {
  const idleMs = options.idleMs ?? 250;
  const steps = options.steps ?? DEFAULT_STEPS;
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

  return {
    /** Stops scheduling and waits for the step in progress. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
