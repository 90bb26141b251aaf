import assert from 'node:assert/strict';
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, beforeEach, describe, test } from 'node:test';
import { asc, sql } from 'drizzle-orm';
import { auditEvents } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { auditKeysFrom, unkeyedRowHash } from './chain';
import { setAuditSecret } from './chain-key';
import { appendCheckpoint, readCheckpoints, takeCheckpoint, verifyAuditTrail } from './checkpoints';
import { recordAudit } from './record';

const SECRET = 'the AUTH_SECRET of checkpoints.test';
setAuditSecret(SECRET);
const keys = auditKeysFrom(SECRET);

const database = await openTestDatabase();
const dir = mkdtempSync(path.join(tmpdir(), 'corridor-audit-checkpoints-'));
after(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});
const db = database.db;
let file = '';
let fileCount = 0;

/** Changes rows behind the application's back, as a superuser can: triggers off for this transaction. */
async function tamper(statement: ReturnType<typeof sql>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

async function append(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n++)
    ids.push(
      (await recordAudit(db, { actorId: 'u', actorRole: 'admin', action: 'x', outcome: 'ok', details: { n } })).id,
    );
  return ids;
}

const checkpointLines = () =>
  readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** A fresh table and checkpoint file for each test. */
beforeEach(async () => {
  await tamper(sql`delete from desk.audit_events`);
  file = path.join(dir, `checkpoints-${(fileCount += 1)}.jsonl`);
});

describe('verifyAuditTrail compares with the last checkpoint outside the database', () => {
  test('a verify that holds writes a signed checkpoint line; the next verify compares with it', async () => {
    const ids = await append(3);
    const first = await verifyAuditTrail(db, file);
    assert.equal(first.ok, true);
    assert.equal(first.ok && first.checkpoint, null);
    const [line] = checkpointLines();
    assert.deepEqual(
      { rows: line!.rows, lastId: line!.lastId, by: line!.by, key: line!.key },
      { rows: 3, lastId: ids[2], by: 'verify', key: keys.chainKeyId },
    );
    assert.match(String(line!.mac), /^[0-9a-f]{64}$/);
    await append(2);
    const second = await verifyAuditTrail(db, file);
    assert.equal(second.ok, true);
    assert.deepEqual(second.ok && second.checkpoint, { at: line!.at, rows: 3, lastId: ids[2], head: line!.head });
    assert.equal(checkpointLines().length, 2);
  });

  test('the last rows deleted: verify names them missing after the checkpoint, and writes none', async () => {
    const ids = await append(6);
    await verifyAuditTrail(db, file);
    const [{ at }] = checkpointLines() as [{ at: string }];
    await tamper(sql`delete from desk.audit_events where id > ${ids[3]}`);
    const verdict = await verifyAuditTrail(db, file);
    assert.deepEqual(verdict, {
      ok: false,
      rows: 4,
      firstBroken: {
        id: null,
        reason: `rows ${ids[4]}–${ids[5]} missing after the checkpoint of ${at}, which recorded 6 rows ending at row ${ids[5]}; the trail now ends at row ${ids[3]}`,
      },
    });
    assert.equal(checkpointLines().length, 1, 'a trail cut short is not checkpointed');
  });

  test('the table truncated (trigger disabled, as a superuser can): verify fails, naming it', async () => {
    const ids = await append(4);
    await verifyAuditTrail(db, file);
    const [{ at }] = checkpointLines() as [{ at: string }];
    await tamper(sql`truncate desk.audit_events`);
    assert.deepEqual(await verifyAuditTrail(db, file), {
      ok: false,
      rows: 0,
      firstBroken: {
        id: null,
        reason: `the table was truncated: the checkpoint of ${at} recorded 4 rows ending at row ${ids[3]}, and none are left`,
      },
    });
  });

  test('the whole trail rewritten with plain SHA-256 and passed off as unkeyed: the head differs', async () => {
    const ids = await append(3);
    await verifyAuditTrail(db, file);
    const [{ at }] = checkpointLines() as [{ at: string }];
    const rows = await db.select().from(auditEvents).orderBy(asc(auditEvents.id));
    let prevHash = '0'.repeat(64);
    for (const row of rows) {
      const details = row.id === ids[0] ? { n: 'rewritten' } : row.details;
      const hash = unkeyedRowHash({ ...row, details, prevHash });
      await tamper(
        sql`update desk.audit_events set details = ${JSON.stringify(details)}::jsonb, prev_hash = ${prevHash},
          hash = ${hash}, chain_key = null where id = ${row.id}`,
      );
      prevHash = hash;
    }
    const verdict = await verifyAuditTrail(db, file);
    assert.deepEqual(verdict, {
      ok: false,
      rows: 3,
      firstBroken: {
        id: ids[2],
        reason: `head differs: row ${ids[2]}'s hash is not the one the checkpoint of ${at} recorded, so the trail was rewritten up to it`,
      },
    });
  });

  test('a forged checkpoint line (signed without the key) is detected, and so is an altered one', async () => {
    const ids = await append(5);
    await verifyAuditTrail(db, file);
    // Rows removed, and a checkpoint claiming fewer rows appended to cover it.
    await tamper(sql`delete from desk.audit_events where id > ${ids[1]}`);
    const [genuine] = checkpointLines();
    const forged = { ...genuine, rows: 2, lastId: ids[1], at: new Date().toISOString() };
    appendFileSync(file, `${JSON.stringify(forged)}\n`);
    const verdict = await verifyAuditTrail(db, file);
    assert.deepEqual(verdict, {
      ok: false,
      rows: 0,
      firstBroken: {
        id: null,
        reason: `line 2 of the checkpoint file (${file}) is not signed with this desk's key: it was forged or altered (or written under another AUTH_SECRET)`,
      },
    });
    // A line signed under another secret is no better, and nor is one that is not a checkpoint at all.
    writeFileSync(file, '');
    await appendCheckpoint(file, { rows: 2, lastId: ids[1]!, head: 'x', by: 'verify' }, auditKeysFrom('a guess'));
    const otherKey = await readCheckpoints(file);
    assert.equal(otherKey.ok, false);
    writeFileSync(file, 'not json\n');
    assert.deepEqual(await readCheckpoints(file), {
      ok: false,
      reason: `line 1 of the checkpoint file (${file}) is not a checkpoint: the file was altered`,
    });
  });

  test('a checkpoint file that cannot be read fails the check in words (never an error for the person)', async () => {
    await append(1);
    const verdict = await verifyAuditTrail(db, dir);
    assert.deepEqual(verdict, {
      ok: false,
      rows: 0,
      firstBroken: { id: null, reason: `the checkpoint file (${dir}) cannot be read (EISDIR)` },
    });
  });

  test('a missing file has no checkpoints yet; the first verify starts it', async () => {
    assert.deepEqual(await readCheckpoints(file), { ok: true, last: null, count: 0 });
    assert.equal((await verifyAuditTrail(db, file)).ok, true, 'an empty trail holds');
    assert.deepEqual(await readCheckpoints(file), { ok: true, last: null, count: 0 }, 'and nothing to checkpoint');
  });
});

describe('takeCheckpoint (the schedule)', () => {
  test('writes the head when the trail grew, nothing when it did not', async () => {
    assert.deepEqual(await takeCheckpoint(db, file), { unchanged: true });
    const ids = await append(3);
    const outcome = await takeCheckpoint(db, file);
    assert.ok('written' in outcome);
    assert.deepEqual({ rows: outcome.written.rows, lastId: outcome.written.lastId }, { rows: 3, lastId: ids[2] });
    assert.deepEqual(await takeCheckpoint(db, file), { unchanged: true });
    assert.equal(checkpointLines()[0]!.by, 'schedule');
    // The verify that follows compares with it.
    const verdict = await verifyAuditTrail(db, file);
    assert.equal(verdict.ok && verdict.checkpoint?.lastId, ids[2]);
  });

  test('never blesses a trail cut short: the rows stay missing against the last good checkpoint', async () => {
    const ids = await append(4);
    await takeCheckpoint(db, file);
    await tamper(sql`delete from desk.audit_events where id >= ${ids[2]}`);
    await append(1);
    const outcome = await takeCheckpoint(db, file);
    assert.ok('refused' in outcome);
    assert.match(outcome.refused, new RegExp(`row ${ids[3]}, the last row at the checkpoint of .*, is missing`));
    assert.equal(checkpointLines().length, 1);
    const verdict = await verifyAuditTrail(db, file);
    assert.equal(verdict.ok, false);
  });
});
