import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import { asc, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditEvents } from '@/lib/db/schema';
import { openTestDatabase } from '@/lib/db/testing';
import { auditKeysFrom, auditRowHash, GENESIS_HASH, unkeyedRowHash } from './chain';
import { setAuditSecret } from './chain-key';
import { recordAudit, recordAudits, type AuditEntry } from './record';
import { verifyAuditChain } from './verify';

const SECRET = 'the AUTH_SECRET of record.test';
setAuditSecret(SECRET);
const keys = auditKeysFrom(SECRET);

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

/** The audit table cannot be emptied by the app; each test starts from a fresh table instead. */
async function freshTable(): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`delete from desk.audit_events`);
  });
}

/** Changes rows behind the application's back: triggers off for this transaction only (superuser). */
async function tamper(statement: ReturnType<typeof sql>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

const entry = (n: number, extra: Partial<AuditEntry> = {}): AuditEntry => ({
  actorId: `user-${n % 3}`,
  actorRole: 'operator',
  action: 'payers.create',
  outcome: 'ok',
  target: `P-${n}`,
  details: { n },
  ...extra,
});

async function append(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let n = 0; n < count; n++) ids.push((await recordAudit(db, entry(n))).id);
  return ids;
}

/** The SQLSTATE of a failed statement, through drizzle's wrapping. */
async function sqlState(statement: Promise<unknown>): Promise<string | undefined> {
  try {
    await statement;
  } catch (error) {
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    return cause?.code ?? code;
  }
  return undefined;
}

const allRows = (target: Db) => target.select().from(auditEvents).orderBy(asc(auditEvents.id));

/** The verdict on an intact keyed trail of `rows` rows ending at `last`, with no checkpoint. */
const intact = (rows: number, last: { id: number; hash: string | null }) => ({
  ok: true,
  rows,
  unchained: 0,
  unkeyed: 0,
  lastId: last.id,
  head: last.hash,
  checkpoint: null,
});

/**
 * What someone with write access to the database but without AUTH_SECRET can do: change a row and
 * recompute its hash and every later one's with plain SHA-256, keeping the links intact.
 */
async function rehashTailWithoutKey(fromId: number, { keepKeyId }: { keepKeyId: boolean }): Promise<void> {
  const rows = await allRows(db);
  let prevHash: string | undefined;
  for (const row of rows) {
    if (row.id < fromId) {
      prevHash = row.hash!;
      continue;
    }
    const details = row.id === fromId ? { n: 'rewritten' } : row.details;
    const chainKey = keepKeyId ? row.chainKey : null;
    const hash = unkeyedRowHash({ ...row, details, prevHash: prevHash! });
    await tamper(
      sql`update desk.audit_events set details = ${JSON.stringify(details)}::jsonb, prev_hash = ${prevHash!},
        hash = ${hash}, chain_key = ${chainKey} where id = ${row.id}`,
    );
    prevHash = hash;
  }
}

beforeEach(freshTable);

describe('recordAudit', () => {
  test('chains each row to the one before, from the genesis value, with a hash of its content', async () => {
    await recordAudit(db, entry(1, { ip: '203.0.113.9', remittance: 'R-1', details: { email: 'a•••@b•••.c••' } }));
    await recordAudit(db, entry(2));
    const [first, second] = await allRows(db);
    assert.equal(first!.prevHash, GENESIS_HASH);
    assert.equal(second!.prevHash, first!.hash);
    assert.equal(first!.ip, '203.0.113.9');
    assert.equal(first!.remittance, 'R-1');
    assert.match(first!.hash!, /^[0-9a-f]{64}$/);
    assert.equal(first!.chainKey, keys.chainKeyId);
    assert.equal(auditRowHash({ ...first!, prevHash: first!.prevHash! }, keys), first!.hash);
    assert.notEqual(auditRowHash({ ...first!, prevHash: first!.prevHash!, outcome: 'failed' }, keys), first!.hash);
    // Keyed: neither the plain SHA-256 nor the HMAC under another secret gives the stored hash.
    assert.notEqual(unkeyedRowHash({ ...first!, prevHash: first!.prevHash! }), first!.hash);
    assert.notEqual(auditRowHash({ ...first!, prevHash: first!.prevHash! }, auditKeysFrom('another')), first!.hash);
  });

  test('text the database cannot store (NUL, lone surrogates) is stored as U+FFFD and still verifies', async () => {
    await recordAudit(
      db,
      entry(1, { target: 'x\u0000y', details: { ['k\uD800']: ['\uDC00', new Date(0), undefined] } }),
    );
    const [row] = await allRows(db);
    assert.equal(row!.target, 'x\uFFFDy');
    assert.deepEqual(row!.details, { 'k\uFFFD': ['\uFFFD', '1970-01-01T00:00:00.000Z', null] });
    assert.deepEqual(await verifyAuditChain(db), intact(1, row!));
  });

  test('20 concurrent appends leave one unbroken chain', async () => {
    await Promise.all(Array.from({ length: 20 }, (_, n) => recordAudit(db, entry(n))));
    const rows = await allRows(db);
    assert.equal(rows.length, 20);
    assert.equal(new Set(rows.map((r) => r.prevHash)).size, 20, 'no two rows share a predecessor');
    const verdict = await verifyAuditChain(db);
    assert.deepEqual(verdict, intact(20, rows.at(-1)!));
  });

  test('inside a caller transaction that rolls back, nothing is kept and the chain continues', async () => {
    await append(1);
    await assert.rejects(
      db.transaction(async (tx) => {
        await recordAudit(tx, entry(2));
        throw new Error('the caller fails');
      }),
      /the caller fails/,
    );
    await append(1);
    const verdict = await verifyAuditChain(db);
    assert.equal(verdict.ok, true);
    assert.equal(verdict.rows, 2);
  });
});

describe('the database keeps the trail append-only', () => {
  test('UPDATE, DELETE and TRUNCATE are refused, whoever asks', async () => {
    const [id] = await append(1);
    assert.equal(
      await sqlState(db.execute(sql`update desk.audit_events set outcome = 'failed' where id = ${id}`)),
      '42501',
    );
    assert.equal(await sqlState(db.execute(sql`delete from desk.audit_events where id = ${id}`)), '42501');
    assert.equal(await sqlState(db.execute(sql`truncate desk.audit_events`)), '42501');
    assert.equal((await allRows(db)).length, 1);
  });
});

describe('verifyAuditChain', () => {
  test('an empty trail and an intact one hold', async () => {
    assert.deepEqual(await verifyAuditChain(db), {
      ok: true,
      rows: 0,
      unchained: 0,
      unkeyed: 0,
      lastId: null,
      head: null,
      checkpoint: null,
    });
    await append(7);
    const verdict = await verifyAuditChain(db, { pageSize: 3 });
    assert.equal(verdict.ok, true);
    assert.equal(verdict.rows, 7);
  });

  test('a row changed behind the application’s back is named', async () => {
    const ids = await append(6);
    await tamper(sql`update desk.audit_events set outcome = 'refused' where id = ${ids[3]}`);
    assert.deepEqual(await verifyAuditChain(db, { pageSize: 4 }), {
      ok: false,
      rows: 4,
      firstBroken: { id: ids[3], reason: `row ${ids[3]}: its content no longer matches its hash` },
    });
  });

  test('a changed row whose hash was recomputed breaks the link of the row after it', async () => {
    const ids = await append(4);
    const [victim] = await db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.id} = ${ids[1]}`);
    const forged = auditRowHash({ ...victim!, prevHash: victim!.prevHash!, details: { n: 99 } }, keys);
    await tamper(sql`update desk.audit_events set details = '{"n":99}', hash = ${forged} where id = ${ids[1]}`);
    const verdict = await verifyAuditChain(db);
    assert.equal(verdict.ok, false);
    assert.deepEqual(!verdict.ok && verdict.firstBroken, {
      id: ids[2],
      reason: `row ${ids[2]}: links to a previous hash that is not row ${ids[1]}'s`,
    });
  });

  test('a row rewritten and the tail re-hashed with plain SHA-256 (no key) is named', async () => {
    const ids = await append(6);
    await rehashTailWithoutKey(ids[2]!, { keepKeyId: true });
    assert.deepEqual(await verifyAuditChain(db), {
      ok: false,
      rows: 3,
      firstBroken: { id: ids[2], reason: `row ${ids[2]}: its content no longer matches its hash` },
    });
  });

  test('a tail re-hashed with plain SHA-256 and passed off as rows from before the key is named', async () => {
    const ids = await append(6);
    await rehashTailWithoutKey(ids[2]!, { keepKeyId: false });
    assert.deepEqual(await verifyAuditChain(db), {
      ok: false,
      rows: 3,
      firstBroken: {
        id: ids[2],
        reason: `row ${ids[2]}: its hash is not keyed, yet rows before it are: it was re-hashed without the key`,
      },
    });
  });

  test('rows keyed under another AUTH_SECRET are named, with both keys', async () => {
    const [id] = await append(1);
    const other = auditKeysFrom('another secret');
    setAuditSecret('another secret');
    await append(1);
    setAuditSecret(SECRET);
    const verdict = await verifyAuditChain(db);
    assert.equal(verdict.ok, false);
    assert.deepEqual(!verdict.ok && verdict.firstBroken, {
      id: id! + 1,
      reason: `row ${id! + 1}: keyed with another key (${other.chainKeyId}) than this server's (${keys.chainKeyId}): AUTH_SECRET changed, or the row was forged`,
    });
  });

  test('rows hashed before the chain was keyed still verify, and the keyed chain continues from them', async () => {
    // As migration 0011 found them: plain SHA-256, no chain_key.
    let prevHash = GENESIS_HASH;
    for (const n of [1, 2]) {
      const row = { id: n, createdAt: new Date(Date.UTC(2026, 0, n)), actorId: 'u', actorRole: 'admin' };
      const content = { ...row, action: 'x', outcome: 'ok', target: null, remittance: null, ip: null, details: null };
      const hash = unkeyedRowHash({ ...content, prevHash });
      await tamper(
        sql`insert into desk.audit_events (id, created_at, actor_id, actor_role, action, outcome, prev_hash, hash)
          values (${n}, ${row.createdAt.toISOString()}, 'u', 'admin', 'x', 'ok', ${prevHash}, ${hash})`,
      );
      prevHash = hash;
    }
    await db.execute(sql`select setval(pg_get_serial_sequence('desk.audit_events', 'id'), 2)`);
    await append(2);
    const rows = await allRows(db);
    assert.equal(rows[2]!.prevHash, rows[1]!.hash);
    assert.deepEqual(await verifyAuditChain(db), { ...intact(4, rows.at(-1)!), unkeyed: 2 });
  });

  test('a deleted row is found at the link it broke, naming the gap', async () => {
    const ids = await append(5);
    await tamper(sql`delete from desk.audit_events where id = ${ids[2]}`);
    const verdict = await verifyAuditChain(db, { pageSize: 2 });
    assert.deepEqual(verdict, {
      ok: false,
      rows: 3,
      firstBroken: {
        id: ids[3],
        reason: `row ${ids[3]}: links to a previous hash that is not row ${ids[1]}'s (no row has id ${ids[2]})`,
      },
    });
  });

  test('deleting the first row breaks the chain at the new first row', async () => {
    const ids = await append(3);
    await tamper(sql`delete from desk.audit_events where id = ${ids[0]}`);
    const verdict = await verifyAuditChain(db);
    assert.equal(verdict.ok, false);
    assert.equal(!verdict.ok && verdict.firstBroken.id, ids[1]);
  });

  test('a rolled-back append leaves an id gap but no broken link', async () => {
    await append(1);
    await db
      .transaction(async (tx) => {
        await recordAudit(tx, entry(1));
        tx.rollback();
      })
      .catch(() => {});
    await append(1);
    const rows = await allRows(db);
    assert.equal(rows[1]!.id - rows[0]!.id, 2);
    assert.equal((await verifyAuditChain(db)).ok, true);
  });

  test('rows from before the chain (no hash) are counted apart; a hash wiped later is not mistaken for one', async () => {
    await tamper(
      sql`insert into desk.audit_events (actor_id, action, outcome) values (null, 'auth.sign-in', 'failed')`,
    );
    const ids = await append(3);
    const verdict = await verifyAuditChain(db);
    assert.equal(verdict.ok, true);
    assert.equal(verdict.ok && verdict.unchained, 1);
    assert.equal(verdict.rows, 4);
    await tamper(sql`update desk.audit_events set hash = null, prev_hash = null where id = ${ids[1]}`);
    const broken = await verifyAuditChain(db);
    assert.equal(!broken.ok && broken.firstBroken.id, ids[1]);
  });
});

describe('recordAudits', () => {
  test('a batch appends in its order, each row chained to the one before, among concurrent single appends', async () => {
    await append(2);
    await Promise.all([
      recordAudits(db, [entry(10), entry(11), entry(12)]),
      recordAudit(db, entry(20)),
      recordAudits(db, [entry(30), entry(31)]),
      recordAudits(db, []),
    ]);
    const rows = await allRows(db);
    assert.equal(rows.length, 8);
    for (let i = 1; i < rows.length; i += 1) assert.equal(rows[i]!.prevHash, rows[i - 1]!.hash, `row ${i} chains`);
    const targets = rows.map((row) => row.target);
    // A batch's rows are consecutive and in the order given.
    assert.ok(targets.join(',').includes('P-10,P-11,P-12'));
    assert.ok(targets.join(',').includes('P-30,P-31'));
    assert.deepEqual(await verifyAuditChain(db), intact(8, rows.at(-1)!));
  });
});
