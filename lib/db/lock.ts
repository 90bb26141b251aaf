import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'corridor.lock';

function pidIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${holderPid}. Two processes on one embedded database ` +
        `would corrupt it: stop that process, use another DATA_DIR, or set DATABASE_URL to share PostgreSQL.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the embedded database's lock: a file holding our pid, created exclusively. A lock whose
 * pid is gone (a SIGKILLed server) is taken over. Returns the release function.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (readHolder(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder === process.pid) {
        // Two opens in one process: two copies of lib/db (server entry and Next's bundle) that do
        // not share the globalThis handle. Refuse: two PGlite instances corrupt the directory.
        throw new Error(
          `DATA_DIR ${dataDir} is already open in this process; share the handle (lib/db/client.ts getDatabase)`,
        );
      }
      if (holder !== undefined && pidIsAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      rmSync(file, { force: true }); // stale: its process is gone (a SIGKILLed server)
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
