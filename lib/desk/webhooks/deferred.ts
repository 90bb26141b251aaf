/**
 * The desk receiver's work after the acknowledgement (looking up, over the API, a remittance the
 * desk does not know yet), kept track of so the server's shutdown can end it first: `stop()` lets
 * no new task start and resolves once those running have finished. A lookup not started because the
 * server is stopping is not lost: the repair poller looks up webhook receipts whose remittance the
 * desk still lacks, on the next start.
 */
export function deferredWork() {
  const running = new Set<Promise<void>>();
  let stopped = false;
  return {
    defer(task: () => Promise<void>): void {
      if (stopped) return;
      const run: Promise<void> = task()
        .catch(() => undefined)
        .finally(() => running.delete(run));
      running.add(run);
    },
    async stop(): Promise<void> {
      stopped = true;
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    /** How many tasks are running (for tests). */
    get size() {
      return running.size;
    },
  };
}
