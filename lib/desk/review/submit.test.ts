import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PaymentsApiError } from '@/lib/api-client/client';
import { openTestDatabase } from '@/lib/db/testing';
import { createDraft, getDraft } from '@/lib/desk/drafts';
import { getRemittance } from '@/lib/desk/remittances/record';
import { examplePaymentBody } from '@/lib/schemas/payment.examples';
import { paymentRequestSchema } from '@/lib/schemas/payment';
import { paymentAnswer } from '@/lib/desk/remittances/testing';
import { exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import { transactionRequestSchema } from '@/lib/schemas/transaction';
import type { Quote } from '@/lib/schemas/quotation';
import { caseClocks, getCaseByDraft, getCaseByReference, quoteExpiryOf, rememberQuote } from './cases';
import { AlreadySubmitted, submitPayment, submitTransaction, type SubmitDeps } from './submit';

/*
 * The one submission path of the composers and the demo runner, against a fake API that answers
 * slowly (so two submits at once overlap as two tabs' do) and records what it was sent.
 */

const database = await openTestDatabase();
after(() => database.close());
const { db } = database;
const dataDir = mkdtempSync(path.join(tmpdir(), 'submit-test-'));

function fakeApi(refuse?: PaymentsApiError) {
  const sent: Record<string, unknown>[] = [];
  const api = {
    createTransaction: async (body: unknown) => {
      sent.push(body as Record<string, unknown>);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (refuse) throw refuse;
      const { transactionReference, amount, currency } = body as Record<string, string>;
      return {
        transactionReference: `SVC-${transactionReference}`,
        transactionStatus: 'ACKNOWLEDGED',
        amount,
        currency,
      };
    },
    createPayment: async () => {
      throw new Error('not a payment');
    },
    getPayer: async () => {
      throw new Error('not a payment');
    },
    getBeneficiary: async () => {
      throw new Error('not a payment');
    },
    getFxQuote: async () => {
      throw new Error('not a payment');
    },
  } as unknown as SubmitDeps['api'];
  return { api, sent };
}

/** A b2b draft and two bodies of it as two tabs edited it: a small one (sent at once) and one over USD 10,000 (held). */
async function draftInTwoTabs() {
  const small = exampleTransactionBody('b2b');
  const quote: Quote = {
    quoteId: `Q-${small.transactionReference}`,
    sendingAmount: '1000.00',
    sendingCurrency: 'USD',
    receivingAmount: small.amount,
    receivingCurrency: 'NGN',
    fees: [],
    fxRate: '1500.00',
    quoteExpiryTime: new Date(Date.now() + 60_000).toISOString(),
    payoutInstrument: 'BANK_ACCOUNT',
    type: 'b2b',
  } as Quote;
  await rememberQuote(db, {
    quoteId: quote.quoteId,
    kind: 'transaction',
    request: { type: 'b2b' },
    quote: quote as unknown as Record<string, unknown>,
    requestedBy: 'maker',
  });
  small.internationalTransferInformation.quoteId = quote.quoteId;
  const large = structuredClone(small);
  large.sendingAmount = '20000.00';
  large.descriptionText = 'Edited in the second tab';
  const draft = await createDraft(db, {
    ownerId: 'maker',
    kind: 'transaction',
    reference: small.transactionReference,
  });
  return { draft: draft!, small, large, quote };
}

const submit = (deps: SubmitDeps, draft: { id: string; submissions: number }, body: Record<string, unknown>) =>
  submitTransaction(
    deps,
    'maker',
    { ...draft, values: {} },
    transactionRequestSchema.parse(body),
    body as unknown as Record<string, unknown>,
  );

const deps = (api: SubmitDeps['api'], reviewDeadlineHours?: number): SubmitDeps => ({
  db,
  api,
  dataDir,
  threshold: 0.85,
  reviewDeadlineHours,
});

test('two submits of one draft at once with different bodies: exactly one submission, the other answered already submitted with a link', async () => {
  for (let attempt = 0; attempt < 4; attempt++) {
    const { draft, small, large } = await draftInTwoTabs();
    const { api, sent } = fakeApi();
    // Both tabs were opened on the draft before any submission (they saw 0).
    const outcomes = await Promise.allSettled([
      submit(deps(api), { id: draft.id, submissions: 0 }, small),
      submit(deps(api), { id: draft.id, submissions: 0 }, large),
    ]);
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => o.reason as unknown);
    assert.equal(won.length, 1, 'one submit wins');
    assert.equal(refused.length, 1);
    const refusal = refused[0];
    assert.ok(refusal instanceof AlreadySubmitted, `refused as already submitted, not ${String(refusal)}`);
    assert.match(refusal.message, /already submitted|being submitted/);
    assert.ok(refusal.link, 'with a link');
    const held = await getCaseByDraft(db, draft.id);
    const remittance = await getRemittance(db, small.transactionReference);
    // The second waited for the first's outcome: its link is where the draft went.
    const reference = encodeURIComponent(small.transactionReference);
    assert.equal(refusal.link.href, held ? `/review/${reference}` : `/remittances/${reference}`);
    // Never both sent and held, never sent twice: one body went one way.
    if (held) {
      assert.equal(sent.length, 0, 'a held body is not sent');
      assert.equal(held.round, 1, 'held once');
      assert.equal(remittance, undefined);
    } else {
      assert.equal(sent.length, 1, 'sent once');
      assert.ok(remittance);
      assert.deepEqual(remittance.request, sent[0]);
    }
    assert.equal((await getDraft(db, 'maker', draft.id))?.submissions, 1);
  }
});

test('a stale tab submits after the draft was held: already submitted with a link to its review; a page that saw the hold resubmits', async () => {
  const { draft, small, large } = await draftInTwoTabs();
  const { api, sent } = fakeApi();
  const first = await submit(deps(api), { id: draft.id, submissions: 0 }, large);
  assert.deepEqual(first, { reference: large.transactionReference, held: true });

  await assert.rejects(
    submit(deps(api), { id: draft.id, submissions: 0 }, small),
    (error: unknown) =>
      error instanceof AlreadySubmitted &&
      /held for review/.test(error.message) &&
      error.link?.href === `/review/${encodeURIComponent(large.transactionReference)}`,
  );
  const held = await getCaseByDraft(db, draft.id);
  assert.equal(held?.round, 1);
  assert.equal(held?.request.descriptionText, 'Edited in the second tab', 'the first body is the one held');
  assert.equal(sent.length, 0);

  // Opened again after the hold (it saw one submission): the next round, as a resubmission is.
  const again = await submit(deps(api), { id: draft.id, submissions: 1 }, { ...large, descriptionText: 'Fixed' });
  assert.equal(again.held, true);
  assert.equal((await getCaseByDraft(db, draft.id))?.round, 2);
});

test('a stale tab submits after the draft was sent: already submitted, nothing more sent', async () => {
  const { draft, small, large } = await draftInTwoTabs();
  const { api, sent } = fakeApi();
  assert.deepEqual(await submit(deps(api), { id: draft.id, submissions: 0 }, small), {
    reference: small.transactionReference,
    held: false,
  });
  await assert.rejects(
    submit(deps(api), { id: draft.id, submissions: 0 }, large),
    (error: unknown) =>
      error instanceof AlreadySubmitted &&
      /already submitted/.test(error.message) &&
      error.link?.href === `/remittances/${encodeURIComponent(small.transactionReference)}`,
  );
  // A direct call claiming to have seen the submission is refused too: the draft is closed.
  await assert.rejects(submit(deps(api), { id: draft.id, submissions: 1 }, large), AlreadySubmitted);
  assert.equal(sent.length, 1);
  assert.equal(await getCaseByDraft(db, draft.id), undefined, 'nothing held');
});

test('a submit the API refuses gives the draft back: fixed and submitted again from the same page', async () => {
  const { draft, small } = await draftInTwoTabs();
  const refusing = fakeApi(new PaymentsApiError(409, 'QUOTE_EXPIRED', 'The quote has expired.'));
  await assert.rejects(submit(deps(refusing.api), { id: draft.id, submissions: 0 }, small), PaymentsApiError);
  assert.equal((await getDraft(db, 'maker', draft.id))?.submissions, 0);
  const { api, sent } = fakeApi();
  assert.equal((await submit(deps(api), { id: draft.id, submissions: 0 }, small)).held, false);
  assert.equal(sent.length, 1);
});

test("a held remittance's review deadline counts from its submission, not from its quote's expiry", async () => {
  const { draft, large, quote } = await draftInTwoTabs();
  const { api } = fakeApi();
  const before = Date.now();
  await submit(deps(api, 8), { id: draft.id, submissions: 0 }, large);
  const held = await getCaseByDraft(db, draft.id);
  assert.ok(held);
  const deadline = held.deadline.getTime();
  assert.notEqual(deadline, new Date(quote.quoteExpiryTime).getTime(), 'not the quote expiry');
  assert.ok(deadline >= before + 8 * 3600_000 && deadline <= Date.now() + 8 * 3600_000, 'eight hours after submission');
  assert.equal(
    quoteExpiryOf(held)?.toISOString(),
    new Date(quote.quoteExpiryTime).toISOString(),
    'the quote expiry, apart',
  );
  // A minute later the quote has expired; the review is not overdue for that.
  const aMinuteOn = new Date(new Date(quote.quoteExpiryTime).getTime() + 1_000);
  const { overdue, quoteExpired } = caseClocks(held, aMinuteOn);
  assert.deepEqual({ overdue, quoteExpired }, { overdue: false, quoteExpired: true });
  assert.equal(caseClocks(held, new Date(deadline + 1_000)).overdue, true, 'overdue once its deadline passed');
});

test('two confirms of one FX payment draft at once with different amounts: one goes on, the other is answered already submitted', async () => {
  const requestId = `REQ-${Math.random().toString(36).slice(2, 10)}`;
  await createDraft(db, { ownerId: 'maker', kind: 'payment', reference: requestId });
  const made: unknown[] = [];
  const api = {
    ...fakeApi().api,
    getPayer: async () => {
      throw new PaymentsApiError(404, 'NOT_FOUND', 'no payer');
    },
    getBeneficiary: async () => {
      throw new PaymentsApiError(404, 'NOT_FOUND', 'no beneficiary');
    },
    getFxQuote: async () => {
      throw new PaymentsApiError(404, 'NOT_FOUND', 'no quote');
    },
    createPayment: async (body: unknown) => {
      made.push(body);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return paymentAnswer(`PAY-${requestId}`, requestId, 'CREATED');
    },
  } as unknown as SubmitDeps['api'];
  const body = (sellAmount: number) =>
    paymentRequestSchema.parse(
      examplePaymentBody({
        requestId,
        merchantRef: `M-${requestId}`,
        originalPayerId: 'PAYER1',
        beneficiaryId: 'BEN1',
        quote: { quoteId: 'Q1', sellAmount, buyAmount: sellAmount * 0.74 },
      }),
    );
  const outcomes = await Promise.allSettled([
    submitPayment(deps(api), 'maker', body(1000)),
    submitPayment(deps(api), 'maker', body(90000)),
  ]);
  assert.equal(outcomes.filter((o) => o.status === 'fulfilled').length, 1, 'one confirm goes on');
  const refused = outcomes.find((o) => o.status === 'rejected')?.reason as unknown;
  assert.ok(refused instanceof AlreadySubmitted, `refused as already submitted, not ${String(refused)}`);
  assert.ok(refused.link?.href.endsWith(encodeURIComponent(requestId)));
  const held = await getCaseByReference(db, requestId);
  assert.ok(made.length + (held ? 1 : 0) === 1, 'sent once or held once, never both');
  if (held) assert.equal(held.round, 1);
});

test('two submits at once, the first refused by the API: the second waited its turn and goes through', async () => {
  const { draft, small } = await draftInTwoTabs();
  const sent: unknown[] = [];
  const api = {
    ...fakeApi().api,
    createTransaction: async (body: unknown) => {
      sent.push(body);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (sent.length === 1) throw new PaymentsApiError(409, 'QUOTE_EXPIRED', 'The quote has expired.');
      const { transactionReference, amount, currency } = body as Record<string, string>;
      return {
        transactionReference: `SVC-${transactionReference}`,
        transactionStatus: 'ACKNOWLEDGED',
        amount,
        currency,
      };
    },
  } as unknown as SubmitDeps['api'];
  const outcomes = await Promise.allSettled([
    submit(deps(api), { id: draft.id, submissions: 0 }, small),
    submit(deps(api), { id: draft.id, submissions: 0 }, small),
  ]);
  assert.deepEqual(outcomes.map((o) => o.status).sort(), ['fulfilled', 'rejected']);
  assert.ok(outcomes.some((o) => o.status === 'rejected' && o.reason instanceof PaymentsApiError));
  assert.equal(sent.length, 2, 'one after the other, never at once');
  assert.ok(await getRemittance(db, small.transactionReference));
  assert.equal((await getDraft(db, 'maker', draft.id))?.submissions, 1);
});
