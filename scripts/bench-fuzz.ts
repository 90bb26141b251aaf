// npm run bench:fuzz — the API's fuzzer (lib/provider/http/fuzz) at full size: FUZZ_CASES (default
// 10,000) generated and broken requests over every JSON route and query parameter, in-process on a
// fresh database per engine (in-memory PGlite, then the PostgreSQL of DATABASE_URL or the local one).
// Prints cases, time and the 2xx / 4xx / 5xx counts per engine; exits 1 on any 5xx or malformed
// refusal (issue 12, item 3: the count of 5xx must be 0).
import { runFuzz } from '@/lib/provider/http/fuzz/run';
import { createTestProvider } from '@/lib/provider/testing';
import { postgresAvailable } from './lib/postgres-available';

const COUNT = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const PG_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

async function fuzzEngine(engine: 'pglite' | 'postgres'): Promise<boolean> {
  process.env.TEST_DB_ENGINE = engine;
  if (engine === 'postgres') process.env.DATABASE_URL = PG_URL;
  const provider = await createTestProvider();
  const started = performance.now();
  try {
    const result = await runFuzz(provider, { count: COUNT, seed: SEED });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { '2xx': ok, '4xx': refused, '5xx': errors } = result.byClass;
    console.log(
      `${engine.padEnd(9)} ${result.cases} cases in ${seconds} s: 2xx ${ok}, 4xx ${refused}, 5xx ${errors}` +
        `, malformed refusals ${result.failures.length - errors}`,
    );
    for (const failure of result.failures.slice(0, 10))
      console.log(`  ${failure.status} ${JSON.stringify(failure.case).slice(0, 300)}\n    → ${failure.answer}`);
    return result.failures.length === 0;
  } finally {
    await provider.close();
  }
}

console.log(`API fuzz: ${COUNT} cases per engine, seed ${SEED}`);
let passed = await fuzzEngine('pglite');
if (await postgresAvailable(PG_URL)) passed = (await fuzzEngine('postgres')) && passed;
else console.log(`postgres  skipped: no server at ${PG_URL.replace(/\/\/[^@]*@/, '//')}`);
if (!passed) process.exitCode = 1;
