// The payments API alone, with its worker, on 127.0.0.1 and an ephemeral port: the process the
// crash test (crash.test.ts) kills and restarts. Run with `node --import tsx`; the database is
// DATABASE_URL when set, else PGlite in DATA_DIR. Prints `listening <port>` once it answers.
import { createServer } from 'node:http';
import path from 'node:path';
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { openDatabase } from '@/lib/db/client';
import type { ProviderDeps } from './deps';
import { seedRates } from './fx/rates';
import { buildProviderApp } from './index';
import { seedDemoBalances } from './ledger/seed';
import { getBalance, postEntry } from './ledger/service';
import { testProviderConfig } from './testing';
import { ensureDefaultEndpoint } from './webhooks/service';
import { startWorker } from './worker/worker';

/** What the second merchant (M2) starts with in EUR: enough for a few transactions only. */
const SMALL_BALANCE = { currency: 'EUR', amount: '2000.00' };

const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR;
if (!databaseUrl && !dataDir) throw new Error('testing-serve needs DATABASE_URL or DATA_DIR');
// A restart after a crash where the dead server's pid was reused: this process's own pid is in
// the lock file (as after a container restart), which must not stop it from starting.
if (dataDir && process.env.WRITE_OWN_PID_TO_LOCK === '1')
  writeFileSync(path.join(dataDir, 'corridor.lock'), String(process.pid));

const database = await openDatabase({ databaseUrl, dataDir });
await seedRates(database.db);
await seedDemoBalances(database.db, 'M1');
if (!(await getBalance(database.db, 'M2', SMALL_BALANCE.currency)))
  await postEntry(database.db, { merchantId: 'M2', kind: 'DEPOSIT', ...SMALL_BALANCE });
for (const merchantId of ['M1', 'M2'])
  // Port 9 (discard) refuses: every delivery fails and is retried, so the outbox keeps the worker busy.
  await ensureDefaultEndpoint(
    database.db,
    merchantId,
    'http://127.0.0.1:9/hooks',
    `whsec_${Buffer.from('crash-test-webhook-secret').toString('base64')}`,
  );

const deps: ProviderDeps = {
  db: database.db,
  config: testProviderConfig({ sandboxStepMs: 100, quoteTtlSeconds: 600 }),
  isReady: () => true,
  now: () => new Date(),
};
const worker = startWorker(deps, { idleMs: 50 });
const server = createServer(getRequestListener(buildProviderApp(deps).fetch));
server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));

process.once('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void worker
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
