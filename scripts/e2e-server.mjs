// The server the Playwright journeys run against: the production build on a fresh embedded
// database of its own, short deposit expiry so the expiry journey takes seconds.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const dataDir = process.env.DATA_DIR ?? '.data-e2e';
rmSync(dataDir, { recursive: true, force: true });
// The journeys run one server for their whole ~15 minutes (140 journeys, fuzz-like bodies among
// them): its heap reached the 256 MB users run with near the end of a CI run and the process died,
// failing every journey after it. Until that growth is profiled, the journeys' server gets 384 MB.
const flags = [
  ...SERVER_NODE_FLAGS.filter((flag) => !flag.startsWith('--max-old-space-size')),
  '--max-old-space-size=384',
];
const child = spawn(process.execPath, [...flags, 'dist/server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', CORRIDOR_MODE: 'sandbox' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
