// The server the Playwright journeys run against: the production build on a fresh embedded
// database of its own, short deposit expiry so the expiry journey takes seconds.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const dataDir = process.env.DATA_DIR ?? '.data-e2e';
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', CORRIDOR_MODE: 'sandbox' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
