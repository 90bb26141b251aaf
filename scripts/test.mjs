// npm test: typecheck, lint, unit/integration tests on PGlite (and on PostgreSQL when DATABASE_URL
// is set), then the Playwright journeys against a production build. Ends with one line
// "N passed, N failed" summed over every suite, for CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildIsStale } from './build-stamp.mjs';
import { CHROMIUM_HELP, findChromium } from './chromium.mjs';

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const want = (suite) => !only || only === suite;
const results = [];

function run(command, args, env = {}) {
  console.log(`\n$ ${[command, ...args].join(' ')}`);
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
}

function check(name, command, args) {
  const status = run(command, args);
  results.push({ name, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 });
}

function* testFiles(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* testFiles(full);
    else if (/\.test\.tsx?$/.test(name)) yield full;
  }
}

function unitSuite(name, env) {
  const files = [...testFiles('lib'), ...(existsSync('components') ? testFiles('components') : [])].sort();
  mkdirSync('test-results', { recursive: true });
  const tap = path.join('test-results', `${name}.tap`);
  const status = run(
    process.execPath,
    [
      '--import',
      'tsx',
      '--test',
      '--test-concurrency=2',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    env,
  );
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (label) => Number(new RegExp(`^# ${label} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  // A crashed runner that reported nothing still fails the run.
  results.push({ name, passed, failed: failed === 0 && status !== 0 ? 1 : failed });
}

function e2eSuite() {
  if (buildIsStale()) {
    const status = run('npm', ['run', 'build']);
    if (status !== 0) return results.push({ name: 'e2e (build)', passed: 0, failed: 1 });
  }
  rmSync('test-results/e2e.json', { force: true });
  const status = run('npx', ['playwright', 'test']);
  const report = existsSync('test-results/e2e.json')
    ? JSON.parse(readFileSync('test-results/e2e.json', 'utf8'))
    : undefined;
  const stats = report?.stats ?? { expected: 0, unexpected: 0, flaky: 0 };
  const failed = stats.unexpected + stats.flaky;
  results.push({
    name: 'e2e (Playwright, Chromium)',
    passed: stats.expected,
    failed: failed === 0 && status !== 0 ? 1 : failed,
  });
}

/** The scripted end-to-end run of the whole API (scripts/sandbox-flow.ts): one check per line. */
function flowSuite() {
  console.log('\n$ npm run sandbox:flow');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/sandbox-flow.ts'], {
    encoding: 'utf8',
    env: { ...process.env, FLOW_PORT: '3951' },
  });
  process.stdout.write(result.stdout ?? '');
  process.stderr.write(result.stderr ?? '');
  const passed = (result.stdout.match(/^ {2}ok /gm) ?? []).length;
  const failed = (result.stdout.match(/^ {2}FAIL /gm) ?? []).length;
  results.push({ name: 'sandbox flow (whole API)', passed, failed: failed === 0 && result.status !== 0 ? 1 : failed });
}

if (want('e2e') && !findChromium()) {
  console.error(`\n${CHROMIUM_HELP}\n`);
  process.exit(1);
}
if (!only) {
  check('typecheck', 'npx', ['tsc', '--noEmit']);
  check('lint', 'npx', ['eslint', '--max-warnings', '0', '.']);
  check('format', 'npx', ['prettier', '--check', '.']);
}
if (want('unit')) {
  unitSuite('unit (PGlite)', { TEST_DB_ENGINE: 'pglite' });
  if (process.env.DATABASE_URL) unitSuite('unit (PostgreSQL)', { TEST_DB_ENGINE: 'postgres' });
  else console.log('\n(DATABASE_URL not set: the PostgreSQL run of the unit suites is skipped)');
}
if (want('e2e')) {
  e2eSuite();
  flowSuite();
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.name.padEnd(30)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
