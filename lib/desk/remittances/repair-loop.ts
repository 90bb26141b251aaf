import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Db } from '@/lib/db/client';
import { describeError } from '@/lib/db/describe-error';
import type { RemittanceApi } from './api-reads';
import { repairOpenRemittances, type RepairResult } from './poll';

export interface RepairLoopOptions {
  intervalMs?: number;
  /** A remittance is refreshed when its last check is older than this. */
  olderThanMs?: number;
  /** A due run is put off while the event loop was this late (p99, ms) over the last interval… */
  busyDelayMs?: number;
  /** …at most this many intervals in a row, so records are still repaired under lasting load. */
  maxPutOff?: number;
  /** The event loop's delay p99 (ms) since the last call; the process's own by default. */
  loopDelay?: () => number;
}

/** How late the event loop was (p99, ms) since the last call. */
function processLoopDelay() {
  const histogram = monitorEventLoopDelay({ resolution: 20 });
  histogram.enable();
  return {
    read: () => {
      const p99 = histogram.count > 0 ? histogram.percentile(99) / 1e6 : 0;
      histogram.reset();
      return p99;
    },
    stop: () => histogram.disable(),
  };
}

/**
 * Whether a due run goes now: not while the event loop is busy (the API's requests come first),
 * but never more than `maxPutOff` times in a row.
 */
export function loadBackoff(loopDelay: () => number, busyDelayMs: number, maxPutOff: number) {
  let putOff = 0;
  return () => {
    if (loopDelay() > busyDelayMs && putOff < maxPutOff) {
      putOff += 1;
      return false;
    }
    putOff = 0;
    return true;
  };
}

/**
 * Runs repairOpenRemittances every `intervalMs` (default 15 s) in the server process. A run that
 * is still going when the next is due is not doubled: that tick is skipped; so is one while the
 * server is busy (the event loop more than `busyDelayMs` late), up to `maxPutOff` ticks in a row.
 * The timer is unref'd, so it never keeps the process alive; stop() waits for the run in progress.
 */
export function startRemittanceRepair(db: Db, api: RemittanceApi, options: RepairLoopOptions = {}) {
  const intervalMs = options.intervalMs ?? 15_000;
  const olderThanMs = options.olderThanMs ?? intervalMs;
  const monitor = options.loopDelay ? undefined : processLoopDelay();
  const goNow = loadBackoff(options.loopDelay ?? monitor!.read, options.busyDelayMs ?? 100, options.maxPutOff ?? 3);
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

  const timer = setInterval(() => {
    if (!running && goNow()) void runOnce();
  }, intervalMs);
  timer.unref();

  return {
    /** One run now, or the one already under way. */
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      monitor?.stop();
      await running;
    },
  };
}
