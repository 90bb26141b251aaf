import { test, after, describe } from 'node:test';
import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { fxQuoteResponseSchema, type FxQuoteResponse } from '@/lib/schemas/fx-quote';
import { paymentResponseSchema } from '@/lib/schemas/payment';
import type { Quote } from '@/lib/schemas/quotation';
import {
  TRANSACTION_TYPES,
  transactionQueryResponseSchema,
  transactionResponseSchema,
  type TransactionStatus,
  type TransactionType,
} from '@/lib/schemas/transaction';
import {
  createTestBeneficiary,
  createTestPayer,
  createTestProvider,
  createTestTransactionQuote,
  expectError,
  jsonPost,
  OTHER_API_KEY,
  testPaymentBody,
  testTransactionBody,
  TEST_API_KEY,
} from '../testing';
import { postEntry } from './service';

// "The ledger must agree with the quote" (issue 14): what a quote says is charged is what the
// ledger debits — the sending amount plus the fees — and what comes back on FAILED, CANCELLED and
// RETURNED follows one rule for transactions and FX payments. Amounts compared as decimals.

const provider = await createTestProvider();
after(() => provider.close());
const db = provider.database.db;

interface Entry {
  id: number;
  amount: string;
  balance_after: string;
  kind: string;
  reference: string | null;
  created_at: string | Date;
}

/** The merchant's balance in `currency` straight from its ledger row (0 when there is none). */
async function balanceOf(merchantId: string, currency: string): Promise<Decimal> {
  const [row] = await queryRows<{ balance: string }>(
    db,
    sql`select balance from provider.ledger_accounts where merchant_id = ${merchantId} and currency = ${currency}`,
  );
  return new Decimal(row?.balance ?? 0);
}

/** The entries of a remittance, in the order they were written. */
const entriesOf = (reference: string) =>
  queryRows<Entry>(
    db,
    sql`select id, amount, balance_after, kind, reference, created_at from provider.ledger_entries
        where reference = ${reference} order by id`,
  );

/** Every entry of the account, oldest first: each balance after is the one before plus its amount. */
async function assertEntriesChain(merchantId: string, currency: string) {
  const rows = await queryRows<Entry>(
    db,
    sql`select id, amount, balance_after from provider.ledger_entries
        where merchant_id = ${merchantId} and currency = ${currency} order by id`,
  );
  let running = new Decimal(0);
  for (const row of rows) {
    running = running.plus(row.amount);
    assert.ok(running.equals(row.balance_after), `entry ${row.id}: balance after ${row.balance_after}, sum ${running}`);
  }
  assert.ok(running.equals(await balanceOf(merchantId, currency)), 'the balance is the sum of its entries');
}

const feesOf = (quote: Quote) => quote.fees.reduce((sum, fee) => sum.plus(fee.amount), new Decimal(0));
const compact = (entries: Entry[]) => entries.map((e) => `${e.kind} ${new Decimal(e.amount).toFixed()}`);

const force = (reference: string, to: TransactionStatus, key = TEST_API_KEY) =>
  provider.request(`/api/v1/sandbox/transactions/${reference}/transitions`, jsonPost({ to }, { key }));

async function transactionOf(type: TransactionType, key = TEST_API_KEY, reference?: string) {
  const quote = await createTestTransactionQuote(provider, type, {}, key);
  const body = testTransactionBody(provider, type, quote, reference ? { transactionReference: reference } : {});
  return { quote, body, create: () => provider.request('/api/v1/transactions', jsonPost(body, { key })) };
}

describe('transactions: quote = ledger', () => {
  for (const type of TRANSACTION_TYPES) {
    test(`${type}: the create debits the quote's sending amount and its fee, two entries under the service ref`, async () => {
      const { quote, create } = await transactionOf(type);
      const currency = quote.sendingCurrency;
      assert.ok(
        quote.fees.every((fee) => fee.currency === currency),
        'the fees are in the sending currency',
      );
      const fee = feesOf(quote);
      assert.ok(fee.greaterThan(0));
      const before = await balanceOf('M1', currency);
      const response = await create();
      assert.equal(response.status, 201, await response.clone().text());
      const ack = transactionResponseSchema.parse(await response.json());
      const after = await balanceOf('M1', currency);
      assert.equal(before.minus(after).toFixed(), new Decimal(quote.sendingAmount).plus(fee).toFixed());

      const entries = await entriesOf(ack.transactionReference);
      assert.deepEqual(compact(entries), [
        `TRANSACTION_DEBIT ${new Decimal(quote.sendingAmount).negated().toFixed()}`,
        `FEE ${fee.negated().toFixed()}`,
      ]);
      assert.equal(new Decimal(entries[0]!.balance_after).toFixed(), after.plus(fee).toFixed());
      assert.equal(new Decimal(entries[1]!.balance_after).toFixed(), after.toFixed());
      for (const entry of entries)
        assert.equal(new Date(entry.created_at).toISOString(), provider.clock.now().toISOString(), 'the service clock');
      await assertEntriesChain('M1', currency);
    });

    for (const [to, walk] of [
      ['FAILED', ['PENDING', 'FAILED']],
      ['CANCELLED', ['CANCELLED']],
    ] as const) {
      test(`${type}: ${to} credits back the amount and the fee (REFUND entries)`, async () => {
        const { quote, create } = await transactionOf(type);
        const before = await balanceOf('M1', quote.sendingCurrency);
        const ack = transactionResponseSchema.parse(await (await create()).json());
        for (const step of walk) assert.equal((await force(ack.transactionReference, step)).status, 200);
        assert.equal((await balanceOf('M1', quote.sendingCurrency)).toFixed(), before.toFixed());
        const credits = (await entriesOf(ack.transactionReference)).slice(2);
        assert.deepEqual(compact(credits), [
          `REFUND ${new Decimal(quote.sendingAmount).toFixed()}`,
          `REFUND ${feesOf(quote).toFixed()}`,
        ]);
        await assertEntriesChain('M1', quote.sendingCurrency);
      });
    }

    test(`${type}: RETURNED credits back the amount alone (a RETURN entry); the fee is kept`, async () => {
      const { quote, create } = await transactionOf(type);
      const before = await balanceOf('M1', quote.sendingCurrency);
      const ack = transactionResponseSchema.parse(await (await create()).json());
      for (const step of ['PENDING', 'SUCCESS', 'RETURNED'] as const)
        assert.equal((await force(ack.transactionReference, step)).status, 200);
      assert.equal((await balanceOf('M1', quote.sendingCurrency)).toFixed(), before.minus(feesOf(quote)).toFixed());
      const credits = (await entriesOf(ack.transactionReference)).slice(2);
      assert.deepEqual(compact(credits), [`RETURN ${new Decimal(quote.sendingAmount).toFixed()}`]);
      const query = transactionQueryResponseSchema.parse(
        await (await provider.request(`/api/v1/transactions/${ack.transactionReference}`)).json(),
      );
      assert.equal(query.status, 'RETURNED');
      assert.match(query.errorMessage ?? '', /^Returned by the payout network: \S/);
    });
  }

  test('a balance that covers the amount but not the fee: refused, nothing written, the quote unused', async () => {
    const { quote, create } = await transactionOf('p2p', OTHER_API_KEY, 'SHORT-BY-FEE-1');
    const currency = quote.sendingCurrency;
    const fee = feesOf(quote);
    const start = await balanceOf('M2', currency);
    const needed = new Decimal(quote.sendingAmount).plus(fee);
    // Top M2 up to one minor unit short of amount + fee: more than the amount alone.
    await postEntry(db, { merchantId: 'M2', currency, amount: needed.minus(start).minus('0.01'), kind: 'DEPOSIT' });
    assert.ok((await balanceOf('M2', currency)).greaterThanOrEqualTo(quote.sendingAmount));
    const [counted] = await queryRows<{ entries: number; transactions: number }>(
      db,
      sql`select (select count(*) from provider.ledger_entries where merchant_id = 'M2')::int as entries,
                 (select count(*) from provider.transactions where merchant_id = 'M2')::int as transactions`,
    );
    const refused = await expectError(await create(), 422, 'INSUFFICIENT_FUNDS');
    assert.deepEqual(
      refused.details.map((d) => d.field),
      ['amount'],
    );
    assert.match(refused.message, /plus its fee/);
    const [after] = await queryRows<{ entries: number; transactions: number }>(
      db,
      sql`select (select count(*) from provider.ledger_entries where merchant_id = 'M2')::int as entries,
                 (select count(*) from provider.transactions where merchant_id = 'M2')::int as transactions`,
    );
    assert.deepEqual(after, counted, 'no entry, no transaction');
    const status = await provider.request(`/api/v1/quotations/${quote.quoteId}`, { key: OTHER_API_KEY });
    assert.equal(((await status.json()) as { status: string }).status, 'ACTIVE');

    // One minor unit more and it is exactly enough: the balance ends at zero.
    await postEntry(db, { merchantId: 'M2', currency, amount: '0.01', kind: 'DEPOSIT' });
    assert.equal((await create()).status, 201);
    assert.equal((await balanceOf('M2', currency)).toFixed(), '0');
  });

  test('a quote stores the sum of its fees', async () => {
    const quote = await createTestTransactionQuote(provider, 'b2b');
    const [row] = await queryRows<{ fee: string }>(
      db,
      sql`select fee from provider.transaction_quotes where quote_id = ${quote.quoteId}`,
    );
    assert.equal(new Decimal(row!.fee).toFixed(), feesOf(quote).toFixed());
  });
});

describe('FX payments: quote = ledger', () => {
  const parties = async (key: string) => ({
    originalPayerId: (await createTestPayer(provider, undefined, key)).originalPayerId,
    beneficiaryId: (await createTestBeneficiary(provider, undefined, key)).beneficiaryId,
  });
  const fxQuote = async (amount: number, key: string): Promise<FxQuoteResponse> => {
    const response = await provider.request(
      '/api/v1/quotes',
      jsonPost({ sellCurrency: 'SGD', buyCurrency: 'USD', fixedSide: 'SELL', amount }, { key }),
    );
    assert.equal(response.status, 201, await response.clone().text());
    return fxQuoteResponseSchema.parse(await response.json());
  };
  const forcePayment = (serviceRef: string, to: string, key = TEST_API_KEY) =>
    provider.request(`/api/v1/sandbox/payments/${serviceRef}/transitions`, jsonPost({ to }, { key }));
  const m1Parties = parties(TEST_API_KEY);

  async function paid(amount: number) {
    const quote = await fxQuote(amount, TEST_API_KEY);
    const before = await balanceOf('M1', 'SGD');
    const response = await provider.request('/api/v1/payments', jsonPost(testPaymentBody(await m1Parties, quote)));
    assert.equal(response.status, 201, await response.clone().text());
    return { quote, before, payment: paymentResponseSchema.parse(await response.json()) };
  }

  test('the create debits the debit amount and the quote’s fee (PAYMENT_DEBIT and FEE)', async () => {
    const { quote, before, payment } = await paid(1000);
    assert.equal(quote.fee.feeCurrency, 'SGD');
    const charged = new Decimal(quote.sellAmount).plus(quote.fee.feeAmount);
    assert.equal(before.minus(await balanceOf('M1', 'SGD')).toFixed(), charged.toFixed());
    assert.deepEqual(compact(await entriesOf(payment.serviceRef)), [
      `PAYMENT_DEBIT ${new Decimal(quote.sellAmount).negated().toFixed()}`,
      `FEE ${new Decimal(quote.fee.feeAmount).negated().toFixed()}`,
    ]);
  });

  for (const [to, walk] of [
    ['FAILED', ['PROCESSING', 'FAILED']],
    ['CANCELLED', ['CANCELLED']],
  ] as const) {
    test(`${to} credits back the debit and the fee (REFUND entries under the service ref)`, async () => {
      const { quote, before, payment } = await paid(300);
      for (const step of walk) assert.equal((await forcePayment(payment.serviceRef, step)).status, 200);
      assert.equal((await balanceOf('M1', 'SGD')).toFixed(), before.toFixed());
      assert.deepEqual(compact((await entriesOf(payment.serviceRef)).slice(2)), [
        `REFUND ${new Decimal(quote.sellAmount).toFixed()}`,
        `REFUND ${new Decimal(quote.fee.feeAmount).toFixed()}`,
      ]);
      await assertEntriesChain('M1', 'SGD');
    });
  }

  test('RETURNED credits back the debit alone (RETURN), the fee is kept, the reason in words', async () => {
    const { quote, before, payment } = await paid(400);
    for (const step of ['PROCESSING', 'COMPLETED', 'RETURNED'])
      assert.equal((await forcePayment(payment.serviceRef, step)).status, 200);
    assert.equal((await balanceOf('M1', 'SGD')).toFixed(), before.minus(quote.fee.feeAmount).toFixed());
    assert.deepEqual(compact((await entriesOf(payment.serviceRef)).slice(2)), [
      `RETURN ${new Decimal(quote.sellAmount).toFixed()}`,
    ]);
    const read = paymentResponseSchema.parse(
      await (await provider.request(`/api/v1/payments/${payment.serviceRef}`)).json(),
    );
    assert.match(read.failureReason ?? '', /^Returned by the payout network: \S/);
  });

  test('a balance that covers the debit but not the fee: refused, nothing written', async () => {
    const m2 = await parties(OTHER_API_KEY);
    const quote = await fxQuote(100, OTHER_API_KEY);
    const start = await balanceOf('M2', 'SGD');
    const short = new Decimal(quote.sellAmount).plus(quote.fee.feeAmount).minus('0.01');
    await postEntry(db, { merchantId: 'M2', currency: 'SGD', amount: short.minus(start), kind: 'DEPOSIT' });
    const [counted] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from provider.ledger_entries where merchant_id = 'M2' and currency = 'SGD'`,
    );
    const response = await provider.request(
      '/api/v1/payments',
      jsonPost(testPaymentBody(m2, quote), { key: OTHER_API_KEY }),
    );
    await expectError(response, 422, 'INSUFFICIENT_FUNDS');
    const [after] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from provider.ledger_entries where merchant_id = 'M2' and currency = 'SGD'`,
    );
    assert.deepEqual(after, counted);
    assert.equal((await balanceOf('M2', 'SGD')).toFixed(), short.toFixed());
  });
});
