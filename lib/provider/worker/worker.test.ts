import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ProviderDeps } from '../deps';
import { startWorker } from './worker';

const deps = {} as ProviderDeps;

test('a lane waiting on a slow step does not hold up the other lane; stop waits for both', async () => {
  let moves = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let deliveries = 0;
  const worker = startWorker(deps, {
    idleMs: 1,
    lanes: [
      {
        moves: async () => {
          moves += 1;
          // The delivery lane is stuck until the move lane has gone round three times.
          if (moves === 3) release();
          return 1;
        },
      },
      {
        deliveries: async () => {
          await released;
          deliveries += 1;
          return 0;
        },
      },
    ],
  });
  await released;
  await worker.stop();
  assert.ok(moves >= 3);
  assert.equal(deliveries, 1, 'the stuck step finished before stop() answered');
});

test('a failing step is logged and the lane goes on', async () => {
  let calls = 0;
  let done!: () => void;
  const twice = new Promise<void>((resolve) => (done = resolve));
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => void errors.push(args.join(' '));
  try {
    const worker = startWorker(deps, {
      idleMs: 1,
      steps: {
        flaky: async () => {
          calls += 1;
          if (calls === 2) done();
          if (calls === 1) throw new Error('boom');
          return 0;
        },
      },
    });
    await twice;
    await worker.stop();
  } finally {
    console.error = original;
  }
  assert.match(String(errors[0]), /\[worker\] flaky step failed/);
});
