import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ApprovalRule } from '../types';
import { diffRuleSets } from './diff';

const usd10k: ApprovalRule = { id: 'a', name: 'USD 10,000 or more', amountAtLeast: { USD: '10000' }, approvals: 1 };
const finding: ApprovalRule = { id: 'b', name: 'Any finding', anyFinding: true, approvals: 1 };
const p2p: ApprovalRule = { id: 'c', name: 'P2P to Kenya', types: ['p2p'], receivingCountries: ['KE'], approvals: 2 };

test('a proposal is compared rule by rule: added, changed, unchanged, removed', () => {
  const lines = diffRuleSets([usd10k, finding], [{ ...usd10k, approvals: 2 }, p2p]);
  assert.deepEqual(
    lines.map(({ change, name }) => [change, name]),
    [
      ['changed', 'USD 10,000 or more'],
      ['added', 'P2P to Kenya'],
      ['removed', 'Any finding'],
    ],
  );
  assert.match(lines[0]!.before!, /1 approval$/);
  assert.match(lines[0]!.after!, /2 approvals$/);
  assert.equal(lines[1]!.before, undefined);
  assert.equal(lines[2]!.after, undefined);
  assert.deepEqual(
    diffRuleSets([usd10k], [usd10k]).map((line) => line.change),
    ['unchanged'],
  );
});
