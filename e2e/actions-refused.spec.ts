// Every server action of the desk, called as a viewer and as a signed-out client, is refused and
// writes nothing but the refusal's audit row (issues 13 and 26). The actions come from the production build's manifest, so one added
// later is covered without editing this file; the exports of lib/desk/actions are checked against
// it, so an action the manifest lost is caught too.
//
// The spec runs a production server of its own on a fresh PostgreSQL database, so it can read every
// table of the schemas `desk` and `provider` directly and compare them before and after the calls.
import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_USERS } from '../lib/auth/demo-users';
import { ROLE_LABELS } from '../lib/auth/roles';
import { examplePaymentBody } from '../lib/schemas/payment.examples';
import { exampleQuotationBody, exampleTransactionBody } from '../lib/schemas/transaction.examples';
import { spawnBuiltServer, waitUntilHealthy } from '../scripts/lib/built-server';
import { postgresAvailable } from '../scripts/lib/postgres-available';

// Its own server's port (ACTIONS_REFUSED_PORT, so parallel runs on one machine do not collide).
const PORT = Number(process.env.ACTIONS_REFUSED_PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_URL = process.env.ACTIONS_REFUSED_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MANIFEST = '.next/server/server-reference-manifest.json';
const ACTIONS_DIR = 'lib/desk/actions';

/**
 * The actions anyone may call, signed in or not; every other action must refuse. Keyed
 * `file#export`; the spec fails when one of these is no longer an action, and calls each signed
 * out to show it is open and harmless.
 */
const PUBLIC_ACTIONS: Record<string, { why: string; call: () => RequestInit['body']; answers: RegExp }> = {
  // Signing in is what a signed-out person does. An empty form: field errors, no throttle count.
  'lib/desk/actions/session.ts#signInFormAction': {
    why: 'the sign-in form: who is signed out must reach it',
    call: () => {
      // As React encodes useActionState's (previousState, formData): the form's fields under `_1_`,
      // then the arguments (last: the server reads the parts as they stream in).
      const form = new FormData();
      form.set('_1_email', '');
      form.set('_1_password', '');
      form.set('0', '["$undefined","$K1"]');
      return form;
    },
    answers: /"fieldErrors"/,
  },
  // Ending one's own session: without one there is nothing to end, and it goes to sign-in.
  'lib/desk/actions/session.ts#signOutAction': {
    why: 'signing out ends only the caller’s own session',
    call: () => '[]',
    answers: /sign-in/,
  },
  // An invitation link's form: the invited person has no session yet. A token the desk never gave: refused in words.
  'lib/desk/actions/password.ts#acceptInvitationAction': {
    why: 'the invitation link’s form: who was invited is not signed in yet',
    call: () =>
      JSON.stringify([{ token: 'x'.repeat(43), password: 'a-long-password-1', confirmation: 'a-long-password-1' }]),
    answers: /not one the desk gave/,
  },
};

/**
 * Actions every signed-in person may use on their own account, viewers included: refused signed
 * out like every other, left out of the viewer's refusals (they write only the caller's own row).
 */
const SELF_SERVICE_ACTIONS: Record<string, string> = {
  'lib/desk/actions/preferences.ts#savePreferencesAction': 'one’s own timezone and theme',
  'lib/desk/actions/password.ts#choosePasswordAction': 'one’s own password, after a one-time one (else refused)',
};

/** Arguments shaped like the real forms', for actions where one is easy to make; `{}` is tried for all. */
const PLAUSIBLE: Record<string, unknown> = {
  simulateDepositAction: { currency: 'USD', amount: '999999.00' },
  discardDraftAction: { id: randomUUID() },
  getQuoteAction: { sellCurrency: 'SGD', buyCurrency: 'USD', fixedSide: 'SELL', amount: 1000 },
  quoteTransactionAction: exampleQuotationBody('b2p'),
  submitTransactionAction: { key: randomUUID(), request: exampleTransactionBody('b2p'), submissionsSeen: 0 },
  confirmPaymentAction: examplePaymentBody({
    requestId: `refused-${randomUUID()}`,
    merchantRef: 'refused',
    originalPayerId: 'op_000000000000000000000000',
    beneficiaryId: 'ben_000000000000000000000000',
    quote: { quoteId: 'q_000000000000000000000000', sellAmount: 1000, buyAmount: 740 },
  }),
  startPaymentDocumentUpload: { fileName: 'invoice.pdf', contentType: 'application/pdf', size: 1024 },
  startPayerDocumentUpload: { fileName: 'passport.pdf', contentType: 'application/pdf', size: 1024 },
  createPayerAction: {
    key: randomUUID(),
    request: {
      requestId: `refused-${randomUUID()}`,
      payerType: 'INDIVIDUAL',
      payer: { name: 'Never Created', enName: 'Never Created', phone: '+6591234567' },
      identity: { type: 'PASSPORT', number: 'K98765432', issuedDate: '2021-01-01', expirationDate: '2031-01-01' },
      address: { line1: '1 Orchard Road', city: 'Singapore', country: 'SG' },
    },
  },
};

interface ManifestAction {
  id: string;
  /** `lib/desk/actions/payers.ts#createPayerAction` */
  name: string;
  exportedName: string;
  /** A page that imports the action: its action calls go there. */
  page: string;
}

/** `app/(desk)/remittances/[reference]/page` → `/remittances/x`: route groups dropped, segments filled. */
function urlOfWorker(worker: string): string {
  const segments = worker
    .replace(/^app\//, '')
    .replace(/\/?page$/, '')
    .split('/')
    .filter((s) => s && !/^\(.*\)$/.test(s))
    .map((s) => (/^\[.*\]$/.test(s) ? 'x' : s));
  return `/${segments.join('/')}`;
}

function readManifest(): ManifestAction[] {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
    node: Record<string, { workers: Record<string, unknown>; filename?: string; exportedName?: string }>;
  };
  return Object.entries(manifest.node).map(([id, entry]) => {
    const worker = Object.keys(entry.workers).find((w) => w.endsWith('/page'));
    if (!worker) throw new Error(`action ${id} (${entry.filename}#${entry.exportedName}) is imported by no page`);
    return {
      id,
      name: `${entry.filename}#${entry.exportedName}`,
      exportedName: entry.exportedName ?? id,
      page: urlOfWorker(worker),
    };
  });
}

/** The exports of the `'use server'` files of lib/desk/actions, as `file#export`. */
function exportedActions(): string[] {
  const names: string[] = [];
  for (const file of readdirSync(ACTIONS_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    const source = readFileSync(path.join(ACTIONS_DIR, file), 'utf8');
    if (!/^\s*['"]use server['"]/.test(source)) continue;
    for (const match of source.matchAll(/^export (?:const|async function|function) (\w+)/gm))
      names.push(`${ACTIONS_DIR}/${file}#${match[1]}`);
  }
  return names.sort();
}

/** Calls an action over HTTP exactly as Next's client does; answers the status, redirect and RSC text. */
async function callAction(action: ManifestAction, body: RequestInit['body'], cookie?: string) {
  const headers: Record<string, string> = {
    'Next-Action': action.id,
    Accept: 'text/x-component',
    Origin: BASE,
  };
  if (typeof body === 'string') headers['Content-Type'] = 'text/plain;charset=UTF-8';
  if (cookie) headers.Cookie = cookie;
  const response = await fetch(`${BASE}${action.page}`, { method: 'POST', headers, body, redirect: 'manual' });
  return {
    status: response.status,
    redirect: response.headers.get('x-action-redirect') ?? response.headers.get('location') ?? '',
    text: await response.text(),
  };
}

/** Per table of `desk` and `provider`: its row count and a hash of its rows in order. */
async function snapshot(db: pg.Client): Promise<Map<string, string>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `SELECT quote_ident(table_schema) || '.' || quote_ident(table_name) AS name FROM information_schema.tables
      WHERE table_schema IN ('desk', 'provider') AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const state = new Map<string, string>();
  for (const { name } of tables) {
    const { rows } = await db.query<{ count: string; hash: string }>(
      `SELECT count(*) AS count, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS hash FROM ${name} t`,
    );
    state.set(name, `${rows[0]!.count} rows, ${rows[0]!.hash}`);
  }
  return state;
}

/** The tables whose rows differ between two snapshots. */
function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...new Set([...before.keys(), ...after.keys()])].filter((t) => before.get(t) !== after.get(t));
}

const AUDIT = 'desk.audit_events';
const NO_POSTGRES = `no PostgreSQL answers at ${ADMIN_URL} (set ACTIONS_REFUSED_DATABASE_URL to another server)`;

let server: ChildProcess | undefined;
let db: pg.Client | undefined;
let databaseName: string | undefined;
let dataDir: string | undefined;
let actions: ManifestAction[] = [];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  actions = readManifest();
  // The manifest check below needs no database; the calls do, to read every table.
  if (!(await postgresAvailable(ADMIN_URL))) return;
  databaseName = `corridor_actions_refused_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${databaseName}`;
  dataDir = mkdtempSync(path.join(tmpdir(), 'corridor-actions-refused-'));
  server = spawnBuiltServer(PORT, { DATABASE_URL: url.toString(), DATA_DIR: dataDir, DESK_URL: BASE });
  await waitUntilHealthy(server, BASE, 60_000);
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
});

test.afterAll(async () => {
  await db?.end();
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (databaseName) {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The non-public actions, each with the arguments to try: `{}` (the role check precedes parsing) and a plausible one. */
function guardedCalls() {
  return actions
    .filter((a) => !(a.name in PUBLIC_ACTIONS))
    .flatMap((action) => {
      const args = [{}, ...(action.exportedName in PLAUSIBLE ? [PLAUSIBLE[action.exportedName]] : [])];
      return args.map((arg) => ({ action, body: JSON.stringify([arg]) }));
    });
}

test('the manifest lists every exported action, and the public ones are exactly the allow-list', () => {
  const names = actions.map((a) => a.name);
  // Each export of a 'use server' file under lib/desk/actions is an action the build must know.
  for (const exported of exportedActions())
    expect(names, `${exported} is missing from ${MANIFEST}`).toContain(exported);
  for (const name of [...Object.keys(PUBLIC_ACTIONS), ...Object.keys(SELF_SERVICE_ACTIONS)])
    expect(names, `${name} is allow-listed but no action`).toContain(name);
  expect(actions.length).toBeGreaterThanOrEqual(exportedActions().length);
  expect(guardedCalls().length).toBeGreaterThan(0);
});

test('signed out, every action is refused, audited as refused with no actor, and nothing else is written', async () => {
  test.skip(!db, NO_POSTGRES);
  const before = await snapshot(db!);
  const { rows: lastAudit } = await db!.query<{ id: string }>(`SELECT coalesce(max(id), 0) AS id FROM ${AUDIT}`);
  for (const { action, body } of guardedCalls()) {
    const answer = await callAction(action, body);
    expect(answer.status, `${action.name}: ${answer.text.slice(0, 300)}`).toBe(200);
    expect(answer.text, `${action.name} signed out`).toContain('Your session has ended. Sign in again.');
    expect(answer.text).not.toContain('"ok":true');
  }
  // The allow-listed actions are open, and harmless: empty sign-in form, sign-out without a session.
  for (const [name, spec] of Object.entries(PUBLIC_ACTIONS)) {
    const action = actions.find((a) => a.name === name)!;
    const answer = await callAction(action, spec.call());
    expect(`${answer.redirect} ${answer.text}`, `${name} (${spec.why})`).toMatch(spec.answers);
    expect(answer.text).not.toContain('Your session has ended');
  }
  // Only the audit trail grows: each refusal with no actor and the caller's address, up to the
  // bound a minute per address (lib/desk/audit/signed-out.ts), the rest counted on a later row.
  expect(changedTables(before, await snapshot(db!)).filter((t) => t !== AUDIT)).toEqual([]);
  const { rows: added } = await db!.query<{
    actor_id: string | null;
    outcome: string;
    ip: string | null;
    reason: string;
  }>(`SELECT actor_id, outcome, ip, details->>'reason' AS reason FROM ${AUDIT} WHERE id > $1 ORDER BY id`, [
    lastAudit[0]!.id,
  ]);
  expect(added.length).toBeGreaterThan(0);
  expect(added.length).toBeLessThanOrEqual(guardedCalls().length);
  for (const row of added)
    expect(row).toMatchObject({
      actor_id: null,
      outcome: 'refused',
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
      reason: 'signed out',
    });
});

test('as a viewer, every action is refused for the role, audited as refused, and nothing else is written', async () => {
  test.skip(!db, NO_POSTGRES);
  const viewer = DEMO_USERS.find((u) => u.role === 'viewer')!;
  const signIn = await fetch(`${BASE}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: BASE },
    body: JSON.stringify({ email: viewer.email, password: viewer.password }),
  });
  expect(signIn.status, await signIn.clone().text()).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  expect(cookie).toContain('session_token=');

  // Taken after signing in: the session, and whatever else the sign-in wrote, are not the actions'.
  const before = await snapshot(db!);
  const { rows: lastAudit } = await db!.query<{ id: string }>(`SELECT coalesce(max(id), 0) AS id FROM ${AUDIT}`);
  const calls = guardedCalls().filter(({ action }) => !(action.name in SELF_SERVICE_ACTIONS));
  for (const { action, body } of calls) {
    const answer = await callAction(action, body, cookie);
    expect(answer.status, `${action.name}: ${answer.text.slice(0, 300)}`).toBe(200);
    expect(answer.text, `${action.name} as viewer`).toContain(`Your role (${ROLE_LABELS.viewer}) may not do this.`);
    expect(answer.text).not.toContain('"ok":true');
  }

  // Only the audit trail grows, and only with the viewer's refused attempts: an auditor wants those.
  expect(changedTables(before, await snapshot(db!)).filter((t) => t !== AUDIT)).toEqual([]);
  const { rows: added } = await db!.query<{ actor_role: string; outcome: string; action: string }>(
    `SELECT actor_role, outcome, action FROM ${AUDIT} WHERE id > $1 ORDER BY id`,
    [lastAudit[0]!.id],
  );
  expect(added.length).toBeGreaterThan(0);
  expect(added.length).toBeLessThanOrEqual(calls.length);
  for (const row of added)
    expect(row, `audit row ${row.action}`).toMatchObject({ actor_role: 'viewer', outcome: 'refused' });
});
