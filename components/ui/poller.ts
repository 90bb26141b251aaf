/*
 * Reading something again and again until it settles: the logic of `usePolling`, kept apart from
 * React and the DOM so it can be tested with a fake clock. One read at a time; the next is planned
 * only once the last has answered, so a slow answer never stacks reads behind it.
 */

/** Longest wait between two reads after failures, whatever the interval. */
export const MAX_BACKOFF_MS = 60_000;
/** The first retry of a one-off read (one with no interval) waits this long. */
export const RETRY_BASE_MS = 1_000;

/**
 * How long to wait before the next read, or false to stop. `every` is the interval the data asks
 * for (false: final, or a one-off read); `failures` the reads that have failed in a row. A failure
 * doubles the wait each time (up to `maxMs`); a one-off read is retried `retries` times, then left.
 */
export function nextDelay(
  every: number | false,
  failures: number,
  { retries = 2, maxMs = MAX_BACKOFF_MS }: { retries?: number; maxMs?: number } = {},
): number | false {
  if (failures === 0) return every;
  if (every === false && failures > retries) return false;
  const base = every === false ? RETRY_BASE_MS : every;
  return Math.min(base * 2 ** (failures - 1), Math.max(maxMs, base));
}

export interface Timers {
  set: (run: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface PollerOptions<T> {
  /** One read; it must give up when the signal aborts. */
  read: (signal: AbortSignal) => Promise<T>;
  /** The interval after this data (ms), or false when it is final. Asked after every read. */
  every: (data: T | undefined) => number | false;
  onData: (data: T) => void;
  onError: (error: Error) => void;
  /** True while a read is on its way. */
  onReading?: (reading: boolean) => void;
  /** Retries of a one-off read (one whose `every` is false) after it failed. */
  retries?: number;
  maxBackoffMs?: number;
  /** True while nobody can see the page (a hidden tab): a read that falls due waits for `resume()`. */
  hidden?: () => boolean;
  timers?: Timers;
}

export interface Poller<T> {
  /** Starts: with data already in hand, the first read waits its interval; without, it runs now. */
  start(data?: T): void;
  /** The page is visible again: a read that fell due while it was hidden runs now. */
  resume(): void;
  /** Stops for good: the planned read is dropped and the one on its way aborted. */
  stop(): void;
}

export function createPoller<T>(options: PollerOptions<T>): Poller<T> {
  const timers = options.timers ?? realTimers;
  const hidden = options.hidden ?? (() => false);
  let latest: T | undefined;
  let failures = 0;
  let timer: unknown;
  let controller: AbortController | undefined;
  let due = false;
  let stopped = false;

  function plan(delay: number | false) {
    if (delay === false || stopped) return;
    timer = timers.set(() => {
      timer = undefined;
      if (hidden()) due = true;
      else void read();
    }, delay);
  }

  async function read() {
    due = false;
    const current = new AbortController();
    controller = current;
    options.onReading?.(true);
    try {
      const data = await options.read(current.signal);
      if (stopped || current.signal.aborted) return;
      latest = data;
      failures = 0;
      options.onData(data);
    } catch (error) {
      if (stopped || current.signal.aborted) return;
      failures += 1;
      options.onError(error instanceof Error ? error : new Error(String(error)));
    } finally {
      if (controller === current) controller = undefined;
      if (!stopped) options.onReading?.(false);
    }
    plan(nextDelay(options.every(latest), failures, { retries: options.retries, maxMs: options.maxBackoffMs }));
  }

  return {
    start(data) {
      latest = data;
      if (data === undefined) {
        if (hidden()) due = true;
        else void read();
      } else plan(options.every(data));
    },
    resume() {
      if (due && !stopped && !controller && !hidden()) void read();
    },
    stop() {
      stopped = true;
      if (timer !== undefined) timers.clear(timer);
      timer = undefined;
      controller?.abort();
      controller = undefined;
    },
  };
}
