import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import type { DeskUser } from '@/lib/auth/session';
import { auditEvents, user } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { runAction } from '@/lib/desk/action-recipe';
import { pickableFor } from './pickable';
import { savedPartyInputSchema } from './schema';
import { createParty, getParty, partiesToPick } from './service';
import { updateSavedPartySpec } from './update-spec';

/*
 * Issue 26, item 11: presenter mode masked the party's page but not the composer's saved-party
 * picker (/api/desk/saved-parties answers each party whole) nor the party's edit form. Now someone
 * presenting is offered each party masked and without its KYC, and an edit is refused — from the
 * page, or from a stale page or another tab calling the action directly.
 */

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

await db.insert(user).values({ id: 'u-olu', name: 'Olu Operator', email: 'olu@x.test', role: 'operator' });
const olu: DeskUser = { id: 'u-olu', name: 'Olu Operator', email: 'olu@x.test', role: 'operator' };
const presenting: DeskUser = { ...olu, presenter: true };

const FULL_NAME = 'Grace Ann Miller';
const ID_NUMBER = 'P56781234';
const ACCOUNT = 'GB82WEST12345698765432';
const grace = {
  nationality: 'US',
  dateOfBirth: '1985-09-14',
  gender: 'f',
  idDocument: [{ idType: 'passport', idNumber: ID_NUMBER, expiryDate: '2031-03-09' }],
  postalAddress: { addressLine1: '1600 Park Avenue', city: 'Washington', country: 'US' },
  subjectName: { firstName: 'Grace', lastName: 'Miller', fullName: FULL_NAME },
};
const party = await createParty(
  db,
  olu.id,
  savedPartyInputSchema.parse({
    kind: 'individual',
    kyc: grace,
    creditParty: [{ key: 'accountIBAN', value: ACCOUNT }],
  }),
);

const leaks = (text: string) => [FULL_NAME, 'Grace', 'Miller', ID_NUMBER, ACCOUNT].filter((v) => text.includes(v));

test('the saved-party picker answers someone presenting each party masked, without its KYC or account', async () => {
  const found = await partiesToPick(db, 'individual', 'Grace');
  assert.equal(found.length, 1);
  const shown = found.map(pickableFor(presenting));
  assert.deepEqual(leaks(JSON.stringify(shown)), []);
  assert.equal(shown[0]!.name, 'G•••• A•• M•••••');
  assert.equal(shown[0]!.masked, true);
  assert.deepEqual(shown[0]!.kyc, {});
  assert.equal(shown[0]!.creditParty, null);

  const whole = found.map(pickableFor(olu))[0]!;
  assert.equal(whole.name, FULL_NAME, 'not presenting: whole, as the picker fills the form with it');
  assert.equal(whole.masked, undefined);
  assert.deepEqual(whole.creditParty, [{ key: 'accountIBAN', value: ACCOUNT }]);
});

test('an edit while presenting is refused in words and audited, whatever page it came from; nothing changes', async () => {
  const renamed = { ...grace, subjectName: { ...grace.subjectName, fullName: 'Grace Renamed' } };
  const result = await runAction(
    updateSavedPartySpec,
    { id: party.id, party: { kind: 'individual', kyc: renamed } },
    { user: presenting, db: async () => db, ip: null },
  );
  assert.equal(result.ok, false);
  assert.match(
    result.ok ? '' : (result.formError ?? ''),
    /^Presenter mode is on: .* not picked or edited while presenting/,
  );
  assert.equal(((await getParty(db, party.id))!.kyc.subjectName as { fullName: string }).fullName, FULL_NAME);
  const [row] = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'parties.update'), eq(auditEvents.actorId, olu.id)))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  assert.equal(row?.outcome, 'refused');
});
