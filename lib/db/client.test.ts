import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, getDatabase, closeSharedDatabase, preparedRows, queryRows } from './client';
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

/** Another process that holds DATA_DIR's lock until it is killed; resolves with it once it holds it. */
async function lockHolderProcess(dir: string): Promise<ChildProcess> {
  const script = `const { acquireDataDirLock } = await import(${JSON.stringify(path.resolve('lib/db/lock.ts'))});
await acquireDataDirLock(process.argv[1]); console.log('held'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(child.stdout!, 'data');
  return child;
}

test('a second opener of one DATA_DIR gets an error naming the holder, and takes over once it is killed', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'corridor-lock-'));
  const holder = await lockHolderProcess(dir);
  try {
    await assert.rejects(openDatabase({ dataDir: dir }), (error: unknown) => {
      assert.ok(error instanceof DataDirLockedError);
      assert.match(error.message, new RegExp(`process ${holder.pid}`));
      return true;
    });
  } finally {
    holder.kill('SIGKILL');
    await once(holder, 'exit');
  }
  // The kernel released the dead holder's lock: no stale file to clean up by hand.
  const database = await openDatabase({ dataDir: dir, migrate: false });
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

// After a container restart the dead server's pid is often reused — by this very process, or by
// another live one. A pid in the lock file must not keep the directory locked (issue 12, item 2).
for (const [who, pid] of [
  ['this process', process.pid],
  ['another live process', process.ppid],
  ['a dead process', 999999],
] as const) {
  test(`a lock file left naming ${who} (pid reused after a crash) does not block a restart`, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'corridor-lock-'));
    writeFileSync(path.join(dir, 'corridor.lock'), String(pid));
    const database = await openDatabase({ dataDir: dir });
    await database.close();
    const again = await openDatabase({ dataDir: dir, migrate: false });
    await again.close();
    rmSync(dir, { recursive: true, force: true });
  });
}

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

// A query refused at bind time once left PGlite's one pooled connection answering the next queries
// with the failed one's leftover messages (wrong rows, then a crash on an unhandled 'error' event).
test(`a query that fails at bind time does not break the next ones (${engineUnderTest()})`, async () => {
  const database = await openTestDatabase();
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);
  process.on('uncaughtException', onUncaught);
  try {
    for (let round = 0; round < 5; round++) {
      await assert.rejects(queryRows(database.db, sql`select ${'abc'}::int as n`));
      await assert.rejects(preparedRows(database.db, 'bind_failure_probe', 'select $1::int as n', ['x']));
      const answers = await Promise.all(
        [1, 2, 3].map((n) => queryRows<{ n: number }>(database.db, sql`select ${n}::int as n`)),
      );
      assert.deepEqual(
        answers.map(([row]) => row?.n),
        [1, 2, 3],
      );
      const [prepared] = await preparedRows<{ n: number }>(database.db, 'bind_failure_probe', 'select $1::int as n', [
        round,
      ]);
      assert.equal(prepared?.n, round);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(uncaught, []);
  } finally {
    process.off('uncaughtException', onUncaught);
    await database.close();
  }
});
