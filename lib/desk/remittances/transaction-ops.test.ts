import assert from 'node:assert/strict';
import { after, describe, test } from 'node:test';
import { and, desc, eq } from 'drizzle-orm';
import { createPaymentsApi } from '@/lib/api-client/client';
import { ROLE_LABELS, type Role } from '@/lib/auth/roles';
import type { DeskUser } from '@/lib/auth/session';
import { auditEvents } from '@/lib/db/schema';
import { runAction } from '@/lib/desk/action-recipe';
import type { ActionResult } from '@/lib/desk/action-result';
import { accountCheckSpec } from '@/lib/desk/composer/account-check';
import { createTestProvider, createTestTransaction, jsonPost, TEST_API_KEY } from '@/lib/provider/testing';
import { operationsFor } from './operations';
import { getRemittance } from './record';
import { submitted } from './testing';
import { transactionOperationSpec } from './transaction-ops';

// Cancel, reversal and the composer's account check as desk actions: who may (audited either way),
// what reaches the API, the desk's record following the answer, refusals in words.

const provider = await createTestProvider();
after(() => provider.close());
const db = provider.database.db;
const api = createPaymentsApi({
  baseUrl: 'http://api.test',
  apiKey: TEST_API_KEY,
  fetch: ((input: string | URL | Request, init?: RequestInit) =>
    provider.app.request(String(input), init)) as typeof fetch,
});
const deps = { api: () => api, db: async () => db };
const specs = {
  cancel: transactionOperationSpec(deps, 'cancel'),
  reversal: transactionOperationSpec(deps, 'reversal'),
  check: accountCheckSpec(deps),
};
const person = (role: Role): DeskUser => ({ id: `user-${role}`, name: role, email: `${role}@corridor.test`, role });
const call = (spec: keyof typeof specs, role: Role, raw: unknown) =>
  runAction(specs[spec] as never, raw as never, {
    user: person(role),
    db: async () => db,
    ip: '192.0.2.9',
  }) as Promise<ActionResult<Record<string, string | boolean>>>;
const lastAudit = async (action: string, role: Role) =>
  (
    await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, action), eq(auditEvents.actorRole, role)))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0];

/** A transaction on the sandbox forced to `status`, and the desk's record of it. */
async function remittance(reference: string, moves: string[] = []) {
  const created = await createTestTransaction(provider, 'p2p', { transactionReference: reference });
  const serviceRef = created.transactionReference;
  for (const to of moves)
    await provider.request(`/api/v1/sandbox/transactions/${serviceRef}/transitions`, jsonPost({ to }));
  await submitted(db, { reference, serviceRef });
  return serviceRef;
}

test('the page offers Cancel before payout and Request reversal after it, for transactions only', () => {
  assert.deepEqual(operationsFor('transaction', 'ACKNOWLEDGED'), ['cancel']);
  assert.deepEqual(operationsFor('transaction', 'PENDING'), ['cancel']);
  assert.deepEqual(operationsFor('transaction', 'SUCCESS'), ['reversal']);
  for (const status of ['FAILED', 'CANCELLED', 'RETURNED', 'REVERSAL_PENDING', 'REVERSAL_REJECTED'])
    assert.deepEqual(operationsFor('transaction', status), [], status);
  assert.deepEqual(operationsFor('payment', 'CREATED'), []);
});

describe('cancel and reversal', () => {
  test('viewers and reviewers are refused, audited as refused, and the API is left as it was', async () => {
    const serviceRef = await remittance('OPS-REFUSED-1');
    for (const role of ['viewer', 'reviewer'] as const)
      for (const spec of ['cancel', 'reversal'] as const) {
        const result = await call(spec, role, { reference: 'OPS-REFUSED-1', reason: 'not mine to do' });
        assert.deepEqual(result, { ok: false, formError: `Your role (${ROLE_LABELS[role]}) may not do this.` });
        const row = await lastAudit(`transactions.${spec}`, role);
        assert.equal(row?.outcome, 'refused');
        assert.deepEqual(row?.details, { permission: 'remittances:compose' });
      }
    assert.equal((await api.getTransaction(serviceRef)).status, 'ACKNOWLEDGED');
  });

  test('an operator cancels a pending one: the API refunds it, the desk record follows at once, audited with the reason', async () => {
    const serviceRef = await remittance('OPS-CANCEL-1', ['PENDING']);
    const result = await call('cancel', 'operator', { reference: 'OPS-CANCEL-1', reason: 'duplicate of another' });
    assert.ok(result.ok, JSON.stringify(result));
    assert.equal(result.data.status, 'CANCELLED');
    const answer = await api.getTransaction(serviceRef);
    assert.equal(answer.errorMessage, 'Cancelled by the sender: duplicate of another');
    const record = await getRemittance(db, 'OPS-CANCEL-1');
    assert.deepEqual(
      [record?.status, record?.final, record?.errorMessage],
      ['CANCELLED', true, 'Cancelled by the sender: duplicate of another'],
    );
    const row = await lastAudit('transactions.cancel', 'operator');
    assert.deepEqual([row?.outcome, row?.remittance, row?.target], ['ok', 'OPS-CANCEL-1', 'OPS-CANCEL-1']);
    assert.deepEqual(row?.details, { status: 'CANCELLED', reason: 'duplicate of another' });
  });

  test('an admin requests a reversal of a paid-out one: REVERSAL_PENDING on the API and the desk', async () => {
    const serviceRef = await remittance('OPS-REVERSE-1', ['PENDING', 'SUCCESS']);
    const result = await call('reversal', 'admin', { reference: 'OPS-REVERSE-1', reason: 'paid the wrong person' });
    assert.ok(result.ok, JSON.stringify(result));
    assert.equal(result.data.status, 'REVERSAL_PENDING');
    assert.equal((await api.getTransaction(serviceRef)).status, 'REVERSAL_PENDING');
    const record = await getRemittance(db, 'OPS-REVERSE-1');
    assert.deepEqual([record?.status, record?.final], ['REVERSAL_PENDING', false]);
  });

  test('a refusal is said in words with the status the API has now, and the desk record catches up', async () => {
    await remittance('OPS-LATE-1', ['PENDING', 'SUCCESS']); // the desk still thinks ACKNOWLEDGED
    const result = await call('cancel', 'operator', { reference: 'OPS-LATE-1', reason: 'too late?' });
    assert.deepEqual(result, {
      ok: false,
      formError:
        'It was already paid out, so it can no longer be cancelled. Request a reversal instead. Its status now: Success.',
    });
    assert.equal((await getRemittance(db, 'OPS-LATE-1'))?.status, 'SUCCESS');
    assert.equal((await lastAudit('transactions.cancel', 'operator'))?.outcome, 'failed');
    const early = await call('reversal', 'operator', { reference: 'OPS-CANCEL-1', reason: 'after a cancel' });
    assert.equal(early.ok, false);
    assert.match(
      (early as { formError: string }).formError,
      /cancelled before it was paid out.*Its status now: Cancelled\./,
    );
  });

  test('the reason is required and checked, named on its field; an unknown reference is refused in words', async () => {
    const blank = await call('cancel', 'operator', { reference: 'OPS-REFUSED-1', reason: ' ' });
    assert.deepEqual(blank, { ok: false, fieldErrors: { reason: 'must not be empty' } });
    const long = await call('reversal', 'operator', { reference: 'OPS-REFUSED-1', reason: 'x'.repeat(300) });
    assert.deepEqual(long, { ok: false, fieldErrors: { reason: 'must be at most 256 characters' } });
    assert.deepEqual(await call('cancel', 'operator', { reference: 'OPS-NONE', reason: 'who?' }), {
      ok: false,
      formError: 'No remittance with reference OPS-NONE.',
    });
  });
});

describe("the composer's account check", () => {
  test('an operator checks a wallet: it exists and the holder matches the recipient, audited without the number', async () => {
    const result = await call('check', 'operator', { msisdn: '+2348031234567', name: 'Amina Okafor' });
    assert.deepEqual(result, {
      ok: true,
      data: {
        status: 'available',
        exists: true,
        holderName: 'Amina Okafor',
        match: 'exact',
        words:
          "The account exists and can receive money. Held by Amina Okafor. The holder's name matches the recipient's.",
        tone: 'success',
      },
    });
    const row = await lastAudit('accounts.check', 'operator');
    assert.deepEqual([row?.outcome, row?.target], ['ok', '…4567']);
    assert.deepEqual(row?.details, { status: 'available', match: 'exact' });
  });

  test('a bank account that does not exist, one held by someone close, and no account at all', async () => {
    const missing = await call('check', 'admin', { accountId: '0123450000', country: 'NG', name: 'Chidi Eze' });
    assert.ok(missing.ok);
    assert.deepEqual([missing.data.exists, missing.data.tone], [false, 'error']);
    const close = await call('check', 'admin', { accountId: '0123453333', country: 'NG', name: 'Chidi Eze' });
    assert.ok(close.ok);
    assert.deepEqual([close.data.match, close.data.tone], ['close', 'warning']);
    const none = await call('check', 'admin', { name: 'Chidi Eze' });
    assert.equal(none.ok, false);
    assert.match(JSON.stringify(none), /Add the credit party first/);
    const viewer = await call('check', 'viewer', { msisdn: '+2348031234567' });
    assert.equal(viewer.ok, false);
    assert.equal((await lastAudit('accounts.check', 'viewer'))?.outcome, 'refused');
  });
});
