import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'corridor.lock';
/** flock(1)'s exit code when another process holds the lock (`--conflict-exit-code`). */
const HELD_ELSEWHERE = 75;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number | undefined,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by ${holderPid ? `process ${holderPid}` : 'another process'}. Two processes on ` +
        `one embedded database would corrupt it: stop that process, use another DATA_DIR, or set DATABASE_URL to share PostgreSQL.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** The data directories this process holds, on globalThis: Next's bundle and the server entry share it. */
const HELD_KEY = Symbol.for('corridor.db.heldDataDirs');
const held = ((globalThis as { [HELD_KEY]?: Set<string> })[HELD_KEY] ??= new Set<string>());

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the embedded database's lock: an exclusive flock(2) on `DATA_DIR/corridor.lock`, held by a
 * small `flock` child whose standard input is a pipe from this process. The kernel releases the
 * lock when that child exits, and the child exits when the pipe closes — which the kernel does when
 * this process dies, however it dies (SIGKILL, OOM, container stop). So a lock never outlives its
 * holder, and a pid reused after a restart means nothing: the file's pid is only for the message.
 * Returns the release function, which resolves once the lock is free again.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const key = realpathSync(dataDir);
  if (held.has(key)) {
    // Two copies of lib/db (server entry and Next's bundle) that do not share the globalThis
    // handle. Refuse: two PGlite instances corrupt the directory.
    throw new Error(
      `DATA_DIR ${dataDir} is already open in this process; share the handle (lib/db/client.ts getDatabase)`,
    );
  }
  const file = path.join(key, LOCK_FILE);
  // Its own process group (detached), so a Ctrl-C to the terminal does not drop the lock before
  // this process has closed the database.
  const holder = spawn(
    'flock',
    [
      '--exclusive',
      '--nonblock',
      '--conflict-exit-code',
      String(HELD_ELSEWHERE),
      file,
      'sh',
      '-c',
      'echo locked; exec cat >/dev/null',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'], detached: true },
  );
  const outcome = await new Promise<'locked' | number | Error>((resolve) => {
    holder.stdout.once('data', () => resolve('locked'));
    holder.once('error', resolve);
    holder.once('exit', (code) => resolve(code ?? -1));
  });
  if (outcome !== 'locked') {
    if (outcome === HELD_ELSEWHERE) throw new DataDirLockedError(dataDir, readHolder(file));
    const reason = outcome instanceof Error ? outcome.message : `flock exited with ${outcome}`;
    throw new Error(`Could not take the lock ${file} (${reason}); is util-linux's flock installed?`);
  }
  // Do not keep the event loop alive for the holder; it lives exactly as long as this process.
  holder.unref();
  for (const stream of [holder.stdin, holder.stdout, holder.stderr]) (stream as unknown as { unref(): void }).unref();
  writeFileSync(file, String(process.pid));
  held.add(key);
  const exited = new Promise<void>((resolve) => holder.once('exit', () => resolve()));
  return async () => {
    if (!held.delete(key)) return;
    holder.ref(); // wait for it to go: a reopen in this process must find the lock free
    holder.stdin.end();
    await exited;
  };
}
