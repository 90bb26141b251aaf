import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { openTestDatabase } from '@/lib/db/testing';
import type { ScreeningEntry, ScreeningSubject } from '../types';
import { DismissalRefused, dismissHit, screenSubjects } from './dismissals';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

const THRESHOLD = 0.85;
const bjorn: ScreeningEntry = {
  id: 'CDS-006',
  name: 'Björn Åkesson-Lindqvist',
  aliases: ['Bjorn Akesson Lindqvist'],
  dateOfBirth: '1971-03-14',
  country: 'SE',
  listName: 'Corridor Demo Sanctions',
};
const chen: ScreeningEntry = {
  id: 'CDS-005',
  name: 'Chen Wei',
  aliases: ['陈伟'],
  listName: 'Corridor Demo Sanctions',
};
const entries = [bjorn, chen];
const recipient = (name: string): ScreeningSubject => ({
  role: 'recipient',
  field: 'recipientKyc.subjectName.fullName',
  name,
});

test('a dismissed hit comes back marked, for the same name however it is written', async () => {
  const subject = recipient('Lindqvist Bjorn Akeson');
  const [before] = await screenSubjects(db, [subject], entries, THRESHOLD);
  assert.equal(before?.entry.id, 'CDS-006');
  assert.equal(before.dismissed, undefined);

  const at = new Date('2026-03-01T10:00:00.000Z');
  const recorded = await dismissHit(db, {
    subject,
    entry: bjorn,
    reason: '  Born 1990, other person  ',
    by: 'rev-1',
    at,
  });
  assert.deepEqual(recorded, { reason: 'Born 1990, other person', by: 'rev-1', at: at.toISOString() });

  const again = await screenSubjects(
    db,
    [recipient('AKESON, Lindqvist Björn'), recipient('Chen Wei')],
    entries,
    THRESHOLD,
  );
  assert.deepEqual(
    again.map((hit) => [hit.subject.name, hit.entry.id, hit.dismissed]),
    [
      ['AKESON, Lindqvist Björn', 'CDS-006', { reason: 'Born 1990, other person', by: 'rev-1', at: at.toISOString() }],
      ['Chen Wei', 'CDS-005', undefined],
    ],
  );
});

test('a changed name is not covered by the old dismissal', async () => {
  await dismissHit(db, {
    subject: recipient('Chen Wei'),
    entry: chen,
    reason: 'Known customer since 2019',
    by: 'rev-1',
  });
  const hits = await screenSubjects(db, [recipient('Chen Wie'), recipient('Wei Chen')], entries, THRESHOLD);
  assert.deepEqual(
    hits.map((hit) => [hit.subject.name, hit.dismissed?.reason]),
    [
      ['Chen Wie', undefined],
      ['Wei Chen', 'Known customer since 2019'],
    ],
    'a letter changed is a new name; the same parts in another order are the same name',
  );
});

test('a dismissal holds for its entry only while the list still names the same person under that id', async () => {
  await dismissHit(db, { subject: recipient('Bjorn Lindqvist'), entry: bjorn, reason: 'Other person', by: 'rev-2' });
  const reused: ScreeningEntry = { ...bjorn, name: 'Bjorn Lindqvist Junior', aliases: [] };
  const [hit] = await screenSubjects(db, [recipient('Bjorn Lindqvist')], [reused], 0.7);
  assert.equal(hit?.entry.name, 'Bjorn Lindqvist Junior');
  assert.equal(hit.dismissed, undefined);
});

test('dismissing again replaces the reason; a dismissal without a reason is refused and records nothing', async () => {
  const subject = recipient('Chen Wei Ming');
  await assert.rejects(dismissHit(db, { subject, entry: chen, reason: '   ', by: 'rev-3' }), DismissalRefused);
  assert.equal((await screenSubjects(db, [subject], entries, THRESHOLD))[0]?.dismissed, undefined);
  await dismissHit(db, { subject, entry: chen, reason: 'First look', by: 'rev-3' });
  await dismissHit(db, { subject, entry: chen, reason: 'Checked the passport', by: 'rev-4' });
  const [hit] = await screenSubjects(db, [subject], entries, THRESHOLD);
  assert.equal(hit?.dismissed?.reason, 'Checked the passport');
  assert.equal(hit.dismissed.by, 'rev-4');
  await assert.rejects(
    dismissHit(db, { subject: recipient('---'), entry: chen, reason: 'x', by: 'rev-3' }),
    DismissalRefused,
  );
});

test('a name without hits, or no subjects, answers no hits', async () => {
  assert.deepEqual(await screenSubjects(db, [recipient('Ada Ngozi Eze')], entries, THRESHOLD), []);
  assert.deepEqual(await screenSubjects(db, [], entries, THRESHOLD), []);
});
