// npm run bench — starts the production server on a fresh embedded database and loads, in one
// run, GET /api/v1/funding/deposit-instruments next to the trivial health route of the same
// server with autocannon; prints requests/s, p50/p99 latency, the ratio and the server's peak RSS.
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune it.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildIsStale } from './build-stamp.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;
const API_KEY = 'sk_sandbox_demo';

if (buildIsStale()) {
  console.log('[bench] building the production server first…');
  if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'corridor-bench-'));
const server = spawn(process.execPath, ['dist/server.mjs'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', CORRIDOR_MODE: 'sandbox' },
  stdio: ['ignore', 'pipe', 'inherit'],
});

async function waitForHealth() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not become healthy');
}

function peakRssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function load(name, url, headers = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const row = { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, total: result.requests.total };
  console.log(`${name.padEnd(34)} ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${String(row.p50).padStart(3)} ms   p99 ${String(row.p99).padStart(3)} ms   non-2xx/errors ${row.errors}`);
  return row;
}

try {
  await waitForHealth();
  const query = '/api/v1/funding/deposit-instruments?merchantId=M1&asset=USD&network=SWIFT&sourceCountry=US';
  await fetch(`${base}${query}`, { headers: { 'x-api-key': API_KEY } }); // issue it once
  console.log(`\n[bench] ${connections} connections, ${seconds} s per route, embedded database (PGlite), ${new Date().toISOString()}`);
  const health = await load('GET /api/v1/health', `${base}/api/v1/health`);
  const deposits = await load('GET /funding/deposit-instruments', `${base}${query}`, { 'x-api-key': API_KEY });
  console.log(`ratio deposit-instruments / health: ${(deposits.rps / health.rps).toFixed(2)}`);
  console.log(`server peak RSS: ${peakRssMb(server.pid).toFixed(0)} MB`);
  console.log('(figures depend on what else the machine is doing; 2 cores are shared by server and load generator)');
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
