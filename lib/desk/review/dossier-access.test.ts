import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { DeskUser } from '@/lib/auth/session';
import { auditEvents, user } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { runAction } from '@/lib/desk/action-recipe';
import { presenterRefusal } from '@/lib/desk/mask';
import { dossierRefusal } from './dossier-access';

// Presenter mode masks whatever the role: the dossier and a reveal are refused in words while
// presenting, each refusal audited; off again, the role's own permission decides.

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

await db.insert(user).values({ id: 'u-ada', name: 'Ada Admin', email: 'ada@x.test', role: 'admin' });
const ada: DeskUser = { id: 'u-ada', name: 'Ada Admin', email: 'ada@x.test', role: 'admin' };
const presenting: DeskUser = { ...ada, presenter: true };

const lastAudit = async (action: string) =>
  (
    await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.actorId, ada.id)))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0];

test('the dossier is refused in words while presenting, the refusal audited; not refused otherwise', async () => {
  const refusal = await dossierRefusal(db, presenting, {
    action: 'dossier.download',
    remittance: 'DSK-PRESENT-1',
    ip: '192.0.2.5',
  });
  assert.match(refusal ?? '', /^Presenter mode is on/);
  const row = await lastAudit('dossier.download');
  assert.equal(row?.outcome, 'refused');
  assert.equal(row?.remittance, 'DSK-PRESENT-1');
  assert.equal((row?.details as { reason?: string }).reason, refusal);

  const before = await db.select().from(auditEvents);
  assert.equal(
    await dossierRefusal(db, ada, { action: 'dossier.view', remittance: 'DSK-PRESENT-1', ip: null }),
    undefined,
  );
  assert.equal((await db.select().from(auditEvents)).length, before.length, 'nothing audited when not refused');
});

test('a reveal while presenting is refused by the action recipe and audited as refused; it runs otherwise', async () => {
  let runs = 0;
  const reveal = {
    name: 'pii.reveal',
    permission: 'pii:reveal' as const,
    refuse: presenterRefusal,
    schema: z.object({ reference: z.string(), field: z.string() }),
    target: (input: { reference: string; field: string }) => `${input.reference} ${input.field}`,
    remittance: (input: { reference: string }) => input.reference,
    run: async () => {
      runs += 1;
      return { value: '+6591234567' };
    },
    auditDetails: () => undefined,
  };
  const input = { reference: 'DSK-PRESENT-2', field: 'sender.phone' };
  const caller = (who: DeskUser) => ({ user: who, db: async () => db, ip: null });

  const refused = await runAction(reveal, input, caller(presenting));
  assert.equal(refused.ok, false);
  assert.match(refused.ok ? '' : (refused.formError ?? ''), /^Presenter mode is on/);
  assert.equal(runs, 0, 'nothing revealed');
  const row = await lastAudit('pii.reveal');
  assert.equal(row?.outcome, 'refused');
  assert.equal(row?.target, 'DSK-PRESENT-2 sender.phone');
  assert.equal(row?.remittance, 'DSK-PRESENT-2');

  const shown = await runAction(reveal, input, caller(ada));
  assert.deepEqual(shown, { ok: true, data: { value: '+6591234567' } });
  assert.equal((await lastAudit('pii.reveal'))?.outcome, 'ok');
});
