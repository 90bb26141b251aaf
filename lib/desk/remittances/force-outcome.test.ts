import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { createPaymentsApi } from '@/lib/api-client/client';
import { ROLE_LABELS, type Role } from '@/lib/auth/roles';
import type { DeskUser } from '@/lib/auth/session';
import { auditEvents } from '@/lib/db/schema';
import { runAction } from '@/lib/desk/action-recipe';
import type { ActionResult } from '@/lib/desk/action-result';
import type { PlannedOutcomeAnswer } from '@/lib/schemas/sandbox';
import { createTestProvider, createTestTransaction, TEST_API_KEY } from '@/lib/provider/testing';
import { forceOutcomeSpec } from './force-outcome';
import { advanceDueTransactions } from '@/lib/provider/transactions/lifecycle';
import { runWorkerSteps } from '@/lib/provider/testing';
import { planOutcomeSpec, readPlannedOutcome } from './plan-outcome';
import { outcomeMoves, outcomesFrom, plannedOutcomeWords } from './sandbox-outcome';
import { submitted } from './testing';

// The scenario buttons' action: who may force an outcome (audited either way), the moves it makes
// through the sandbox transition route, and its refusals in words.

const provider = await createTestProvider();
after(() => provider.close());
const db = provider.database.db;
const api = createPaymentsApi({
  baseUrl: 'http://api.test',
  apiKey: TEST_API_KEY,
  fetch: ((input: string | URL | Request, init?: RequestInit) =>
    provider.app.request(String(input), init)) as typeof fetch,
});
let mode: 'sandbox' | 'live' = 'sandbox';
const deps = { api: () => api, db: async () => db, mode: () => mode };
const spec = forceOutcomeSpec(deps);
const planSpec = planOutcomeSpec(deps);
const person = (role: Role): DeskUser => ({ id: `user-${role}`, name: role, email: `${role}@corridor.test`, role });
const call = (role: Role, raw: unknown, action: unknown = spec) =>
  runAction(action as never, raw as never, { user: person(role), db: async () => db, ip: '192.0.2.7' });
const plan = (role: Role, raw: unknown) => call(role, raw, planSpec) as Promise<ActionResult<PlannedOutcomeAnswer>>;
const lastAudit = async (role: Role, action = 'sandbox.force-outcome') =>
  (
    await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.actorRole, role)))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0];

/** A transaction on the sandbox, and the desk's record of it. */
async function remittance(reference: string) {
  const created = await createTestTransaction(provider, 'p2p', { transactionReference: reference });
  await submitted(db, { reference, serviceRef: created.transactionReference! });
  return created.transactionReference!;
}

describe('outcomeMoves', () => {
  test('plans the legal moves from where the remittance stands', () => {
    assert.deepEqual(outcomeMoves('transaction', 'ACKNOWLEDGED', 'failure'), ['PENDING', 'FAILED']);
    assert.deepEqual(outcomeMoves('transaction', 'PENDING', 'success'), ['SUCCESS']);
    assert.deepEqual(outcomeMoves('transaction', 'ACKNOWLEDGED', 'return'), ['PENDING', 'SUCCESS', 'RETURNED']);
    assert.deepEqual(outcomeMoves('transaction', 'SUCCESS', 'return'), ['RETURNED']);
    assert.deepEqual(outcomeMoves('payment', 'CREATED', 'success'), ['PROCESSING', 'COMPLETED']);
    assert.equal(outcomeMoves('transaction', 'SUCCESS', 'failure'), undefined);
    assert.equal(outcomeMoves('transaction', 'FAILED', 'return'), undefined);
    assert.deepEqual(outcomesFrom('payment', 'COMPLETED'), ['return']);
    assert.deepEqual(outcomesFrom('transaction', 'RETURNED'), []);
  });

  test('knows the reversal statuses: a pending reversal goes through or is rejected; a rejected one may be returned', () => {
    assert.deepEqual(outcomeMoves('transaction', 'REVERSAL_PENDING', 'return'), ['RETURNED']);
    assert.deepEqual(outcomeMoves('transaction', 'REVERSAL_PENDING', 'success'), ['REVERSAL_REJECTED']);
    assert.equal(outcomeMoves('transaction', 'REVERSAL_PENDING', 'failure'), undefined);
    assert.deepEqual(outcomeMoves('transaction', 'REVERSAL_REJECTED', 'return'), ['RETURNED']);
    assert.deepEqual(outcomesFrom('transaction', 'REVERSAL_REJECTED'), ['return']);
  });
});

describe('forcing an outcome', () => {
  test('viewers and reviewers are refused, audited as refused, and the sandbox is left as it was', async () => {
    const serviceRef = await remittance('FORCE-REFUSED-1');
    for (const role of ['viewer', 'reviewer'] as const) {
      const result = await call(role, { reference: 'FORCE-REFUSED-1', outcome: 'failure' });
      assert.deepEqual(result, { ok: false, formError: `Your role (${ROLE_LABELS[role]}) may not do this.` });
      const row = await lastAudit(role);
      assert.equal(row?.outcome, 'refused');
      assert.deepEqual(row?.details, { permission: 'sandbox:simulate-outcome' });
    }
    assert.equal((await api.getTransaction(serviceRef)).status, 'ACKNOWLEDGED');
  });

  test('an operator fails one with a named failure: moved step by step, the code on the record, audited', async () => {
    const serviceRef = await remittance('FORCE-FAIL-1');
    const result = await call('operator', { reference: 'FORCE-FAIL-1', outcome: 'failure', failureCode: 'GSME3007' });
    assert.deepEqual(result, {
      ok: true,
      data: { outcome: 'failure', moves: ['PENDING', 'FAILED'], status: 'FAILED' },
    });
    const answer = await api.getTransaction(serviceRef);
    assert.equal(answer.status, 'FAILED');
    assert.equal(answer.errorCode, 'GSME3007');
    const row = await lastAudit('operator');
    assert.equal(row?.outcome, 'ok');
    assert.equal(row?.remittance, 'FORCE-FAIL-1');
    assert.equal(row?.target, 'failure GSME3007');
    assert.deepEqual(row?.details, { moves: ['PENDING', 'FAILED'], status: 'FAILED' });
  });

  test('an admin returns one after payout; it can then reach no other outcome, said in words and audited', async () => {
    await remittance('FORCE-RETURN-1');
    const returned = await call('admin', { reference: 'FORCE-RETURN-1', outcome: 'return' });
    assert.deepEqual(returned, {
      ok: true,
      data: { outcome: 'return', moves: ['PENDING', 'SUCCESS', 'RETURNED'], status: 'RETURNED' },
    });
    const again = await call('admin', { reference: 'FORCE-RETURN-1', outcome: 'success' });
    assert.deepEqual(again, {
      ok: false,
      formError: 'This remittance is returned on the sandbox: it can no longer be paid out.',
    });
    assert.equal((await lastAudit('admin'))?.outcome, 'failed');
  });

  test('refused in words outside sandbox mode, and for a remittance the desk does not have', async () => {
    mode = 'live';
    try {
      assert.deepEqual(await call('admin', { reference: 'FORCE-RETURN-1', outcome: 'return' }), {
        ok: false,
        formError: 'Outcomes can be forced only on the sandbox.',
      });
    } finally {
      mode = 'sandbox';
    }
    assert.deepEqual(await call('admin', { reference: 'FORCE-NONE', outcome: 'success' }), {
      ok: false,
      formError: 'No remittance with reference FORCE-NONE.',
    });
  });
});

describe('forcing a return on a reversal', () => {
  test('a rejected reversal is returned, and a pending one goes through, each in one legal move', async () => {
    for (const [reference, reason, moves] of [
      ['FORCE-REV-REJECTED', 'please REJECT', ['REVERSAL_REJECTED', 'RETURNED']],
      ['FORCE-REV-PENDING', 'duplicate', ['RETURNED']],
    ] as const) {
      const serviceRef = await remittance(reference);
      await call('operator', { reference, outcome: 'success' });
      await api.requestReversal(serviceRef, { reason });
      if (moves.length === 2) await runWorkerSteps(provider, advanceDueTransactions, 1);
      const result = await call('operator', { reference, outcome: 'return' });
      assert.deepEqual(result, { ok: true, data: { outcome: 'return', moves: ['RETURNED'], status: 'RETURNED' } });
    }
  });
});

describe('planning the next outcome', () => {
  test('viewers and reviewers are refused and audited; nothing is planned', async () => {
    const serviceRef = await remittance('PLAN-REFUSED-1');
    for (const role of ['viewer', 'reviewer'] as const) {
      const result = await plan(role, { reference: 'PLAN-REFUSED-1', outcome: 'failure' });
      assert.deepEqual(result, { ok: false, formError: `Your role (${ROLE_LABELS[role]}) may not do this.` });
      assert.equal((await lastAudit(role, 'sandbox.plan-outcome'))?.outcome, 'refused');
    }
    assert.equal((await api.getSandboxPlannedOutcome(serviceRef)).natural, true);
  });

  test('an operator plans a named failure: nothing moves now, the lifecycle plays it, audited with the plan', async () => {
    const serviceRef = await remittance('PLAN-FAIL-1');
    const result = await plan('operator', { reference: 'PLAN-FAIL-1', outcome: 'failure', failureCode: 'GSME3101' });
    assert.ok(result.ok);
    assert.equal(
      plannedOutcomeWords(result.data),
      "Next: to fail: The beneficiary's account is not valid (planned on the desk).",
    );
    assert.equal((await api.getTransaction(serviceRef)).status, 'ACKNOWLEDGED');
    const row = await lastAudit('operator', 'sandbox.plan-outcome');
    assert.deepEqual([row?.outcome, row?.target, row?.remittance], ['ok', 'failure GSME3101', 'PLAN-FAIL-1']);
    assert.deepEqual(row?.details, {
      status: 'ACKNOWLEDGED',
      planned: 'FAILED',
      errorCode: 'GSME3101',
      natural: false,
    });
    await runWorkerSteps(provider, advanceDueTransactions, 2);
    const answer = await api.getTransaction(serviceRef);
    assert.deepEqual([answer.status, answer.errorCode], ['FAILED', 'GSME3101']);
  });

  test('reset puts back the natural outcome; the desk reads the plan', async () => {
    await remittance('PLAN-RESET-1');
    await plan('admin', { reference: 'PLAN-RESET-1', outcome: 'return' });
    assert.equal((await readPlannedOutcome(deps, 'PLAN-RESET-1'))?.outcome, 'RETURNED');
    const reset = await plan('admin', { reference: 'PLAN-RESET-1', outcome: 'natural' });
    assert.ok(reset.ok);
    assert.deepEqual([reset.data.outcome, reset.data.natural], ['SUCCESS', true]);
    assert.equal((await lastAudit('admin', 'sandbox.plan-outcome'))?.target, 'natural');
  });

  test('refused in words off the sandbox, for an unknown remittance, and by the API once it has ended', async () => {
    mode = 'live';
    try {
      assert.deepEqual(await plan('admin', { reference: 'PLAN-RESET-1', outcome: 'success' }), {
        ok: false,
        formError: 'Outcomes can be planned only on the sandbox.',
      });
      assert.equal(await readPlannedOutcome(deps, 'PLAN-RESET-1'), undefined);
    } finally {
      mode = 'sandbox';
    }
    assert.deepEqual(await plan('admin', { reference: 'PLAN-NONE', outcome: 'success' }), {
      ok: false,
      formError: 'No remittance with reference PLAN-NONE.',
    });
    const ended = await plan('admin', { reference: 'PLAN-FAIL-1', outcome: 'success' });
    assert.equal(ended.ok, false);
    assert.match(String(!ended.ok && ended.formError), /FAILED: it has reached its end/);
  });
});
