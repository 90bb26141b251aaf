import pg from 'pg';

/** Whether a PostgreSQL server answers at `url` (the benches skip that engine when none does). */
export async function postgresAvailable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
