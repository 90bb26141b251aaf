import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createPoller, MAX_BACKOFF_MS, nextDelay, type PollerOptions, type Timers } from './poller';

/* The polling hook's logic on a fake clock: when it reads, when it waits, when it stops. */

function fakeClock() {
  let now = 0;
  let nextId = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers: Timers = {
    set: (run, ms) => {
      nextId += 1;
      pending.set(nextId, { at: now + ms, run });
      return nextId;
    },
    clear: (handle) => void pending.delete(handle as number),
  };
  /** Moves the clock on, running each timer that falls due and letting its read answer. */
  async function advance(ms: number) {
    const until = now + ms;
    for (;;) {
      const due = [...pending.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
      await settle();
    }
    now = until;
  }
  return { timers, advance, planned: () => [...pending.values()].map((t) => t.at - now), now: () => now };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

type Status = { status: string; final: boolean };

/** A poller over scripted answers (a Status, or an Error to throw), recording what it reported. */
function harness(answers: (Status | Error)[], options: Partial<PollerOptions<Status>> = {}) {
  const clock = fakeClock();
  const seen: string[] = [];
  const signals: AbortSignal[] = [];
  let reads = 0;
  let hidden = false;
  const poller = createPoller<Status>({
    read: async (signal) => {
      signals.push(signal);
      const answer = answers[Math.min(reads, answers.length - 1)]!;
      reads += 1;
      await settle();
      if (answer instanceof Error) throw answer;
      return answer;
    },
    every: (data) => (data?.final ? false : 2_000),
    onData: (data) => seen.push(data.status),
    onError: (error) => seen.push(`error: ${error.message}`),
    hidden: () => hidden,
    timers: clock.timers,
    ...options,
  });
  return {
    clock,
    poller,
    seen,
    signals,
    reads: () => reads,
    hide: (value: boolean) => {
      hidden = value;
    },
  };
}

const pending: Status = { status: 'PENDING', final: false };
const success: Status = { status: 'SUCCESS', final: false };
const failed: Status = { status: 'FAILED', final: true };

test('nextDelay: the interval while reads succeed, doubling after failures up to a ceiling', () => {
  assert.equal(nextDelay(2_000, 0), 2_000);
  assert.equal(nextDelay(false, 0), false);
  assert.equal(nextDelay(2_000, 1), 2_000);
  assert.equal(nextDelay(2_000, 2), 4_000);
  assert.equal(nextDelay(2_000, 3), 8_000);
  assert.equal(nextDelay(2_000, 20), MAX_BACKOFF_MS);
  // An interval longer than the ceiling is never shortened by a failure.
  assert.equal(nextDelay(120_000, 3), 120_000);
});

test('nextDelay: a one-off read is retried a few times with back-off, then left', () => {
  assert.equal(nextDelay(false, 1, { retries: 2 }), 1_000);
  assert.equal(nextDelay(false, 2, { retries: 2 }), 2_000);
  assert.equal(nextDelay(false, 3, { retries: 2 }), false);
  assert.equal(nextDelay(false, 1, { retries: 0 }), false);
});

test('with data in hand it waits one interval, reads until the data is final, then stops', async () => {
  const h = harness([pending, success, failed]);
  h.poller.start(pending);
  await settle();
  assert.equal(h.reads(), 0, 'no read at once: the server rendered the data');
  await h.clock.advance(1_999);
  assert.equal(h.reads(), 0);
  await h.clock.advance(1);
  assert.deepEqual(h.seen, ['PENDING']);
  await h.clock.advance(2_000);
  await h.clock.advance(2_000);
  assert.deepEqual(h.seen, ['PENDING', 'SUCCESS', 'FAILED']);
  assert.deepEqual(h.clock.planned(), [], 'nothing planned after a final status');
  await h.clock.advance(60_000);
  assert.equal(h.reads(), 3);
});

test('without data it reads at once; the interval may change with the data', async () => {
  const h = harness([pending, success, success], {
    every: (data) => (data?.status === 'SUCCESS' ? 15_000 : 2_000),
  });
  h.poller.start();
  await settle();
  await settle();
  assert.deepEqual(h.seen, ['PENDING']);
  assert.deepEqual(h.clock.planned(), [2_000]);
  await h.clock.advance(2_000);
  assert.deepEqual(h.clock.planned(), [15_000], 'paid out: the slower pace');
});

test('failures back off and keep the last data; an answer resets the pace', async () => {
  const down = new Error('HTTP 503');
  const h = harness([down, down, down, pending]);
  h.poller.start(pending);
  await h.clock.advance(2_000);
  assert.deepEqual(h.clock.planned(), [2_000]);
  await h.clock.advance(2_000);
  assert.deepEqual(h.clock.planned(), [4_000]);
  await h.clock.advance(4_000);
  assert.deepEqual(h.clock.planned(), [8_000]);
  await h.clock.advance(8_000);
  assert.deepEqual(h.seen, ['error: HTTP 503', 'error: HTTP 503', 'error: HTTP 503', 'PENDING']);
  assert.deepEqual(h.clock.planned(), [2_000]);
});

test('a one-off read that fails is retried, then given up', async () => {
  const h = harness([new Error('offline')], { every: () => false, retries: 2 });
  h.poller.start();
  await settle();
  await settle();
  await h.clock.advance(10_000);
  assert.equal(h.reads(), 3, 'the read and two retries');
  assert.deepEqual(h.clock.planned(), []);
});

test('a read that falls due while the tab is hidden waits until it is visible again', async () => {
  const h = harness([pending, success]);
  h.poller.start(pending);
  h.hide(true);
  await h.clock.advance(30_000);
  assert.equal(h.reads(), 0, 'nothing read while hidden');
  assert.deepEqual(h.clock.planned(), [], 'and nothing planned either');
  h.hide(false);
  h.poller.resume();
  await settle();
  await settle();
  assert.deepEqual(h.seen, ['PENDING']);
  h.poller.resume();
  await settle();
  assert.equal(h.reads(), 1, 'resume reads only what fell due');
});

test('stop aborts the read on its way, reports nothing after and plans nothing', async () => {
  const h = harness([pending]);
  h.poller.start();
  assert.equal(h.signals.length, 1);
  h.poller.stop();
  assert.equal(h.signals[0]!.aborted, true);
  await settle();
  await settle();
  assert.deepEqual(h.seen, []);
  assert.deepEqual(h.clock.planned(), []);
});

test('stop between reads drops the planned one', async () => {
  const h = harness([pending]);
  h.poller.start(pending);
  assert.deepEqual(h.clock.planned(), [2_000]);
  h.poller.stop();
  assert.deepEqual(h.clock.planned(), []);
  await h.clock.advance(10_000);
  assert.equal(h.reads(), 0);
});

test('one read at a time: a slow answer delays the next read rather than stacking reads', async () => {
  const h = harness([pending]);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow = createPoller<Status>({
    read: async () => {
      await gate;
      return pending;
    },
    every: () => 1_000,
    onData: (data) => h.seen.push(data.status),
    onError: () => {},
    timers: h.clock.timers,
  });
  slow.start();
  await h.clock.advance(10_000);
  assert.deepEqual(h.clock.planned(), [], 'no second read planned while the first is out');
  release();
  await settle();
  assert.deepEqual(h.seen, ['PENDING']);
  assert.deepEqual(h.clock.planned(), [1_000]);
  slow.stop();
});
