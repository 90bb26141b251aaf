import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sandboxClockSchema } from '@/lib/schemas/sandbox-clock';
import { transactionQueryResponseSchema } from '@/lib/schemas/transaction';
import {
  createTestProvider,
  createTestTransaction,
  createTestTransactionQuote,
  detailOf,
  expectError,
  testClock,
  testTransactionBody,
  jsonPost,
  type TestProvider,
} from '../testing';
import { advanceDueTransactions } from '../transactions/lifecycle';
import { changedSetting, SandboxClock, serviceTime } from './sandbox-clock';

const REAL = new Date('2026-11-22T10:00:00.000Z');
const later = (seconds: number) => new Date(REAL.getTime() + seconds * 1000);

describe('the service time under a setting', () => {
  test('no setting is real time; a rate multiplies the time since the anchor; paused stands still', () => {
    assert.equal(serviceTime(null, later(5)).getTime(), later(5).getTime());
    const fast = changedSetting(null, REAL, { rate: 10 });
    assert.equal(serviceTime(fast, later(3)).toISOString(), later(30).toISOString());
    const paused = changedSetting(fast, later(3), { paused: true });
    assert.equal(serviceTime(paused, later(3600)).toISOString(), later(30).toISOString());
  });

  test('a change runs on from where the time was, plus a jump forward, and never goes back', () => {
    const fast = changedSetting(null, REAL, { rate: 10 });
    // At real +6 s the service is at +60 s; back to real speed: it goes on from +60 s.
    const real = changedSetting(fast, later(6), { rate: 1 });
    assert.equal(serviceTime(real, later(6)).toISOString(), later(60).toISOString());
    assert.equal(serviceTime(real, later(16)).toISOString(), later(70).toISOString());
    const jumped = changedSetting(real, later(16), { advanceSeconds: 3600 });
    assert.equal(serviceTime(jumped, later(16)).toISOString(), later(3670).toISOString());
  });

  test('a clock following another instance never answers earlier than it did', async () => {
    let real = REAL.getTime();
    const clock = new SandboxClock(() => new Date(real));
    real += 1000;
    const first = clock.now().getTime();
    real -= 500; // the host's clock stepped back a little
    assert.ok(clock.now().getTime() >= first);
  });
});

describe('GET and PUT /api/v1/sandbox/clock', () => {
  let provider: TestProvider;
  let real: ReturnType<typeof testClock>;
  before(async () => {
    provider = await createTestProvider();
    // The provider's time is the sandbox clock's, over a real time the test moves.
    real = provider.clock;
    const clock = new SandboxClock(real.now);
    Object.assign(provider.deps, { clock, now: clock.now });
  });
  after(() => provider.close());

  const put = (body: unknown) => provider.request('/api/v1/sandbox/clock', { ...jsonPost(body), method: 'PUT' });
  const read = async (response?: Response) =>
    sandboxClockSchema.parse(await (response ?? (await provider.request('/api/v1/sandbox/clock'))).json());

  test('reads real time at real speed until changed', async () => {
    const clock = await read();
    assert.deepEqual([clock.rate, clock.paused, clock.aheadSeconds], [1, false, 0]);
    assert.equal(clock.now, clock.realNow);
  });

  test('a paused clock moves nothing: a due step waits until it runs again', async () => {
    const created = await createTestTransaction(provider, 'p2p');
    await put({ paused: true });
    real.advance(60_000);
    assert.equal(await advanceDueTransactions(provider.deps), 0);
    const status = async () =>
      transactionQueryResponseSchema.parse(
        await (await provider.request(`/api/v1/transactions/${created.transactionReference}`)).json(),
      ).status;
    assert.equal(await status(), 'ACKNOWLEDGED');
    const resumed = await read(await put({ paused: false }));
    assert.equal(resumed.paused, false);
    real.advance(provider.deps.config.sandboxStepMs);
    await advanceDueTransactions(provider.deps);
    assert.equal(await status(), 'PENDING');
  });

  test('quotes expire on the sandbox clock, not on real time', async () => {
    const ttlMs = provider.deps.config.quoteTtlSeconds * 1000;
    // Paused: real time passes the quote's life, the quote is still good.
    await put({ paused: true });
    const kept = await createTestTransactionQuote(provider, 'p2p');
    real.advance(ttlMs + 1000);
    const accepted = await provider.request(
      '/api/v1/transactions',
      jsonPost(testTransactionBody(provider, 'p2p', kept)),
    );
    assert.equal(accepted.status, 201, await accepted.clone().text());
    // Moved forward past its life while no real time passed: expired.
    const jumpedOver = await createTestTransactionQuote(provider, 'p2p');
    await put({ advanceSeconds: provider.deps.config.quoteTtlSeconds + 1 });
    await expectError(
      await provider.request('/api/v1/transactions', jsonPost(testTransactionBody(provider, 'p2p', jumpedOver))),
      422,
      'QUOTE_EXPIRED',
    );
    await put({ paused: false });
  });

  test('at ten times real speed ten seconds pass for every real one', async () => {
    const before = await read(await put({ rate: 10 }));
    real.advance(2000);
    const after = await read();
    assert.equal(Date.parse(after.now) - Date.parse(before.now), 20_000);
    assert.equal(after.rate, 10);
    await put({ rate: 1 });
  });

  test('a change another instance made is followed once read', async () => {
    await put({ advanceSeconds: 120 });
    const other = new SandboxClock(real.now);
    await other.load(provider.deps.db);
    assert.equal(other.now().toISOString(), provider.deps.now().toISOString());
  });

  test('back to real time is the real time: a clock behind jumps forward to it, one ahead comes back', async () => {
    // Paused until it is 30 s behind real time.
    const paused = await read(await put({ paused: true }));
    real.advance((paused.aheadSeconds + 30) * 1000);
    assert.equal((await read()).aheadSeconds, -30);
    const reset = await read(await provider.request('/api/v1/sandbox/clock', { method: 'DELETE' }));
    assert.deepEqual([reset.rate, reset.paused, reset.aheadSeconds], [1, false, 0]);

    // Paused, an hour ahead, ten times as fast, then back: real time at real speed, not "1 h ahead".
    await put({ paused: true });
    await put({ advanceSeconds: 3600 });
    await put({ rate: 10, paused: false });
    real.advance(6_000);
    const ahead = await read(await provider.request('/api/v1/sandbox/clock', { method: 'DELETE' }));
    assert.deepEqual([ahead.rate, ahead.paused, ahead.aheadSeconds], [1, false, 0]);
    assert.equal(ahead.now, ahead.realNow);
    real.advance(30_000);
    assert.equal((await read()).aheadSeconds, 0, 'it stays on real time');
  });

  test('back to real time brings due work back with it: a step due an hour ahead is due as soon as before', async () => {
    await put({ advanceSeconds: 3600 });
    const created = await createTestTransaction(provider, 'p2p');
    await provider.request('/api/v1/sandbox/clock', { method: 'DELETE' });
    // The step was due one sandbox step after its create (an hour ahead): it is due that soon in real time.
    real.advance(provider.deps.config.sandboxStepMs + 1);
    await advanceDueTransactions(provider.deps);
    const status = transactionQueryResponseSchema.parse(
      await (await provider.request(`/api/v1/transactions/${created.transactionReference}`)).json(),
    );
    assert.notEqual(status.status, 'ACKNOWLEDGED');
  });

  test('another instance follows the way back to real time', async () => {
    const other = new SandboxClock(real.now);
    await put({ advanceSeconds: 600 });
    await other.load(provider.deps.db);
    assert.ok(other.now().getTime() - real.now().getTime() >= 600_000);
    await provider.request('/api/v1/sandbox/clock', { method: 'DELETE' });
    await other.load(provider.deps.db);
    assert.equal(other.now().toISOString(), real.now().toISOString());
  });

  test('bad changes are refused naming the field; nothing to change is refused too', async () => {
    detailOf(await expectError(await put({ rate: 0 }), 400, 'VALIDATION_FAILED'), 'rate');
    detailOf(await expectError(await put({ advanceSeconds: -5 }), 400, 'VALIDATION_FAILED'), 'advanceSeconds');
    await expectError(await put({}), 400, 'VALIDATION_FAILED');
    await expectError(await put({ rate: 2, speed: 3 }), 400, 'VALIDATION_FAILED');
  });
});

test('in live mode the clock is not there', async () => {
  const live = await createTestProvider({ mode: 'live' });
  try {
    assert.equal((await live.request('/api/v1/sandbox/clock')).status, 404);
  } finally {
    await live.close();
  }
});
