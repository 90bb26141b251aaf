import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deferredWork } from './deferred';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

test('stop() waits for the lookups already running, then lets no new one start', async () => {
  const work = deferredWork();
  const first = gate();
  const ran: string[] = [];
  work.defer(async () => {
    await first.opened;
    ran.push('first');
  });
  assert.equal(work.size, 1);
  let stopped = false;
  const stopping = work.stop().then(() => (stopped = true));
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(stopped, false, 'stop() must wait for the running lookup');
  work.defer(async () => void ran.push('after stop'));
  first.open();
  await stopping;
  assert.deepEqual(ran, ['first']);
  assert.equal(work.size, 0);
});

test('a failing lookup neither rejects nor holds up stop()', async () => {
  const work = deferredWork();
  work.defer(async () => {
    throw new Error('could not be reached');
  });
  await work.stop();
  assert.equal(work.size, 0);
});
