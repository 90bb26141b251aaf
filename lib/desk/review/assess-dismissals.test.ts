import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dismissHit } from '@/lib/compliance/screening/dismissals';
import { proposeRuleSet, settleRuleSet } from '@/lib/compliance/rules/store';
import { openTestDatabase } from '@/lib/db/testing';
import { assessTransaction, type AssessDeps } from './assess';

// A dismissal remembered from an earlier remittance clears a hit only when it would clear it now:
// never for the maker who made it, and not a one-person dismissal when a rule asks for two.

const database = await openTestDatabase();
after(() => database.close());
const { db } = database;
const deps = (makerId: string): AssessDeps => ({
  db,
  dataDir: mkdtempSync(path.join(tmpdir(), 'corridor-assess-')),
  threshold: 0.85,
  now: () => new Date('2026-11-27T10:00:00.000Z'),
  makerId,
});

const request = (fullName: string) => ({
  type: 'p2p',
  amount: '100.00',
  currency: 'NGN',
  recipientKyc: { subjectName: { fullName }, dateOfBirth: '1959-07-23', nationality: 'RU' },
  internationalTransferInformation: { receivingCountry: 'NG' },
});

async function remembered(name: string, by: string, secondBy?: string) {
  const [hit] = (await assessTransaction(deps('nobody'), request(name))).hits;
  assert.ok(hit, `${name} is on the demo list`);
  await dismissHit(db, { subject: hit.subject, entry: hit.entry, reason: 'Other person', by, secondBy });
}

test('a dismissal its own maker made earlier does not clear the hit of their remittance; someone else’s does', async () => {
  await remembered('Ivan Petrovich Sidorov', 'ada-admin');
  const own = await assessTransaction(deps('ada-admin'), request('Ivan Petrovich Sidorov'));
  assert.equal(own.hits[0]?.dismissed, undefined, 'open again: the maker never dismisses their own hit');
  assert.ok(own.decision.approvalsRequired >= 1, 'held');
  const other = await assessTransaction(deps('oscar-operator'), request('Ivan Petrovich Sidorov'));
  assert.equal(other.hits[0]?.dismissed?.by, 'ada-admin');
});

test('under a rule asking two people to dismiss, a one-person dismissal leaves the hit open; a two-person one clears it', async () => {
  const { version } = await proposeRuleSet(
    db,
    [{ id: 'two-to-dismiss', name: 'Two to dismiss', twoToDismiss: true, approvals: 1 }],
    'admin-1',
  );
  await settleRuleSet(db, version, 'admin-2', 'confirm');
  const one = await assessTransaction(deps('oscar-operator'), request('Ivan Petrovich Sidorov'));
  assert.equal(one.decision.dismissersRequired, 2);
  assert.equal(one.hits[0]?.dismissed, undefined, 'one person’s earlier dismissal does not clear it');
  await remembered('Ivan Petrovich Sidorov', 'rita-reviewer', 'ada-admin');
  const two = await assessTransaction(deps('oscar-operator'), request('Ivan Petrovich Sidorov'));
  assert.equal(two.hits[0]?.dismissed?.secondBy, 'ada-admin');
  // The maker's own dismissal is one of the two: not enough.
  const own = await assessTransaction(deps('ada-admin'), request('Ivan Petrovich Sidorov'));
  assert.equal(own.hits[0]?.dismissed, undefined);
});
