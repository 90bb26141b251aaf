/** Lookups running at once by default: enough to follow the API at full load, few enough not to flood it. */
export const DEFERRED_CONCURRENCY = 32;

/** What a task is told when it starts. */
export interface DeferredContext {
  /** Another task of the same key was waiting or running when this one was deferred (and ran first). */
  followsSameKey: boolean;
}
export type DeferredTask = (context: DeferredContext) => Promise<void>;

interface Queued {
  task: DeferredTask;
  key?: string;
  context: DeferredContext;
}

/**
 * The desk receiver's work after the acknowledgement (looking up, over the API, a remittance the
 * desk does not know yet), kept track of so the server's shutdown can end it first: `stop()` lets
 * no new task start and resolves once those running have finished. A lookup not started because the
 * server is stopping is not lost: the repair poller looks up webhook receipts whose remittance the
 * desk still lacks, on the next start.
 *
 * At most `concurrency` tasks run at once; the rest wait in order. Unbounded, a burst of webhooks
 * for unknown remittances opened hundreds of connections to the API in one turn, overflowed the
 * listening socket's backlog and left lookups waiting out their 15 s timeout (docs/performance.md).
 * Tasks given the same `key` (one remittance) never run at once and run in the order deferred; one
 * deferred behind another is told so (`followsSameKey`), so a later webhook's task can look for the
 * record the earlier one made instead of looking it up again.
 */
export function deferredWork({ concurrency = DEFERRED_CONCURRENCY }: { concurrency?: number } = {}) {
  const running = new Set<Promise<void>>();
  const runningKeys = new Set<string>();
  /** Tasks of each key waiting or running. */
  const pendingByKey = new Map<string, number>();
  const queue: Queued[] = [];
  let stopped = false;

  /** Starts queued tasks while there is room, skipping those whose key is running. */
  const pump = () => {
    for (let i = 0; i < queue.length && running.size < concurrency;) {
      const next = queue[i]!;
      if (next.key !== undefined && runningKeys.has(next.key)) {
        i += 1;
        continue;
      }
      queue.splice(i, 1);
      start(next);
    }
  };

  const release = (key: string | undefined) => {
    if (key === undefined) return;
    const left = (pendingByKey.get(key) ?? 1) - 1;
    if (left > 0) pendingByKey.set(key, left);
    else pendingByKey.delete(key);
  };

  const start = ({ task, key, context }: Queued) => {
    if (key !== undefined) runningKeys.add(key);
    const run: Promise<void> = Promise.resolve()
      .then(() => task(context))
      .catch(() => undefined)
      .finally(() => {
        running.delete(run);
        if (key !== undefined) runningKeys.delete(key);
        release(key);
        if (!stopped) pump();
      });
    running.add(run);
  };

  return {
    defer(task: DeferredTask, key?: string): void {
      if (stopped) return;
      const followsSameKey = key !== undefined && (pendingByKey.get(key) ?? 0) > 0;
      if (key !== undefined) pendingByKey.set(key, (pendingByKey.get(key) ?? 0) + 1);
      queue.push({ task, key, context: { followsSameKey } });
      pump();
    },
    async stop(): Promise<void> {
      stopped = true;
      // Not started: left to the repair poller.
      for (const dropped of queue.splice(0)) release(dropped.key);
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    /** How many tasks are running (for tests). */
    get size() {
      return running.size;
    },
    /** How many tasks wait for room (for tests). */
    get waiting() {
      return queue.length;
    },
  };
}
