// node scripts/profile-summary.mjs <file.cpuprofile> [--top N] [--skip SECONDS]
//
// Summarises a V8 CPU profile of the server (BENCH_CPU_PROF=dir npm run bench:api writes one per
// worker-on server run) in three tables, each in ms of CPU and as a share of the profile:
//   1. by code, self time: whose code the CPU was in (PGlite WASM/JS, the pg driver, drizzle, zod,
//      JSON, hashing, HTTP/sockets, GC, Next, the app's own code, Node internals…);
//   2. by activity, inclusive: which of the server's jobs the sample belongs to, from the innermost
//      frame of the app (source-mapped through dist/server.mjs.map) on its stack — the API's create
//      path, the worker's moves, webhook delivery, the desk's receiver, the desk's discovery of
//      remittances created elsewhere, the repair poller, Next. After an `await`, V8's stack starts at
//      the resumed async function, so a statement's PGlite time lands on the app function that ran it;
//   3. the top N functions by self time.
// --skip SECONDS leaves out the start of the profile (the boot: module loading, Next's preload).
// The profile's own idle time ("(idle)") is shown apart and left out of the shares.
import { readFileSync, existsSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const file = args.find((arg, index) => !arg.startsWith('--') && !/^--(top|skip)$/.test(args[index - 1] ?? ''));
const topIndex = args.indexOf('--top');
const TOP = topIndex >= 0 ? Number(args[topIndex + 1]) : 15;
const skipIndex = args.indexOf('--skip');
/** Seconds left out at the start (the server's boot: module loading, Next's preload). */
const SKIP_US = skipIndex >= 0 ? Number(args[skipIndex + 1]) * 1e6 : 0;
if (!file) {
  console.error('usage: node scripts/profile-summary.mjs <file.cpuprofile> [--top N] [--skip SECONDS]');
  process.exit(2);
}
const profile = JSON.parse(readFileSync(file, 'utf8'));

/** Source maps of bundled files (dist/server.mjs), loaded once by url. */
const maps = new Map();
function sourceMapOf(url) {
  if (!url.startsWith('file://')) return undefined;
  if (!maps.has(url)) {
    const mapFile = `${fileURLToPath(url)}.map`;
    maps.set(url, existsSync(mapFile) ? new SourceMap(JSON.parse(readFileSync(mapFile, 'utf8'))) : undefined);
  }
  return maps.get(url);
}

/** Where the frame's code was loaded from, relative to the repository or node_modules when it can. */
const short = (url) => url.replace(/^file:\/\//, '').replace(/^.*?\/(node_modules|dist|\.next)\//, '$1/');

/**
 * The frame's place: its loaded file (`url`, what tables 1 and 3 sort by) and, for the server's
 * bundle (dist/server.mjs), the app source it was built from (`app`, lib/…, what table 2 reads).
 */
const sources = new Map();
function sourceOf(callFrame) {
  const key = `${callFrame.url}:${callFrame.lineNumber}:${callFrame.columnNumber}`;
  if (sources.has(key)) return sources.get(key);
  const url = short(callFrame.url);
  let app;
  const map = url.startsWith('dist/') ? sourceMapOf(callFrame.url) : undefined;
  if (map && callFrame.lineNumber >= 0) {
    const original = map.findEntry(callFrame.lineNumber, callFrame.columnNumber)?.originalSource;
    if (original) app = original.replace(/^.*?\/(lib|app|components|scripts|node_modules)\//, '$1/');
  }
  const source = { url, app: app && /^(lib|app|components)\//.test(app) ? app : undefined };
  sources.set(key, source);
  return source;
}

// ---------------------------------------------------------------- categories

/** Whose code a frame is (table 1), first match wins. */
const CODE = [
  ['GC', (f) => f.functionName === '(garbage collector)'],
  ['socket writes to the database (syscalls: writev…)', (f, _, id) => isSocketWrite(f) && writerOf(id) === 'pg'],
  ['socket writes of HTTP (responses, webhooks)', (f, _, id) => isSocketWrite(f) && writerOf(id) === 'http'],
  ['PGlite file writes (its WAL and data files)', (f, _, id) => isSocketWrite(f) && writerOf(id) === 'pglite'],
  ['(program: V8/native outside JS)', (f) => f.functionName === '(program)'],
  ['PGlite (WASM + JS, its bundled pg-protocol)', (_, s) => /@electric-sql\/pglite/.test(s) || /^wasm:/.test(s)],
  [
    'PGlite file system calls (fstat, reads)',
    (f, _, id) =>
      /^(fstat|read|open|close|fsync|fdatasync|ftruncate)$/.test(f.functionName) && writerOf(id) === 'pglite',
  ],
  [
    'pg driver (node-postgres; on PGlite, its adapter)',
    (_, s) => /node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)\//.test(s),
  ],
  ['drizzle', (_, s) => /drizzle-orm/.test(s)],
  ['zod', (_, s) => /node_modules\/zod\//.test(s)],
  ['JSON parse/stringify', (f) => /^(parse|stringify|JSONParse|JSONStringify)$/.test(f.functionName) && !f.url],
  [
    'hashing / crypto',
    (f, s) =>
      /node:(internal\/)?crypto|internal\/crypto/.test(s) ||
      /^(digest|update|createHash|createHmac|Hash|Hmac|timingSafeEqual)$/.test(f.functionName),
  ],
  [
    'HTTP / sockets / streams',
    (_, s) =>
      /node:(internal\/)?(http|_http|net|stream|internal\/streams|internal\/http|dns|tls|internal\/net|internal\/stream_base|internal\/js_stream)|node:_http|node_modules\/(undici|@hono|hono)\//.test(
        s,
      ) || /internal\/deps\/undici/.test(s),
  ],
  ['Next (desk pages, request handler)', (_, s) => /node_modules\/next\/|^\.next\//.test(s)],
  ['other packages', (_, s) => /node_modules\//.test(s)],
  ['app code (lib/, bundled in dist/server.mjs)', (_, s) => /^dist\//.test(s)],
  ['Node internals (timers, promises, events…)', (_, s) => /^node:/.test(s)],
  ['native / builtins (no url)', (f) => !f.url],
];

/** Which job a sample is part of (table 2), from the innermost app frame on its stack. */
const ACTIVITY = [
  [
    'desk discovery (GET + record of remittances created elsewhere)',
    /lib\/desk\/remittances\/(discover|api-reads)\.ts/,
  ],
  [
    'desk webhook receiver (verify, ingest, apply)',
    /lib\/desk\/(webhooks\/|webhook-receiver|remittances\/(on-webhook|apply-status|webhook-status)|exchanges\/)/,
  ],
  ['desk repair poller', /lib\/desk\/remittances\/(poll|repair-loop)\.ts/],
  ['worker: webhook delivery', /lib\/provider\/(webhooks|outbox|worker\/deliver)/],
  ['worker: lifecycle moves', /lib\/provider\/(lifecycle|worker)\//],
  ['API: POST /transactions (create path)', /lib\/provider\/transactions\//],
  ['API: quotations / FX / payments', /lib\/provider\/(quotations|fx|payments|payers|beneficiaries)\//],
  ['API: router, auth, idempotency, schemas', /lib\/(api|provider\/(api|http|idempotency|auth)|schemas|server)\b/],
  ['database client (lib/db)', /lib\/db\//],
  ['desk (other)', /lib\/desk\//],
  ['provider (other)', /lib\/provider\//],
  ['other app code', /^(lib|app|components)\//],
];

// ---------------------------------------------------------------- walk

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

const isSocketWrite = (frame) =>
  /^(writev|writeBuffer|writeUtf8String|writeLatin1String|writeAsciiString)$/.test(frame.functionName);
/** Who a native write is for: node-postgres (the database's socket), HTTP, or PGlite's files. */
function writerOf(id) {
  for (let at = parentOf.get(id); at !== undefined; at = parentOf.get(at)) {
    const url = nodes.get(at).callFrame.url;
    if (/node_modules\/(pg|pg-pool|pg-protocol)\//.test(url)) return 'pg';
    if (/_http_|undici/.test(url)) return 'http';
    if (/@electric-sql\/pglite/.test(url)) return 'pglite';
  }
  return 'unknown';
}

const selfUs = new Map();
let elapsedUs = 0;
profile.samples.forEach((id, index) => {
  elapsedUs += profile.timeDeltas[index] ?? 0;
  if (elapsedUs < SKIP_US) return;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0));
});

/** The activity of a node: the innermost app frame from it up to the root (memoised). */
const activityOf = new Map();
function activity(id) {
  if (activityOf.has(id)) return activityOf.get(id);
  const node = nodes.get(id);
  const { url, app } = sourceOf(node.callFrame);
  let found;
  if (app) found = ACTIVITY.find(([, re]) => re.test(app))?.[0];
  if (!found) {
    const parent = parentOf.get(id);
    found = parent === undefined ? undefined : activity(parent);
  }
  // Next only when no app frame is on the stack: Next also wraps globals (Date) the app calls.
  if (!found && /node_modules\/next\/|^\.next\//.test(url)) found = 'Next (desk pages, request handler)';
  activityOf.set(id, found);
  return found;
}

let idleUs = 0;
let totalUs = 0;
const byCode = new Map();
const byActivity = new Map();
const byFunction = new Map();
const unattributed = new Map();
for (const [id, us] of selfUs) {
  const node = nodes.get(id);
  const frame = node.callFrame;
  if (frame.functionName === '(idle)') {
    idleUs += us;
    continue;
  }
  totalUs += us;
  const { url: source, app } = sourceOf(frame);
  const code = CODE.find(([, test]) => test(frame, source, id))?.[0] ?? 'other';
  byCode.set(code, (byCode.get(code) ?? 0) + us);
  let act = activity(id);
  if (!act) {
    if (frame.functionName === '(garbage collector)') act = '(GC, not attributed)';
    else if (frame.functionName === '(program)') act = '(program, not attributed)';
    else if (/@electric-sql\/pglite|^wasm:/.test(source)) act = 'PGlite with no app frame (callbacks, timers)';
    else if (/node:(internal\/)?(http|_http|net|stream|internal\/streams)|node:_http/.test(source))
      act = 'HTTP / sockets with no app frame';
    else act = '(no app frame)';
  }
  byActivity.set(act, (byActivity.get(act) ?? 0) + us);
  if (/no app frame/.test(act)) unattributed.set(code, (unattributed.get(code) ?? 0) + us);
  const where = app ?? `${source}${frame.lineNumber >= 0 ? `:${frame.lineNumber + 1}` : ''}`;
  const name = `${frame.functionName || '(anonymous)'} ${where}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}

const wallMs = (profile.endTime - profile.startTime - SKIP_US) / 1000;
function table(title, entries, limit = Infinity) {
  console.log(`\n${title}`);
  const rows = [...entries].sort((a, b) => b[1] - a[1]).slice(0, limit);
  for (const [name, us] of rows)
    console.log(
      `  ${((100 * us) / totalUs).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(7)} ms  ${name}`,
    );
}
console.log(
  `${path.basename(file)}: ${wallMs.toFixed(0)} ms profiled, ${(totalUs / 1000).toFixed(0)} ms busy (${((100 * totalUs) / (totalUs + idleUs)).toFixed(0)}% of the main thread), ${(idleUs / 1000).toFixed(0)} ms idle`,
);
table('By code (self time)', byCode);
table('By activity (innermost app frame on the stack)', byActivity);
table('Samples with no app frame (after an await, a callback, a timer), by code', unattributed);
table(`Top ${TOP} functions (self time)`, byFunction, TOP);
