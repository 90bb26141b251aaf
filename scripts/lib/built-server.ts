import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '../server-flags.mjs';

/**
 * Starts the production build (dist/server.mjs) in sandbox mode on `port`, with `env` over this
 * process's environment (and `nodeFlags` after the server's own, e.g. --cpu-prof, which Node 20
 * refuses in NODE_OPTIONS); its stdout is dropped, its stderr shown. Returned at once, so the caller
 * can clean it up even while it boots; `waitUntilHealthy` then waits for it.
 */
export function spawnBuiltServer(
  port: number,
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeFlags, 'dist/server.mjs'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), CORRIDOR_MODE: 'sandbox', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once `${base}/api/v1/health` answers ok; rejects if the server exits first or after `timeoutMs`. */
export async function waitUntilHealthy(server: ChildProcess, base: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if ((await fetch(`${base}/api/v1/health`).catch(() => undefined))?.ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not become healthy in ${timeoutMs / 1000} s`);
}
