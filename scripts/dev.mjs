// npm run dev: the one server with Next in development mode (hot reload), TypeScript run by tsx.
import { spawn } from 'node:child_process';

const child = spawn('npx', ['tsx', 'lib/server/index.ts', '--dev'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'development' },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
