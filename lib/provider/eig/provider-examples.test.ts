import { after, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTestProvider } from '../testing';
import { providerDateTime } from './codes';
import { providerQuotationResponseSchema, providerTransactionSchema } from './translate';
import { eigGet, eigPost, quoteThroughEig } from './testing';

/*
 * The provider's request examples (lib/provider/dialect/fixtures, the same files the /api/v1
 * replay reads) replayed through the provider-compatible surface, with the provider's headers
 * (X-USERNAME, X-PASSWORD, X-DATE, X-ORIGINCOUNTRY), every other one sent as text/plain as the
 * provider's own JavaScript examples do:
 *
 * - as published (years old): refused with 3001 naming requestDate alone, unless the fixture
 *   documents an earlier refusal of the body;
 * - sent today (the requestDate now, in the example's own format, and a quote made through /eig):
 *   accepted — 3050:Remit Acknowledged, the type echoed as sent, read back through /eig by the
 *   caller's reference — or refused with a 4xx naming the field for the reason the fixture gives.
 *
 * One difference from /api/v1, documented in the quotation fixture: /eig takes the provider's own
 * quotation form, so TerraPay's v1 quotation is accepted here.
 */

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

interface Expectation {
  status: number;
  fields?: string[];
}

interface Fixture {
  file: string;
  endpoint: '/api/v1/transactions' | '/api/v1/quotations';
  request: Body;
  today: Expectation;
  variants?: { name: string; set: Body; expect: Expectation }[];
}

const FIXTURE_DIR = join(import.meta.dirname, '..', 'dialect', 'fixtures');
const FIXTURES: Fixture[] = readdirSync(FIXTURE_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, ...(JSON.parse(readFileSync(join(FIXTURE_DIR, file), 'utf8')) as Omit<Fixture, 'file'>) }));

/** The /eig path of a fixture's endpoint. */
const EIG_PATH = { '/api/v1/transactions': '/eig/gsma/transactions', '/api/v1/quotations': '/eig/gsma/quotations' };

/** What /eig answers a fixture sent today: the provider's quotation form is accepted on /eig. */
const todayOnEig = (fixture: Fixture): Expectation =>
  fixture.endpoint === '/api/v1/quotations' ? { status: 201 } : fixture.today;

const provider = await createTestProvider();
after(() => provider.close());
const request = (path: string, init: RequestInit & { key: null }) => provider.request(path, init);

const PROVIDER_DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
let sent = 0;
/** Every other request goes as text/plain. */
const contentType = () => (++sent % 2 === 0 ? 'text/plain' : 'application/json');

async function sentToday(fixture: Fixture, set: Body = {}): Promise<Body> {
  const body: Body = { ...structuredClone(fixture.request), ...structuredClone(set) };
  const now = provider.clock.now();
  if (typeof body.requestDate === 'string')
    body.requestDate = PROVIDER_DATE_TIME.test(body.requestDate) ? providerDateTime(now) : now.toISOString();
  return fixture.endpoint === '/api/v1/transactions' ? quoteThroughEig(request, body, now) : body;
}

async function assertRefused(response: Response, expected: Expectation) {
  const text = await response.text();
  assert.equal(response.status, expected.status, text.slice(0, 800));
  const body = JSON.parse(text) as {
    clientCorrelationId?: string;
    error: { errorCode: string; errorDescription: string; errorParameters?: { key: string }[] };
  };
  const named = (body.error.errorParameters ?? []).map((p) => p.key);
  for (const field of expected.fields ?? []) assert.ok(named.includes(field), `${field} is named in ${text}`);
  assert.ok(named.length > 0, text);
  assert.ok(
    named.some((field) => body.error.errorDescription.includes(field)),
    `the description names a field: ${text}`,
  );
  return body;
}

async function assertAccepted(fixture: Fixture, body: Body, response: Response) {
  const text = await response.text();
  assert.equal(response.status, 201, text);
  if (fixture.endpoint === '/api/v1/quotations') {
    const answer = providerQuotationResponseSchema.parse(JSON.parse(text));
    assert.equal(answer.quotationStatus, '2000:Quote Success');
    assert.ok(answer.quotes[0]?.quoteId);
    return;
  }
  const ack = providerTransactionSchema.parse(JSON.parse(text));
  const reference = (body.requestingOrganisationTransactionReference ?? body.transactionReference) as string;
  assert.equal(ack.type, body.type);
  assert.equal(ack.transactionStatus, '3050:Remit Acknowledged');
  assert.equal(ack.requestingOrganisationTransactionReference, reference);
  const read = await provider.request(`/eig/gsma/transactions/${encodeURIComponent(reference)}`, eigGet());
  const query = providerTransactionSchema.parse(await read.json());
  assert.equal(query.transactionReference, ack.transactionReference);
  assert.equal(query.type, body.type === 'inttransfer' ? 'p2p' : body.type);
}

const outcome = (expected: Expectation) =>
  expected.status === 201 ? 'accepted' : `refused ${expected.status} naming ${(expected.fields ?? []).join(', ')}`;

describe('the provider’s request examples through /eig, with the provider’s headers', () => {
  test('every fixture is replayed', () => assert.ok(FIXTURES.length >= 12, String(FIXTURES.length)));

  for (const fixture of FIXTURES) {
    const path = EIG_PATH[fixture.endpoint];
    const today = todayOnEig(fixture);
    const asPublished: Expectation =
      today.status === 201 ? { status: 400, fields: ['requestDate'] } : { ...today, status: today.status };

    test(`${fixture.file} as published: ${outcome(asPublished)}`, async () => {
      const response = await provider.request(path, eigPost(fixture.request, { contentType: contentType() }));
      const body = await assertRefused(response, asPublished);
      if (today.status === 201) {
        assert.equal(body.error.errorCode, '3001');
        assert.deepEqual(
          (body.error.errorParameters ?? []).map((p) => p.key),
          ['requestDate'],
        );
      }
    });

    test(`${fixture.file} sent today: ${outcome(today)}`, async () => {
      const body = await sentToday(fixture);
      const response = await provider.request(path, eigPost(body, { contentType: contentType() }));
      if (today.status === 201) await assertAccepted(fixture, body, response);
      else await assertRefused(response, today);
    });

    for (const variant of fixture.variants ?? []) {
      test(`${fixture.file}, ${variant.name}: ${outcome(variant.expect)}`, async () => {
        const body = await sentToday(fixture, variant.set);
        const response = await provider.request(
          path,
          eigPost(body, { contentType: contentType(), headers: { 'x-correlation-id': `variant-${sent}` } }),
        );
        if (variant.expect.status === 201) await assertAccepted(fixture, body, response);
        else assert.equal((await assertRefused(response, variant.expect)).clientCorrelationId, `variant-${sent}`);
      });
    }
  }
});
