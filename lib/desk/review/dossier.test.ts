import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { openTestDatabase } from '@/lib/db/testing';
import { currentRuleSet } from '@/lib/compliance/rules/store';
import { recordAudit } from '@/lib/desk/audit';
import { recordRemittance } from '@/lib/desk/remittances/record';
import { approveCase, holdForReview, markSent, recordVerdict } from './cases';
import { buildDossier } from './dossier';

const database = await openTestDatabase();
after(() => database.close());
const { db } = database;

test('the dossier gathers the request, findings, verdicts, approvals with their rules, the timeline and the audit rows', async () => {
  // The rules in force when it was held (assessing a remittance reads them, writing version 1).
  await currentRuleSet(db);
  const reference = `TX-${randomUUID().slice(0, 8)}`;
  const request = { type: 'p2p', amount: '100.00', transactionReference: reference };
  const finding = { code: 'ID_EXPIRED' as const, field: 'senderKyc.idDocument.0.expiryDate', message: 'Expired.' };
  const { reviewCase } = await holdForReview(db, {
    draftId: randomUUID(),
    reference,
    kind: 'transaction',
    type: 'p2p',
    makerId: 'maker',
    request,
    assessment: {
      findings: [finding],
      hits: [],
      decision: {
        version: 1,
        matched: [{ id: 'any-finding', name: 'Any finding', approvals: 1 }],
        approvalsRequired: 1,
      },
    },
    deadline: new Date(),
    summary: { amount: '100.00', currency: 'NGN' },
  });
  await recordVerdict(
    db,
    reviewCase.id,
    'reviewer',
    {
      field: finding.field,
      verdict: 'waived',
      comment: 'Renewal seen',
    },
    reviewCase.round,
  );
  await approveCase(db, reviewCase.id, 'reviewer', reviewCase.round);
  await recordRemittance(db, {
    reference,
    kind: 'transaction',
    type: 'p2p',
    serviceRef: `SVC-${reference}`,
    status: 'ACKNOWLEDGED',
    amount: '100.00',
    currency: 'NGN',
    request,
    createdBy: 'maker',
  });
  await markSent(db, reviewCase.id);
  await recordAudit(db, {
    actorId: 'reviewer',
    actorRole: 'reviewer',
    action: 'review.approve',
    outcome: 'ok',
    remittance: reference,
  });
  await recordAudit(db, { actorId: 'x', actorRole: 'admin', action: 'other', outcome: 'ok', remittance: 'ELSEWHERE' });

  const dossier = await buildDossier(db, reference);
  assert.ok(dossier);
  assert.deepEqual(dossier.request, request);
  assert.deepEqual(dossier.findings, [finding]);
  assert.deepEqual(dossier.status, { review: 'sent', payment: 'ACKNOWLEDGED', final: false });
  assert.equal(dossier.verdicts[0]?.comment, 'Renewal seen');
  assert.equal(dossier.approvals[0]?.ruleVersion, 1);
  assert.ok(Array.isArray(dossier.approvals[0]?.rules), 'the rules of the version that applied');
  assert.deepEqual(
    dossier.timeline.map((e) => [e.status, e.source]),
    [['ACKNOWLEDGED', 'submit']],
  );
  assert.deepEqual(
    dossier.audit.map((row) => row.action),
    ['review.approve'],
    'only the rows of this remittance',
  );
  assert.equal(await buildDossier(db, 'NO-SUCH-REFERENCE'), undefined);
});
