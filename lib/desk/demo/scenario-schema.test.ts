import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseScenario, ScenarioError } from './scenario-schema';
import { listScenarios, loadScenario } from './scenarios';

test('both shipped scenarios parse, and the tour covers every part of the demo', async () => {
  const listed = await listScenarios();
  assert.deepEqual(
    listed.map((s) => s.name),
    ['quick', 'tour'],
  );
  assert.ok(
    listed.every((s) => s.problem === undefined),
    JSON.stringify(listed),
  );
  const tour = await loadScenario('tour');
  const kinds = tour.steps.map((s) => s.do);
  for (const kind of ['deposit', 'transaction', 'payment', 'approve', 'settle'])
    assert.ok(kinds.includes(kind as never));
  const transactions = tour.steps.filter((s) => s.do === 'transaction');
  assert.deepEqual([...new Set(transactions.map((s) => s.type))].sort(), ['b2b', 'b2p', 'p2b', 'p2p']);
  assert.ok(
    transactions.some((s) => s.amount.endsWith('.14') && s.expect === 'FAILED'),
    'a beneficiary KYC failure',
  );
  assert.ok(
    transactions.some((s) => s.outcome === 'returned' && s.expect === 'RETURNED'),
    'a return',
  );
  assert.ok(
    transactions.some((s) => s.requote),
    'a quote that expires',
  );
});

const valid = () => ({
  title: 'T',
  steps: [
    { id: 'one', title: 'One', do: 'transaction', type: 'p2p', amount: '10.00', currency: 'NGN', expect: 'SUCCESS' },
    { id: 'ok', title: 'Approve', do: 'approve', remittance: 'one' },
  ],
});

function refusal(change: (s: ReturnType<typeof valid>) => unknown): string {
  const scenario = valid();
  const changed = change(scenario) ?? scenario;
  try {
    parseScenario('scenarios/broken.json', JSON.stringify(changed));
  } catch (error) {
    assert.ok(error instanceof ScenarioError);
    return error.message;
  }
  assert.fail('the broken scenario was accepted');
}

test('a broken scenario is refused with the file and the field named in words', () => {
  assert.equal(
    refusal((s) => void ((s.steps[0] as Record<string, unknown>).amount = '10,00')),
    'scenarios/broken.json: steps[0].amount must be a decimal number such as 100.50',
  );
  assert.equal(
    refusal((s) => void delete (s.steps[0] as Record<string, unknown>).expect),
    'scenarios/broken.json: steps[0].expect is required',
  );
  assert.equal(
    refusal((s) => void ((s.steps[1] as Record<string, unknown>).remittance = 'nothing')),
    'scenarios/broken.json: steps[1].remittance names no earlier transaction or payment step ("nothing")',
  );
  assert.match(
    refusal((s) => void ((s.steps[0] as Record<string, unknown>).colour = 'red')),
    /steps\[0\]\.colour is not a field/,
  );
  assert.match(
    refusal((s) => void ((s.steps[0] as Record<string, unknown>).do = 'dance')),
    /steps\[0\]\.do must be one of deposit, transaction, payment/,
  );
  assert.match(
    refusal((s) => void (s.steps[1]!.id = 'one')),
    /steps\[1\]\.id repeats the id "one"/,
  );
  assert.throws(() => parseScenario('scenarios/x.json', '{ nope'), /scenarios\/x\.json: not JSON/);
});

test('the picker lists a refused file with its problem, and a missing scenario is named', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'scenarios-'));
  writeFileSync(path.join(dir, 'good.json'), JSON.stringify(valid()));
  writeFileSync(path.join(dir, 'bad.json'), JSON.stringify({ title: 'B', steps: [] }));
  const listed = await listScenarios(dir);
  assert.equal(listed.find((s) => s.name === 'good')?.problem, undefined);
  assert.match(listed.find((s) => s.name === 'bad')?.problem ?? '', /steps must have at least 1 items/);
  await assert.rejects(loadScenario('absent', dir), /no scenario "absent"/);
  await assert.rejects(loadScenario('../etc/passwd', dir), /not a scenario name/);
});
