import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, getDatabase, closeSharedDatabase, queryRows } from './client';
import { DataDirLockedError } from './lock';
import { openTestDatabase, engineUnderTest } from './testing';

test(`migrations create both schemas (${engineUnderTest()})`, async () => {
  const database = await openTestDatabase();
  try {
    const rows = await queryRows<{ schema_name: string }>(
      database.db,
      sql`select schema_name from information_schema.schemata where schema_name in ('provider','desk') order by 1`,
    );
    assert.deepEqual(
      rows.map((r) => r.schema_name),
      ['desk', 'provider'],
    );
  } finally {
    await database.close();
  }
});

test('a second opener of one DATA_DIR gets an error naming the holder', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'corridor-lock-'));
  // A live foreign process holds the lock: our parent process.
  writeFileSync(path.join(dir, 'corridor.lock'), String(process.ppid));
  await assert.rejects(openDatabase({ dataDir: dir }), (error: unknown) => {
    assert.ok(error instanceof DataDirLockedError);
    assert.match(error.message, new RegExp(`process ${process.ppid}`));
    return true;
  });
  rmSync(dir, { recursive: true, force: true });
});

test('a stale lock (dead pid) is taken over, and released on close', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'corridor-lock-'));
  writeFileSync(path.join(dir, 'corridor.lock'), '999999');
  const database = await openDatabase({ dataDir: dir });
  await database.close();
  const again = await openDatabase({ dataDir: dir, migrate: false });
  await again.close();
  rmSync(dir, { recursive: true, force: true });
});

test('opening one DATA_DIR twice in one process is refused, not silently doubled', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'corridor-lock-'));
  const database = await openDatabase({ dataDir: dir, migrate: false });
  await assert.rejects(openDatabase({ dataDir: dir, migrate: false }), /already open in this process/);
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

test('the shared handle is one object however many copies ask for it', async () => {
  let opened = 0;
  const open = async () => {
    opened++;
    return openDatabase({ dataDir: 'memory://' });
  };
  const [a, b] = await Promise.all([getDatabase(open), getDatabase(open)]);
  assert.equal(a, b);
  assert.equal(opened, 1);
  await closeSharedDatabase();
});
