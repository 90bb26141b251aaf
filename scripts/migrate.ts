// npm run db:migrate — applies migrations to DATABASE_URL, or the PGlite in DATA_DIR, and exits.
import { config } from '@/lib/config';
import { openDatabase } from '@/lib/db/client';

const { databaseUrl, dataDir } = config();
const database = await openDatabase({ databaseUrl, dataDir });
console.log(`[db] migrated ${database.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${dataDir}`}`);
await database.close();
