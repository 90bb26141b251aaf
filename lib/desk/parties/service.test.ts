import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { remittances, reviewCases } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { ActionRefusal } from '@/lib/desk/action-result';
import { expiredIdNotice, kindFor, partyFacts } from './party';
import { savedPartyInputSchema, senderGaps, type SavedPartyRawInput } from './schema';
import {
  createParty,
  deactivateParty,
  getParty,
  listParties,
  partiesToPick,
  recordPartyRemittances,
  remittancesOfParty,
  updateParty,
} from './service';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

const harbor = {
  businessName: 'Harbor Electronics Inc',
  businessAddress1: '500 Market Street',
  businessPrimaryContactCountryCode: 'US',
  businessPrimaryContactNo: '4155550123',
  businessCountryCode: 'US',
  businessRegistrationType: 'Private Limited Company',
  businessRegistrationNumber: 'C4410987',
  businessRegistrationIssueDate: '2012-04-16',
  businessIDValidThru: '2032-04-15',
};

const grace = {
  nationality: 'US',
  dateOfBirth: '1985-09-14',
  gender: 'f',
  idDocument: [
    { idType: 'passport', idNumber: 'P56781234', expiryDate: '2031-03-09' },
    { idType: 'nationalidcard', idNumber: 'N1234567', expiryDate: '2026-03-03' },
  ],
  postalAddress: { addressLine1: '1600 Park Avenue', city: 'Washington', country: 'US' },
  subjectName: { firstName: 'Grace', lastName: 'Miller', fullName: 'Grace Ann Miller' },
};

/** Checks an input as the action recipe does, with the wire's KYC schemas. */
const parse = (input: SavedPartyRawInput) => savedPartyInputSchema.parse(input);

describe('saved parties', () => {
  test('checked with the wire’s KYC schemas: list values in their canonical spelling, unknown fields refused', () => {
    const person = parse({ kind: 'individual', kyc: grace });
    assert.equal((person.kyc as { gender?: string }).gender, 'F', 'a list value is kept as the wire spells it');
    const refused = savedPartyInputSchema.safeParse({ kind: 'business', kyc: { ...harbor, businessName: '' } });
    assert.equal(refused.success, false);
    assert.deepEqual(
      refused.error!.issues.map((issue) => issue.path.join('.')),
      ['kyc.businessName'],
    );
    assert.equal(
      savedPartyInputSchema.safeParse({ kind: 'business', kyc: { ...harbor, shoeSize: '42' } }).success,
      false,
      'strict, as the wire is',
    );
    assert.equal(
      savedPartyInputSchema.safeParse({ kind: 'business', kyc: harbor, creditParty: [{ key: 'sortcode', value: '1' }] })
        .success,
      false,
      'a credit party must name the account',
    );
  });

  test('what the desk reads out of a KYC: name, country, the first ID expiry; and what a sender still lacks', () => {
    assert.deepEqual(partyFacts('individual', grace), {
      displayName: 'Grace Ann Miller',
      country: 'US',
      idExpiresOn: '2026-03-03',
    });
    assert.deepEqual(partyFacts('business', harbor), {
      displayName: 'Harbor Electronics Inc',
      country: 'US',
      idExpiresOn: '2032-04-15',
    });
    assert.deepEqual(senderGaps('business', harbor), []);
    assert.deepEqual(
      senderGaps('business', { businessName: 'Lagoon Components Ltd', businessAddressCountryCode: 'NG' }).map(
        (gap) => gap.field,
      ),
      [
        'businessAddress1',
        'businessPrimaryContactCountryCode',
        'businessPrimaryContactNo',
        'businessCountryCode',
        'businessRegistrationType',
        'businessRegistrationNumber',
        'businessRegistrationIssueDate',
        'businessIDValidThru',
      ],
    );
    assert.deepEqual(
      senderGaps('individual', { subjectName: grace.subjectName }).map((gap) => gap.field),
      ['nationality', 'dateOfBirth', 'idDocument', 'postalAddress'],
    );
  });

  test('an ID that expired since it was saved is flagged in words; kinds follow the type', () => {
    assert.equal(
      expiredIdNotice({ kind: 'individual', idExpiresOn: '2026-03-03' }, '2026-11-24'),
      'ID expired on 3 March 2026 — ask for a new one',
    );
    assert.equal(expiredIdNotice({ kind: 'individual', idExpiresOn: '2026-11-24' }, '2026-11-24'), undefined);
    assert.equal(expiredIdNotice({ kind: 'individual', idExpiresOn: null }, '2026-11-24'), undefined);
    assert.match(expiredIdNotice({ kind: 'business', idExpiresOn: '2020-01-31' }, '2026-11-24')!, /^Registration/);
    assert.equal(kindFor('b2p', 'sender'), 'business');
    assert.equal(kindFor('b2p', 'recipient'), 'individual');
    assert.equal(kindFor('p2b', 'recipient'), 'business');
  });

  test('created, read, edited (not into another kind), listed and searched with names masked for viewers', async () => {
    const company = await createParty(db, 'u-olu', parse({ kind: 'business', kyc: harbor }));
    const person = await createParty(
      db,
      'u-olu',
      parse({ kind: 'individual', kyc: grace, creditParty: [{ key: 'msisdn', value: '+2349051234567' }] }),
    );
    assert.equal(company.displayName, 'Harbor Electronics Inc');
    assert.equal(person.idExpiresOn, '2026-03-03');
    assert.deepEqual((await getParty(db, person.id))!.creditParty, [{ key: 'msisdn', value: '+2349051234567' }]);

    const edited = await updateParty(
      db,
      company.id,
      parse({ kind: 'business', kyc: { ...harbor, businessName: 'Harbor Electronics Group' } }),
    );
    assert.equal(edited.displayName, 'Harbor Electronics Group');
    assert.equal((await getParty(db, company.id))!.kyc.businessName, 'Harbor Electronics Group');
    await assert.rejects(updateParty(db, company.id, parse({ kind: 'individual', kyc: grace })), ActionRefusal);
    await assert.rejects(updateParty(db, 'nope', parse({ kind: 'business', kyc: harbor })), ActionRefusal);

    const operator = { role: 'operator' as const };
    assert.deepEqual(
      (await listParties(db, operator)).map((p) => p.name),
      ['Grace Ann Miller', 'Harbor Electronics Group'],
    );
    assert.deepEqual(
      (await listParties(db, operator, { search: 'harbor' })).map((p) => p.id),
      [company.id],
    );
    assert.deepEqual(await listParties(db, operator, { search: '%' }), [], '% is a letter, not a pattern');
    assert.deepEqual(
      (await listParties(db, operator, { kind: 'individual' })).map((p) => p.id),
      [person.id],
    );
    const viewer = { role: 'viewer' as const };
    assert.deepEqual(
      (await listParties(db, viewer)).map((p) => p.name),
      ['G•••• A•• M•••••', 'H••••• E•••••••••• G••••'],
    );
    assert.deepEqual(await listParties(db, viewer, { search: 'Harbor' }), [], 'viewers do not search by name');
    assert.deepEqual(
      (await listParties(db, viewer, { search: company.id })).map((p) => p.id),
      [company.id],
    );
    assert.deepEqual(
      (await partiesToPick(db, 'business', 'electronics')).map((p) => p.kyc.businessName),
      ['Harbor Electronics Group'],
    );
  });

  test('deactivated: kept on record and in the full list, no longer offered or editable', async () => {
    const party = await createParty(
      db,
      'u-olu',
      parse({ kind: 'business', kyc: { businessName: 'Old Supplier Ltd', businessAddressCountryCode: 'NG' } }),
    );
    const first = await deactivateParty(db, party.id);
    assert.ok(first.deactivatedAt);
    const again = await deactivateParty(db, party.id);
    assert.equal(again.deactivatedAt!.getTime(), first.deactivatedAt!.getTime(), 'the first time is kept');
    assert.equal((await partiesToPick(db, 'business', 'Old')).length, 0);
    assert.equal((await listParties(db, { role: 'operator' }, { search: 'Old' })).length, 0);
    const all = await listParties(db, { role: 'operator' }, { search: 'Old', includeInactive: true });
    assert.deepEqual(
      all.map((p) => [p.id, p.active]),
      [[party.id, false]],
    );
    await assert.rejects(
      updateParty(
        db,
        party.id,
        parse({ kind: 'business', kyc: { businessName: 'X', businessAddressCountryCode: 'NG' } }),
      ),
      /deactivated/,
    );
    await assert.rejects(deactivateParty(db, 'nope'), ActionRefusal);
  });

  test('the remittances a party was used in: recorded once per side, of the kind the type carries, sent or in review', async () => {
    const sender = await createParty(db, 'u-olu', parse({ kind: 'business', kyc: harbor }));
    const recipient = await createParty(
      db,
      'u-olu',
      parse({ kind: 'business', kyc: { businessName: 'Lagoon Components Ltd', businessAddressCountryCode: 'NG' } }),
    );
    const person = await createParty(db, 'u-olu', parse({ kind: 'individual', kyc: grace }));
    await db.insert(remittances).values({
      reference: 'TX-SENT-1',
      kind: 'transaction',
      type: 'b2b',
      serviceRef: 'svc-1',
      status: 'ACKNOWLEDGED',
      amount: '1500000',
      currency: 'NGN',
      request: {},
    });
    assert.equal(
      await recordPartyRemittances(db, 'TX-SENT-1', 'b2b', { sender: sender.id, recipient: recipient.id }),
      2,
    );
    assert.equal(
      await recordPartyRemittances(db, 'TX-SENT-1', 'b2b', { sender: sender.id, recipient: recipient.id }),
      0,
      'a replayed submit records nothing more',
    );
    assert.equal(
      await recordPartyRemittances(db, 'TX-SENT-2', 'b2b', { sender: person.id, recipient: '' }),
      0,
      'a person is not a b2b sender',
    );
    assert.equal(await recordPartyRemittances(db, 'TX-SENT-2', 'b2b', { sender: 'unknown' }), 0);

    await db.insert(reviewCases).values({
      id: 'case-1',
      draftId: 'draft-1',
      reference: 'TX-HELD-1',
      kind: 'transaction',
      type: 'b2b',
      status: 'in_review',
      makerId: 'u-olu',
      request: {},
      decision: {},
      approvalsRequired: 1,
      deadline: new Date(),
      submittedAt: new Date(),
      amount: '20',
      currency: 'NGN',
    });
    await recordPartyRemittances(db, 'TX-HELD-1', 'b2b', { sender: sender.id });

    const used = await remittancesOfParty(db, sender.id);
    assert.deepEqual(used.map((r) => [r.reference, r.role, r.status, r.inReview, r.amount]).sort(), [
      ['TX-HELD-1', 'sender', 'in_review', true, '20'],
      ['TX-SENT-1', 'sender', 'ACKNOWLEDGED', false, '1500000'],
    ]);
    assert.deepEqual(
      (await remittancesOfParty(db, recipient.id)).map((r) => [r.reference, r.role]),
      [['TX-SENT-1', 'recipient']],
    );
    assert.deepEqual(await remittancesOfParty(db, person.id), []);
  });
});
