import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { transactions, webhookOutbox } from '@/lib/db/schema';
import { quotationResponseSchema } from '@/lib/schemas/quotation';
import { transactionQueryResponseSchema, transactionResponseSchema } from '@/lib/schemas/transaction';
import { providerDateTime } from '@/lib/schemas/transaction.examples';
import { createTestProvider, jsonPost } from '../testing';

/*
 * The provider's request examples replayed through /api/v1 (issue 18): a client written for the
 * provider works unchanged. Each fixture (fixtures/*.json) is a request as the provider's public
 * documentation writes it — TerraPay's developer docs and the GeoSwift docs, provider-reference.md
 * — with its quirks, our own values, and what /api/v1 answers:
 *
 * - as published: the examples are years old, so each is refused for its requestDate alone (400
 *   REQUEST_DATE_INVALID naming it: the provider's 3001 "must be the current date"), unless the
 *   body itself is refused first for a documented reason;
 * - sent today, as a partner would: the requestDate now (in the example's own format) and a quote
 *   of ours for its corridor (quoteId, and the sending amount where it sends one); then accepted
 *   (201, the type echoed as sent, the record read back by the caller's reference under either
 *   name, a replay answered as one), or refused with a 4xx naming the field for the reason the
 *   fixture documents.
 */

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Expectation {
  status: number;
  code?: string;
  fields?: string[];
  reason?: string;
}

interface Fixture {
  file: string;
  name: string;
  source: string;
  quirks: string[];
  endpoint: '/api/v1/transactions' | '/api/v1/quotations';
  request: Body;
  today: Expectation;
  variants?: { name: string; set: Body; expect: Expectation }[];
}

const FIXTURE_DIR = join(import.meta.dirname, 'fixtures');
const FIXTURES: Fixture[] = readdirSync(FIXTURE_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, ...(JSON.parse(readFileSync(join(FIXTURE_DIR, file), 'utf8')) as Omit<Fixture, 'file'>) }));

const provider = await createTestProvider();
after(() => provider.close());

const PROVIDER_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The caller's reference under whichever name the body sends it. */
const callerReference = (body: Body): string =>
  (body.transactionReference ?? body.requestingOrganisationTransactionReference) as string;

const isBank = (body: Body) =>
  (body.creditParty as { key: string }[]).some((item) => ['bankaccountno', 'accountIBAN'].includes(item.key));

/** A quote of ours for the body's corridor, type and payout instrument (the type as the body sends it). */
async function quoteFor(body: Body) {
  const payin = typeof body.payinCcyCode === 'string' ? body.payinCcyCode : 'USD';
  const response = await provider.request(
    '/api/v1/quotations',
    jsonPost({
      type: body.type,
      requestAmount: body.amount,
      requestCurrency: body.currency,
      amountType: 'RECEIVE',
      sendingCurrency: payin,
      receivingCountry: body.internationalTransferInformation.receivingCountry,
      receivingCurrency: body.currency,
      payoutInstrument: isBank(body) ? 'BANK_ACCOUNT' : 'WALLET',
    }),
  );
  assert.equal(response.status, 201, await response.clone().text());
  return quotationResponseSchema.parse(await response.json()).quotes[0]!;
}

/** The fixture's body as a partner would send it today: fresh requestDate (same format) and a quote. */
async function sentToday(fixture: Fixture, set: Body = {}): Promise<Body> {
  const body: Body = { ...structuredClone(fixture.request), ...structuredClone(set) };
  const now = provider.clock.now();
  if (typeof body.requestDate === 'string')
    body.requestDate = PROVIDER_DATE_TIME.test(body.requestDate) ? providerDateTime(now) : now.toISOString();
  if (fixture.endpoint !== '/api/v1/transactions') return body;
  const quote = await quoteFor(body);
  body.internationalTransferInformation.quoteId = quote.quoteId;
  if (typeof body.sendingAmount === 'string') body.sendingAmount = quote.sendingAmount;
  return body;
}

async function assertRefused(response: Response, expected: Expectation) {
  const text = await response.text();
  assert.equal(response.status, expected.status, text.slice(0, 800));
  const envelope = JSON.parse(text) as { code: string; message: string; details: { field: string }[] };
  if (expected.code) assert.equal(envelope.code, expected.code, text.slice(0, 800));
  const named = envelope.details.map((detail) => detail.field);
  for (const field of expected.fields ?? []) assert.ok(named.includes(field), `${field} is named in ${text}`);
  // Every refusal names a field, in its details and in its message.
  assert.ok(named.length > 0, text);
  assert.ok(
    named.some((field) => envelope.message.includes(field)),
    `the message names a field: ${envelope.message}`,
  );
}

/** An accepted transaction: the answer, the record by the caller's reference, the replay. */
async function assertAccepted(fixture: Fixture, body: Body, response: Response) {
  assert.equal(response.status, 201, await response.clone().text());
  const ack = transactionResponseSchema.parse(await response.json());
  const reference = callerReference(body);
  const recordType = body.type === 'inttransfer' ? 'p2p' : body.type;
  // The answer echoes the type as it was sent; the caller's reference under the provider's name.
  assert.equal(ack.type, body.type);
  assert.equal(ack.transactionStatus, 'ACKNOWLEDGED');
  assert.equal(ack.requestingOrganisationTransactionReference, reference);

  // The record: found by either reference, of the record's type (an inttransfer is a p2p).
  for (const ref of [reference, ack.transactionReference]) {
    const read = await provider.request(`/api/v1/transactions/${encodeURIComponent(ref)}`);
    assert.equal(read.status, 200, await read.clone().text());
    const query = transactionQueryResponseSchema.parse(await read.json());
    assert.equal(query.type, recordType);
    assert.equal(query.transactionReference, ack.transactionReference);
    assert.equal(query.requestingOrganisationTransactionReference, reference);
  }
  const [row] = await provider.database.db
    .select()
    .from(transactions)
    .where(eq(transactions.serviceRef, ack.transactionReference));
  assert.equal(row?.type, recordType);
  assert.equal((row?.request as Body).type, recordType);
  assert.equal((row?.request as Body).transactionReference, reference);
  assert.ok(!('requestingOrganisationTransactionReference' in (row?.request as Body)));
  const outbox = await provider.database.db.select().from(webhookOutbox);
  assert.ok(!JSON.stringify(outbox.map((message) => message.payload)).includes('inttransfer'));

  // A replay is answered as one, whichever name carries the reference and however the type is named.
  const replays: Body[] = [body];
  if ('requestingOrganisationTransactionReference' in body) {
    const { requestingOrganisationTransactionReference: _alias, ...rest } = body;
    replays.push({ ...rest, transactionReference: reference });
  }
  if (body.type === 'inttransfer') replays.push({ ...body, type: 'p2p' });
  for (const replay of replays) {
    const again = await provider.request(fixture.endpoint, jsonPost(replay));
    assert.equal(again.status, 201, await again.clone().text());
    assert.equal(again.headers.get('idempotent-replayed'), 'true');
    const answer = transactionResponseSchema.parse(await again.json());
    assert.equal(answer.transactionReference, ack.transactionReference);
    assert.equal(answer.type, replay.type);
  }
}

/** A test's title end: "accepted", or the status and the fields the refusal names. */
const outcome = (expected: Expectation) =>
  expected.status === 201 ? 'accepted' : `refused ${expected.status} naming ${(expected.fields ?? []).join(', ')}`;

describe('the provider’s request examples through /api/v1', () => {
  test('there are fixtures of every transaction type and of each quirk issue 18 names', () => {
    const types = new Set(FIXTURES.map((fixture) => fixture.request.type));
    for (const type of ['b2b', 'b2p', 'p2b', 'p2p', 'inttransfer']) assert.ok(types.has(type), type);
    const quirks = FIXTURES.flatMap((fixture) => fixture.quirks).join('\n');
    for (const quirk of [
      /requestingOrganisationTransactionReference/,
      /inttransfer/,
      /YYYY-MM-DD HH:mm:ss/,
      /no kidNumber/,
      /null/,
      /underscored/,
    ]) {
      assert.match(quirks, quirk);
    }
  });

  for (const fixture of FIXTURES) {
    const asPublished: Expectation =
      fixture.today.status === 201
        ? { status: 400, code: 'REQUEST_DATE_INVALID', fields: ['requestDate'] }
        : fixture.today;

    test(`${fixture.file} as published: ${outcome(asPublished)}`, async () => {
      const response = await provider.request(fixture.endpoint, jsonPost(fixture.request));
      await assertRefused(response, asPublished);
      if (asPublished.code === 'REQUEST_DATE_INVALID') {
        // The date alone: nothing else of the published body is refused.
        const again = await provider.request(fixture.endpoint, jsonPost(fixture.request));
        const envelope = (await again.json()) as { details: { field: string }[] };
        assert.deepEqual(
          envelope.details.map((detail) => detail.field),
          ['requestDate'],
        );
      }
    });

    test(`${fixture.file} sent today: ${outcome(fixture.today)}`, async () => {
      const body = await sentToday(fixture);
      const response = await provider.request(fixture.endpoint, jsonPost(body));
      if (fixture.today.status === 201) await assertAccepted(fixture, body, response);
      else await assertRefused(response, fixture.today);
    });

    for (const variant of fixture.variants ?? []) {
      test(`${fixture.file}, ${variant.name}: ${outcome(variant.expect)}`, async () => {
        const body = await sentToday(fixture, variant.set);
        const response = await provider.request(fixture.endpoint, jsonPost(body));
        if (variant.expect.status === 201) await assertAccepted(fixture, body, response);
        else await assertRefused(response, variant.expect);
      });
    }
  }
});
