import assert from 'node:assert/strict';
import { test } from 'node:test';
import { attentionSummary, describeBasis, describeWait, formatDuration } from './words';

const MIN = 60_000;

test('durations: two units at most, the threshold rounded up and the wait down', () => {
  assert.equal(formatDuration(45_900), '45 s');
  assert.equal(formatDuration(45_100, 'up'), '46 s');
  assert.equal(formatDuration(4 * MIN + 10_000), '4 min 10 s');
  assert.equal(formatDuration(4 * MIN), '4 min');
  assert.equal(formatDuration(25 * MIN + 59_000), '25 min');
  assert.equal(formatDuration(25 * MIN + 1, 'up'), '26 min');
  assert.equal(formatDuration(3 * 60 * MIN + 5 * MIN), '3 h 5 min');
  assert.equal(formatDuration(24 * 60 * MIN), '24 h');
  assert.equal(formatDuration(52 * 60 * MIN), '2 d 4 h');
});

test('the wait in words, as the overview shows it', () => {
  const normal = { ms: 4 * MIN, basis: 'corridor' as const, samples: 20, floored: false };
  assert.equal(describeWait(normal, 12 * MIN + 30_000), 'usually moves within 4 min; waiting 12 min');
  // Stuck by less than the rounding: both to the second, so the wait does not read shorter.
  assert.equal(
    describeWait({ ...normal, ms: 19 * MIN + 3_000 }, 19 * MIN + 45_000),
    'usually moves within 19 min 3 s; waiting 19 min 45 s',
  );
  assert.equal(
    describeWait({ ...normal, ms: 26 * 60 * MIN }, 27 * 60 * MIN),
    'usually moves within 26 h; waiting 27 h',
  );
});

test('the basis of a threshold names the percentile, the samples and the corridor', () => {
  const context = {
    kind: 'transaction' as const,
    status: 'PENDING',
    country: 'NG',
    percentile: 0.95,
    minSamples: 20,
    floorMs: MIN,
  };
  assert.equal(
    describeBasis({ ms: MIN, basis: 'corridor', samples: 37, floored: false }, context),
    'the 95th percentile of 37 earlier transactions to Nigeria while Pending',
  );
  assert.equal(
    describeBasis({ ms: MIN, basis: 'status', samples: 25, floored: true }, { ...context, country: 'GH' }),
    'the 95th percentile of 25 earlier transactions while Pending, all corridors (fewer than 20 to Ghana); never less than 1 min',
  );
  assert.equal(
    describeBasis(
      { ms: MIN, basis: 'default', samples: 0, floored: false },
      { ...context, kind: 'payment', status: 'CREATED' },
    ),
    'the default for Created (fewer than 20 earlier FX payments to go by)',
  );
});

test('what needs attention counts what a person should act on: failures and stuck remittances, not instructions the service renews', () => {
  const deposits = { items: Array.from({ length: 5 }, () => ({})) };
  assert.equal(attentionSummary({ deposits }), 'Nothing needs attention.');
  assert.equal(attentionSummary({ problems: { total: 1 }, deposits }), '1 thing needs attention.');
  assert.equal(attentionSummary({ problems: { total: 2 }, stuck: { total: 1 } }), '3 things need attention.');
});
