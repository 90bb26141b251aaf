import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exampleRequest, setPath } from '@/lib/compliance/checks/testing';
import type { Finding, ScreeningHit } from '@/lib/compliance/types';
import { openTestDatabase } from '@/lib/db/testing';
import { assessTransaction, holdingFindings } from './assess';
import { getCase, holdForReview } from './cases';
import { buildDossier } from './dossier';
import { findingsInWords, hitAsSeen, reviewPageView, WHOLE_VIEW } from './finding-words';

/*
 * Issue 26, item 2: the findings and the screening of a held remittance name the IBAN and the
 * names the fields mask. Stored findings keep them masked; the review page puts them back only as
 * the viewer sees them at the fields (numbers masked for every role, names for roles without
 * pii:read and for anyone presenting).
 */

const IBAN = 'GB83WEST12345698765432';
const IBAN_GROUPED = 'GB83 WEST 1234 5698 7654 32';
const ACCOUNT_NAME = 'Harbor Electronics Inc';
const RECIPIENT = 'Lindqvist Bjorn Akeson'; // a hit on the demo list (CDS-006)

/** A p2p paid into a UK IBAN with bad check digits, in an account name that is not the recipient's, to a listed name. */
function heldRequest(): Record<string, unknown> {
  const request = exampleRequest('p2p');
  request.creditParty = [
    { key: 'accountIBAN', value: IBAN },
    { key: 'accountName', value: ACCOUNT_NAME },
  ];
  setPath(request, 'internationalTransferInformation.receivingCountry', 'GB');
  setPath(request, 'recipientKyc.subjectName', { firstName: 'Bjorn', lastName: 'Lindqvist', fullName: RECIPIENT });
  // Without a date of birth or nationality to tell them apart, the listed person scores a hit.
  setPath(request, 'recipientKyc.dateOfBirth', undefined);
  setPath(request, 'recipientKyc.nationality', undefined);
  return request as unknown as Record<string, unknown>;
}

const FULL_VALUES = [IBAN, IBAN_GROUPED, ACCOUNT_NAME, RECIPIENT, 'Lindqvist', 'Bjorn'];
const leaks = (text: string) => FULL_VALUES.filter((value) => text.includes(value));

const database = await openTestDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), 'finding-words-'));
after(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});
const { db } = database;

async function held() {
  const request = heldRequest();
  const assessment = await assessTransaction(
    { db, dataDir, threshold: 0.85, now: () => new Date('2026-06-15T12:00:00Z') },
    request,
  );
  const { reviewCase } = await holdForReview(db, {
    draftId: randomUUID(),
    reference: `TX-${randomUUID().slice(0, 8)}`,
    kind: 'transaction',
    type: 'p2p',
    makerId: 'maker',
    request,
    assessment,
    deadline: new Date(Date.now() + 60_000),
    summary: { amount: '100.00', currency: 'GBP' },
  });
  const stored = (await getCase(db, reviewCase.id))!;
  return { stored, request };
}

/** The review page's findings and hits for a viewer, as one text. */
function reviewPageText(
  stored: Awaited<ReturnType<typeof held>>['stored'],
  viewer: Parameters<typeof reviewPageView>[0],
) {
  const hits = stored.screening as ScreeningHit[];
  const view = reviewPageView(viewer);
  const findings = findingsInWords(holdingFindings({ findings: stored.findings as Finding[], hits }), view, {
    request: stored.request,
    hits,
  });
  return JSON.stringify({ findings, hits: hits.map((hit) => hitAsSeen(hit, view)) });
}

describe('findings name masked values only', () => {
  test('a held case stores no full IBAN or name in its findings', async () => {
    const { stored } = await held();
    const codes = (stored.findings as Finding[]).map((f) => f.code);
    assert.ok(codes.includes('ACCOUNT_NAME_MISMATCH') && codes.includes('IBAN_CHECK_DIGITS'), codes.join());
    assert.ok((stored.screening as ScreeningHit[]).length > 0, 'the recipient is a screening hit');
    assert.deepEqual(leaks(JSON.stringify(stored.findings)), []);
  });

  test('a viewer, and an admin presenting, see only masked values in the findings and the screening', async () => {
    const { stored } = await held();
    for (const viewer of [
      'viewer',
      { role: 'admin', presenter: true },
      { role: 'reviewer', presenter: true },
    ] as const) {
      const text = reviewPageText(stored, viewer);
      assert.deepEqual(leaks(text), [], JSON.stringify(viewer));
      assert.match(text, /•••• •••• •••• •••• ••54 32/, 'the IBAN shows as at its field');
    }
  });

  test('a reviewer sees the names whole but the IBAN masked, as at their fields', async () => {
    const { stored } = await held();
    const text = reviewPageText(stored, { role: 'reviewer' });
    assert.deepEqual(leaks(text).sort(), [ACCOUNT_NAME, 'Bjorn', RECIPIENT, 'Lindqvist'].sort());
    assert.match(
      text,
      new RegExp(
        `The name on the account, \\\\"${ACCOUNT_NAME}\\\\", is not the recipient's name, \\\\"${RECIPIENT}\\\\"`,
      ),
    );
    assert.match(text, new RegExp(`${RECIPIENT} resembles`));
  });

  test('the dossier (opened only by those who may reveal) reads every value whole', async () => {
    const { stored } = await held();
    const dossier = await buildDossier(db, stored.reference);
    const sentences = dossier!.findings.map((f) => f.message).join('\n');
    assert.match(sentences, new RegExp(`IBAN ${IBAN_GROUPED} is not a valid IBAN`));
    assert.match(sentences, new RegExp(`"${ACCOUNT_NAME}"`));
  });
});

describe('findings stored before values were kept apart', () => {
  const request = heldRequest();
  const legacy: Finding[] = [
    {
      code: 'IBAN_CHECK_DIGITS',
      field: 'creditParty.0.value',
      message: `The credit party's IBAN ${IBAN_GROUPED} is not a valid IBAN: its check digits are wrong, so a character is mistyped.`,
    },
    {
      code: 'ACCOUNT_NAME_MISMATCH',
      field: 'creditParty.1.value',
      message: `The name on the account, "${ACCOUNT_NAME}", is not the recipient's name, "${RECIPIENT}".`,
    },
  ];

  test('are read with their personal values masked for a viewer and a presenter', () => {
    for (const viewer of ['viewer', { role: 'admin', presenter: true }] as const) {
      const text = findingsInWords(legacy, reviewPageView(viewer), { request })
        .map((f) => f.message)
        .join('\n');
      assert.deepEqual(leaks(text), [], text);
      assert.match(text, /IBAN •••• •••• •••• •••• ••54 32 is not/);
    }
  });

  test('an IBAN no longer in the request is masked all the same', () => {
    const text = findingsInWords(legacy.slice(0, 1), reviewPageView({ role: 'admin' }), { request: {} })[0]!.message;
    assert.equal(leaks(text).length, 0, text);
  });

  test('whole for the dossier', () => {
    assert.deepEqual(
      findingsInWords(legacy, WHOLE_VIEW, { request }).map((f) => f.message),
      legacy.map((f) => f.message),
    );
  });
});
