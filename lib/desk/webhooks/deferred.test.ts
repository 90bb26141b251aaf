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

test('at most `concurrency` tasks run at once; the others start in order as room frees', async () => {
  const work = deferredWork({ concurrency: 2 });
  const gates = [gate(), gate(), gate(), gate()];
  const started: number[] = [];
  gates.forEach((g, i) =>
    work.defer(async () => {
      started.push(i);
      await g.opened;
    }),
  );
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(started, [0, 1]);
  assert.equal(work.size, 2);
  assert.equal(work.waiting, 2);
  gates[1]!.open();
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(started, [0, 1, 2]);
  gates[0]!.open();
  gates[2]!.open();
  gates[3]!.open();
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(started, [0, 1, 2, 3]);
  assert.equal(work.size, 0);
});

test('tasks of one key never overlap and keep their order; tasks of other keys go past them', async () => {
  const work = deferredWork({ concurrency: 4 });
  const first = gate();
  const ran: string[] = [];
  let inKey = 0;
  let overlapped = false;
  const keyed = (name: string, wait?: Promise<void>) => async () => {
    inKey += 1;
    if (inKey > 1) overlapped = true;
    if (wait) await wait;
    ran.push(name);
    inKey -= 1;
  };
  work.defer(keyed('a1', first.opened), 'tx:A');
  work.defer(keyed('a2'), 'tx:A');
  work.defer(async () => void ran.push('b1'), 'tx:B');
  await new Promise((resolve) => setImmediate(resolve));
  assert.deepEqual(ran, ['b1'], 'B does not wait for A');
  assert.equal(work.waiting, 1, 'the second task of A waits for the first');
  first.open();
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(ran, ['b1', 'a1', 'a2']);
  assert.equal(overlapped, false);
});

test('stop() drops the tasks still waiting for room (the poller finds their remittances later)', async () => {
  const work = deferredWork({ concurrency: 1 });
  const first = gate();
  const ran: string[] = [];
  work.defer(async () => {
    await first.opened;
    ran.push('running');
  });
  work.defer(async () => void ran.push('waiting'));
  const stopping = work.stop();
  first.open();
  await stopping;
  assert.deepEqual(ran, ['running']);
  assert.equal(work.waiting, 0);
});

test('a task deferred behind another of its key is told so; one deferred after the key went idle is not', async () => {
  const work = deferredWork();
  const first = gate();
  const told: [string, boolean][] = [];
  const task = (name: string, wait?: Promise<void>) => async (context: { followsSameKey: boolean }) => {
    told.push([name, context.followsSameKey]);
    if (wait) await wait;
  };
  work.defer(task('first', first.opened), 'tx:A');
  work.defer(task('second'), 'tx:A');
  work.defer(task('other key'), 'tx:B');
  first.open();
  await new Promise((resolve) => setTimeout(resolve, 10));
  work.defer(task('later'), 'tx:A');
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.deepEqual(told, [
    ['first', false],
    ['other key', false],
    ['second', true],
    ['later', false],
  ]);
});
