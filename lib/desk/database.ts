import { config } from '@/lib/config';
import { getDatabase, openDatabase, type Db } from '@/lib/db/client';

/**
 * The process's database for desk code (auth, audit). The server entry opens it first; Next's
 * bundles get the same handle through globalThis (see lib/db/client.ts).
 */
export async function deskDb(): Promise<Db> {
  const { databaseUrl, dataDir } = config();
  const database = await getDatabase(() => openDatabase({ databaseUrl, dataDir }));
  return database.db;
}
