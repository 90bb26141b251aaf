import path from 'node:path';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import next from 'next';
import { config } from '@/lib/config';
import { createPaymentsApi } from '@/lib/api-client/client';
import { setExchangeListener } from '@/lib/api-client/exchange-hook';
import { closeSharedDatabase, getDatabase, openDatabase } from '@/lib/db/client';
import { describeError } from '@/lib/db/describe-error';
import { CLIENT_ADDRESS_HEADER } from '@/lib/auth/client-address';
import { scheduleCheckpoints } from '@/lib/desk/audit';
import { failInterruptedRuns } from '@/lib/desk/demo/runs';
import { pruneStaleDrafts } from '@/lib/desk/drafts';
import { apiExchangeRecorder, pruneExchanges } from '@/lib/desk/exchanges/record';
import { startRemittanceRepair } from '@/lib/desk/remittances/repair-loop';
import { deferredWork } from '@/lib/desk/webhooks/deferred';
import { STATUS_WEBHOOK_PATH, statusWebhookRoute } from '@/lib/desk/webhooks/receive';
import { cachedReceiverSecrets } from '@/lib/desk/webhooks/secrets';
import { buildProviderApp, SandboxClock, type ProviderDeps } from '@/lib/provider';
import { seedRates } from '@/lib/provider/fx/rates';
import { startWorker } from '@/lib/provider/worker/worker';
import { demoSignInBanner, seedSandbox } from './bootstrap';
import { warnAboutDatabaseRole } from './database-role';
import { redactDatabaseErrorsInConsole } from './redact-console';
import { secureApi, secureDesk } from './secure-desk';

const SHUTDOWN_GRACE_MS = 10_000;
/** How often stale drafts are swept for everyone. */
const DRAFT_SWEEP_MS = 6 * 3600_000;
/** How often the audit trail's head is checkpointed outside the database (and once at start). */
const AUDIT_CHECKPOINT_MS = 15 * 60_000;

const underPrefix = (url: string | undefined, prefix: string) =>
  url === prefix || (url?.startsWith(`${prefix}/`) ?? false) || (url?.startsWith(`${prefix}?`) ?? false);

/** The payments API: /api/v1, and the provider-compatible surface /eig (lib/provider/eig). */
function isApiPath(url: string | undefined): boolean {
  return underPrefix(url, '/api/v1') || underPrefix(url, '/eig');
}

const isStatusWebhookPath = (url: string | undefined) =>
  url === STATUS_WEBHOOK_PATH || (url?.startsWith(`${STATUS_WEBHOOK_PATH}?`) ?? false);

/**
 * The one server: /api/v1/* goes to the payments API router and the desk's webhook receiver is
 * served as it is (machine traffic, never through Next's request handler, which is several times
 * slower); everything else goes to Next.
 */
export async function startServer({ dev }: { dev: boolean }) {
  redactDatabaseErrorsInConsole();
  const cfg = config();
  let ready = false;
  const database = await getDatabase(() => openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir }));
  ready = true;
  console.log(
    `[db] ${database.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${cfg.dataDir}`}, migrated`,
  );
  // A role that can turn the audit trail's append-only trigger off is said at start, not found later.
  if (database.engine === 'postgres') await warnAboutDatabaseRole(database.db);
  await seedRates(database.db);
  const { createdDemoUsers } = cfg.mode === 'sandbox' ? await seedSandbox(database.db, cfg) : { createdDemoUsers: [] };
  // A demo run plays in the process that started it: one still marked running was cut off by a restart.
  const interrupted = await failInterruptedRuns(database.db);
  if (interrupted > 0)
    console.log(`[demo] ${interrupted} demo run marked failed: the server restarted while it played`);

  // The sandbox's adjustable time (GET/PUT /api/v1/sandbox/clock); live mode keeps real time.
  const clock = cfg.mode === 'sandbox' ? new SandboxClock() : undefined;
  if (clock) await clock.load(database.db);
  const stopFollowingClock = clock?.follow(database.db);
  const deps: ProviderDeps = {
    db: database.db,
    config: {
      mode: cfg.mode,
      apiKeys: cfg.apiKeys,
      eigUsers: cfg.eigUsers,
      jwtSecret: cfg.secrets.PROVIDER_JWT_SECRET,
      depositSigningSecret: cfg.secrets.DEPOSIT_SIGNING_SECRET,
      depositTtlSeconds: cfg.depositTtlSeconds,
      sandboxStepMs: cfg.sandboxStepMs,
      quoteTtlSeconds: cfg.quoteTtlSeconds,
      jwtMaxTtlSeconds: cfg.jwtMaxTtlSeconds,
      sanctionedCurrencies: cfg.sanctionedCurrencies,
      webhookAllowPrivate: cfg.webhookAllowPrivate,
      filesDir: path.join(cfg.dataDir, 'files'),
    },
    isReady: () => ready,
    now: clock ? clock.now : () => new Date(),
    clock,
  };
  const api = buildProviderApp(deps);
  const apiListener = secureApi(getRequestListener(api.fetch));

  const desk = next({ dev, dir: process.cwd(), hostname: 'localhost', port: cfg.port });
  await desk.prepare();
  const deskHandler = secureDesk(desk.getRequestHandler(), {
    mode: cfg.mode,
    dev,
    deskUrl: cfg.deskUrl,
    deskOrigins: cfg.deskOrigins,
  });

  // Presenter mode's message sequence: the desk's calls about a remittance, recorded (lib/desk/exchanges).
  setExchangeListener(apiExchangeRecorder(database.db));
  const deskApi = createPaymentsApi({
    baseUrl: cfg.paymentsApiUrl,
    apiKey: cfg.paymentsApiKey,
    onExchange: apiExchangeRecorder(database.db),
  });
  // The receiver's lookups of remittances created elsewhere, which run after the acknowledgement
  // (over the API, so shutdown ends them while the server still answers).
  const deferredLookups = deferredWork();
  const webhookRoute = statusWebhookRoute({
    db: database.db,
    secrets: cachedReceiverSecrets(database.db, {
      envSecret: cfg.secrets.WEBHOOK_SECRET,
      authSecret: cfg.secrets.AUTH_SECRET,
    }),
    api: () => deskApi,
    defer: deferredLookups.defer,
  });
  const webhookListener = secureApi(
    getRequestListener((request) => webhookRoute(request, { params: Promise.resolve({}) })),
  );

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (isApiPath(req.url)) void apiListener(req, res);
    else if (isStatusWebhookPath(req.url)) {
      // The sender's address for the webhook log, from the socket (as secureDesk sets it for pages).
      req.headers[CLIENT_ADDRESS_HEADER] = req.socket.remoteAddress ?? '';
      void webhookListener(req, res);
    } else void deskHandler(req, res);
  });
  server.keepAliveTimeout = 65_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(cfg.port, cfg.host, resolve);
  });
  const url = `http://localhost:${cfg.port}`;
  console.log(
    `[corridor] ${cfg.mode} mode, listening on ${url} (API at ${url}/api/v1, provider-compatible surface at ${url}/eig)`,
  );
  if (cfg.mode === 'sandbox') console.log(demoSignInBanner(cfg.deskUrl, createdDemoUsers));
  const worker = cfg.workerEnabled ? startWorker(deps) : { stop: async () => {} };
  if (!cfg.workerEnabled) console.log('[worker] off (CORRIDOR_WORKER=off): lifecycles and webhooks do not advance');
  // The desk's poller: repairs remittances whose status webhook was lost (over HTTP, like the pages).
  const remittanceRepair = startRemittanceRepair(database.db, deskApi);
  // Drafts left untouched for 30 days that name no party go for everyone, not only for whoever
  // opens their drafts list (which also prunes their own).
  const draftSweep = setInterval(() => {
    void pruneStaleDrafts(database.db).catch((error) =>
      console.error(`[drafts] clean-up failed: ${describeError(error)}`),
    );
    // Presenter mode's exchanged messages are kept a day.
    void pruneExchanges(database.db).catch((error) =>
      console.error(`[exchanges] clean-up failed: ${describeError(error)}`),
    );
  }, DRAFT_SWEEP_MS);
  draftSweep.unref();
  const auditCheckpoints = scheduleCheckpoints(database.db, cfg.auditCheckpointFile, AUDIT_CHECKPOINT_MS);

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      ready = false;
      // First, while the API still answers: the poller's run in progress and the receiver's lookups.
      await Promise.all([remittanceRepair.stop(), deferredLookups.stop()]);
      clearInterval(draftSweep);
      auditCheckpoints.stop();
      // Stop accepting, let in-flight requests finish, then cut idle keep-alive sockets.
      const drained = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      await drained;
      clearTimeout(timer);
      await worker.stop();
      stopFollowingClock?.();
      await desk.close?.().catch(() => {});
      await closeSharedDatabase();
    })();
    return closing;
  };
  return { server, url, close };
}

async function main() {
  const dev = process.argv.includes('--dev');
  try {
    const { close } = await startServer({ dev });
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        console.log(`[corridor] ${signal}: shutting down`);
        close().then(
          () => process.exit(0),
          (error) => {
            console.error(`[corridor] shutdown failed: ${describeError(error)}`);
            process.exit(1);
          },
        );
      });
    }
  } catch (error) {
    console.error(`[corridor] could not start: ${describeError(error)}`);
    await closeSharedDatabase().catch(() => {});
    process.exit(1);
  }
}

if (process.argv[1] && /(lib\/server\/index\.ts|server\.mjs)$/.test(process.argv[1])) void main();
