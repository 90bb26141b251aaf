import type { Db } from '@/lib/db/client';
import { describeError } from '@/lib/db/describe-error';
import type { RemittanceApi } from './api-reads';
import { repairOpenRemittances, type RepairResult } from './poll';

export interface RepairLoopOptions {
  intervalMs?: number;
  /** A remittance is refreshed when its last check is older than this. */
  olderThanMs?: number;
}

/**
 * Runs repairOpenRemittances every `intervalMs` (default 15 s) in the server process. A run that
 * is still going when the next is due is not doubled: that tick is skipped. The timer is unref'd,
 * so it never keeps the process alive; stop() waits for the run in progress.
 */
export function startRemittanceRepair(db: Db, api: RemittanceApi, options: RepairLoopOptions = {}) {
  const intervalMs = options.intervalMs ?? 15_000;
  const olderThanMs = options.olderThanMs ?? intervalMs;
  let running: Promise<RepairResult | undefined> | undefined;
  let stopped = false;

  const runOnce = (): Promise<RepairResult | undefined> => {
    if (stopped) return Promise.resolve(undefined);
    running ??= repairOpenRemittances(db, api, { olderThanMs })
      .catch((error: unknown) => {
        console.error(`[remittances] repair run failed: ${describeError(error)}`);
        return undefined;
      })
      .finally(() => (running = undefined));
    return running;
  };

  const timer = setInterval(() => void runOnce(), intervalMs);
  timer.unref();

  return {
    /** One run now, or the one already under way. */
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
