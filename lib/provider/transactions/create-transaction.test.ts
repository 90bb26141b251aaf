import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/db/client';
import { transactionResponseSchema } from '@/lib/schemas/transaction';
import { postEntry } from '../ledger/service';
import {
  createTestProvider,
  createTestTransactionQuote,
  errorSummary,
  jsonPost,
  testTransactionBody,
  TEST_API_KEY,
} from '../testing';
import { ensureDefaultEndpoint } from '../webhooks/service';

// The create is all-or-nothing: two transactions racing for the last balance leave no trace of
// the loser. Every insert is logged by a trigger, so a row made and deleted afterwards (which a
// worker could have delivered as a webhook meanwhile) is seen too.

const ROUNDS = 30;
const raceKey = (round: number) => `sk_test_race_${round}`;
const raceMerchant = (round: number) => `RACE-${round}`;

const provider = await createTestProvider({
  apiKeys: new Map([
    [TEST_API_KEY, 'M1'],
    ...Array.from({ length: ROUNDS }, (_, round): [string, string] => [raceKey(round), raceMerchant(round)]),
  ]),
});
after(() => provider.close());

const db = provider.database.db;
await db.execute(
  sql.raw(`
  create table public.inserted_rows (tbl text not null, merchant_id text not null, row jsonb not null);
  create function public.log_insert() returns trigger language plpgsql as $$
    begin
      insert into public.inserted_rows values (tg_table_name, new.merchant_id, to_jsonb(new));
      return new;
    end $$;
  create trigger log_insert after insert on provider.transactions for each row execute function public.log_insert();
  create trigger log_insert after insert on provider.lifecycle_events for each row execute function public.log_insert();
  create trigger log_insert after insert on provider.webhook_outbox for each row execute function public.log_insert();
  create trigger log_insert after insert on provider.ledger_entries for each row execute function public.log_insert();
`),
);

/** Every row ever inserted into `table` for the merchant (also those deleted since). */
const inserted = (table: string, merchantId: string) =>
  queryRows<{ row: Record<string, unknown> }>(
    db,
    sql`select row from public.inserted_rows where tbl = ${table} and merchant_id = ${merchantId}`,
  ).then((rows) => rows.map((r) => r.row));

const ledgerOf = async (merchantId: string, currency: string) => {
  const [account] = await queryRows<{ balance: string; entries: string }>(
    db,
    sql`select a.balance, (select coalesce(sum(e.amount), 0) from provider.ledger_entries e
          where e.merchant_id = a.merchant_id and e.currency = a.currency) as entries
        from provider.ledger_accounts a where a.merchant_id = ${merchantId} and a.currency = ${currency}`,
  );
  return account!;
};

/** Two quotes of one merchant, a balance that covers exactly one, and a webhook endpoint for every event. */
async function setUpRound(round: number) {
  const key = raceKey(round);
  const merchantId = raceMerchant(round);
  const quotes = [
    await createTestTransactionQuote(provider, 'p2p', {}, key),
    await createTestTransactionQuote(provider, 'p2p', {}, key),
  ];
  const currency = quotes[0]!.sendingCurrency;
  // What each costs: its sending amount plus its fees.
  const costs = quotes.map((q) => q.fees.reduce((sum, fee) => sum.plus(fee.amount), new Decimal(q.sendingAmount)));
  const amount = Decimal.max(...costs);
  assert.ok(amount.lessThan(Decimal.min(...costs).times(2)), 'covers only one');
  await postEntry(db, { merchantId, currency, amount, kind: 'DEPOSIT', reference: 'race' });
  await ensureDefaultEndpoint(db, merchantId, 'http://127.0.0.1:9/hooks', 'whsec_race');
  return { key, merchantId, currency, quotes };
}

test(`two transactions racing for the last balance (${ROUNDS} rounds): the loser leaves no trace`, async () => {
  for (let round = 0; round < ROUNDS; round++) {
    const { key, merchantId, currency, quotes } = await setUpRound(round);
    const references = quotes.map((_, i) => `RACE-${round}-${i}`);
    const responses = await Promise.all(
      quotes.map((quote, i) =>
        provider.request(
          '/api/v1/transactions',
          jsonPost(testTransactionBody(provider, 'p2p', quote, { transactionReference: references[i] }), { key }),
        ),
      ),
    );
    const winners = responses.flatMap((r, i) => (r.status === 201 ? [i] : []));
    assert.equal(winners.length, 1, `round ${round}: one of the two is accepted`);
    const winner = winners[0]!;
    const loser = 1 - winner;
    const ack = transactionResponseSchema.parse(await responses[winner]!.json());
    assert.deepEqual(await errorSummary(responses[loser]!), {
      status: 422,
      code: 'INSUFFICIENT_FUNDS',
      fields: ['amount'],
    });

    const where = `round ${round}`;
    const transactions = await inserted('transactions', merchantId);
    assert.deepEqual(
      transactions.map((t) => t.partner_ref),
      [references[winner]],
      `${where}: only the winner's transaction was ever inserted`,
    );
    const events = await inserted('lifecycle_events', merchantId);
    assert.deepEqual(
      events.map((e) => e.ref),
      [ack.transactionReference],
      `${where}: only the winner's event`,
    );
    const messages = await inserted('webhook_outbox', merchantId);
    assert.deepEqual(
      messages.map((m) => (m.payload as { transactionReference: string }).transactionReference),
      [ack.transactionReference],
      `${where}: only the winner's webhook message`,
    );
    const debits = (await inserted('ledger_entries', merchantId)).filter((e) => e.kind !== 'DEPOSIT');
    assert.deepEqual(
      debits.map((d) => `${d.kind as string} ${d.reference as string}`),
      [`TRANSACTION_DEBIT ${ack.transactionReference}`, `FEE ${ack.transactionReference}`],
      `${where}: the winner debited once, amount and fee`,
    );
    const ledger = await ledgerOf(merchantId, currency);
    assert.ok(new Decimal(ledger.balance).equals(ledger.entries), `${where}: balance equals the sum of its entries`);
    assert.ok(new Decimal(ledger.balance).gte(0), `${where}: never below zero`);

    const lost = await provider.request(`/api/v1/transactions/${references[loser]}`, { key });
    assert.equal(lost.status, 404, `${where}: the loser's reference is unknown`);
    const quote = await provider.request(`/api/v1/quotations/${quotes[loser]!.quoteId}`, { key });
    assert.equal(
      ((await quote.json()) as { status: string }).status,
      'ACTIVE',
      `${where}: the loser's quote is unused`,
    );
  }
});

test('one reference sent at once with two quotes: one transaction, one debit, the other quote unused', async () => {
  for (let round = 0; round < 10; round++) {
    const reference = `SAME-REF-${round}`;
    const quotes = [
      await createTestTransactionQuote(provider, 'p2p'),
      await createTestTransactionQuote(provider, 'p2p'),
    ];
    const responses = await Promise.all(
      quotes.map((quote) =>
        provider.request(
          '/api/v1/transactions',
          jsonPost(testTransactionBody(provider, 'p2p', quote, { transactionReference: reference })),
        ),
      ),
    );
    const statuses = responses.map((r) => r.status).sort();
    assert.deepEqual(statuses, [201, 409], `round ${round}: one accepted, the other a conflict`);
    const ack = transactionResponseSchema.parse(await responses.find((r) => r.status === 201)!.json());
    const made = (await inserted('transactions', 'M1')).filter((t) => t.partner_ref === reference);
    assert.equal(made.length, 1, `round ${round}: one transaction was ever inserted`);
    // In id order: the captured rows come back in no particular order.
    const debits = (await inserted('ledger_entries', 'M1'))
      .filter((e) => e.reference === ack.transactionReference)
      .sort((a, b) => Number(a.id) - Number(b.id));
    assert.deepEqual(
      debits.map((d) => d.kind),
      ['TRANSACTION_DEBIT', 'FEE'],
      `round ${round}: debited once, amount and fee`,
    );
    const unused = quotes.filter((q) => q.quoteId !== made[0]!.quote_id);
    const status = await provider.request(`/api/v1/quotations/${unused[0]!.quoteId}`);
    assert.equal(((await status.json()) as { status: string }).status, 'ACTIVE', `round ${round}: other quote unused`);
  }
});
