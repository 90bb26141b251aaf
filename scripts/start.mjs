// npm start: build when the build is missing or stale (saying so), then run the one server.
import { spawn, spawnSync } from 'node:child_process';
import { buildIsStale } from './build-stamp.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const reason = buildIsStale();
if (reason) {
  console.log(`[start] building first: ${reason} (a few minutes the first time on two cores)…`);
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server.mjs'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
