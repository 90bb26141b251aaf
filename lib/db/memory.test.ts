import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { openDatabase, preparedRows, queryRows } from './client';
import { engineUnderTest } from './testing';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const MB = 1024 * 1024;

/** Memory the process keeps after a full collection: JS heap, and external (PGlite's WASM memory). */
function retainedMemory() {
  collectGarbage();
  const { heapUsed, external } = process.memoryUsage();
  return { heapUsed, external };
}

// Issue 12, item 9: the server on PGlite grew to ~1 GB under load. Neither the embedded backend's
// WASM memory nor a JS-side cache may grow with the number of statements run.
test(
  'PGlite: thousands of transaction-like statements grow neither WASM memory nor the retained heap',
  {
    skip: engineUnderTest() !== 'pglite',
  },
  async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'corridor-memory-'));
    const database = await openDatabase({ dataDir });
    try {
      await queryRows(database.db, sql`create table memory_probe (id text primary key, amount numeric, note text)`);
      const round = async (i: number) => {
        const id = `probe-${i}`;
        await preparedRows(database.db, 'probe_insert', 'insert into memory_probe values ($1, $2, $3)', [
          id,
          i,
          'x'.repeat(200),
        ]);
        await preparedRows(database.db, 'probe_update', 'update memory_probe set amount = amount + 1 where id = $1', [
          id,
        ]);
        await queryRows(database.db, sql`select count(*) from memory_probe where amount > ${i - 50}`);
      };
      for (let i = 0; i < 300; i++) await round(i); // warm up caches and plans
      const before = retainedMemory();
      for (let i = 300; i < 1500; i++) await round(i);
      const after = retainedMemory();
      assert.ok(
        after.external - before.external < 16 * MB,
        `WASM/external grew ${(after.external - before.external) / MB} MB`,
      );
      assert.ok(
        after.heapUsed - before.heapUsed < 16 * MB,
        `retained JS heap grew ${(after.heapUsed - before.heapUsed) / MB} MB`,
      );
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
);

// What did grow was V8's heap: with the default limit (a quarter of the machine's memory) it let
// garbage reach ~500 MB before collecting it; the retained heap stays ~100 MB.
test('the server is started with a bounded V8 heap (npm start, the journeys and the benches)', async () => {
  const { SERVER_NODE_FLAGS } = await import('../../scripts/server-flags.mjs');
  const limit = Number(SERVER_NODE_FLAGS.find((f: string) => f.startsWith('--max-old-space-size='))?.split('=')[1]);
  assert.ok(limit > 0 && limit <= 256, `the server starts with --max-old-space-size=${limit}`);
  for (const launcher of ['scripts/start.mjs', 'scripts/e2e-server.mjs', 'scripts/lib/built-server.ts']) {
    assert.match(
      readFileSync(path.resolve(launcher), 'utf8'),
      /\.\.\.SERVER_NODE_FLAGS/,
      `${launcher} uses SERVER_NODE_FLAGS`,
    );
  }
});
