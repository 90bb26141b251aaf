import assert from 'node:assert/strict';
import { after, beforeEach, describe, test } from 'node:test';
import { PaymentsApiError } from '@/lib/api-client/client';
import { openTestDatabase } from '@/lib/db/testing';
import { remittanceEvents, remittances } from '@/lib/db/schema';
import type { DepositInstrumentsQuery } from '@/lib/schemas/deposit-instruction';
import { expiringInstructions, watchedInstructions } from './deposits';
import { recentProblems } from './problems';
import { insertHistory, minutes } from './testing';

const database = await openTestDatabase();
after(() => database.close());
const db = database.db;

const NOW = new Date('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('failed and returned remittances', () => {
  beforeEach(async () => {
    await db.delete(remittanceEvents);
    await db.delete(remittances);
  });

  test('of the last 30 days, newest first, with their error, cut at the limit with the total', async () => {
    await insertHistory(db, [
      {
        reference: 'FAIL-OLD',
        events: [{ status: 'FAILED', at: ago(minutes(31 * 24 * 60)) }],
      },
      {
        reference: 'FAIL-1',
        errorCode: 'GSME3006',
        errorMessage: 'Sender KYC validation failed',
        events: [
          { status: 'ACKNOWLEDGED', at: ago(minutes(60)) },
          { status: 'FAILED', at: ago(minutes(50)) },
        ],
      },
      {
        reference: 'RET-1',
        events: [
          { status: 'SUCCESS', at: ago(minutes(40)) },
          { status: 'RETURNED', at: ago(minutes(10)) },
        ],
      },
      { reference: 'FAIL-2', kind: 'payment', events: [{ status: 'FAILED', at: ago(minutes(30)) }] },
      { reference: 'CANCELLED', events: [{ status: 'CANCELLED', at: ago(minutes(5)) }] },
      { reference: 'FINE', events: [{ status: 'SUCCESS', at: ago(minutes(5)) }] },
    ]);
    const { items, total } = await recentProblems(db, { now: NOW, limit: 2 });
    assert.equal(total, 3);
    assert.deepEqual(
      items.map((item) => [item.reference, item.status, item.at.toISOString()]),
      [
        ['RET-1', 'RETURNED', ago(minutes(10)).toISOString()],
        ['FAIL-2', 'FAILED', ago(minutes(30)).toISOString()],
      ],
    );
    const all = await recentProblems(db, { now: NOW });
    assert.deepEqual(
      all.items.map((item) => item.reference),
      ['RET-1', 'FAIL-2', 'FAIL-1'],
    );
    assert.equal(all.items[2]!.errorCode, 'GSME3006');
  });

  test('none: an empty list and a total of 0', async () => {
    assert.deepEqual(await recentProblems(db, { now: NOW }), { items: [], total: 0 });
  });
});

describe('deposit instructions expiring within the hour', () => {
  function api(expiries: Record<string, string | PaymentsApiError>) {
    const asked: DepositInstrumentsQuery[] = [];
    return {
      asked,
      api: {
        getDepositInstruction: async (query: DepositInstrumentsQuery) => {
          asked.push(query);
          const expiry = expiries[query.asset];
          if (expiry instanceof PaymentsApiError) throw expiry;
          return {
            merchantId: query.merchantId,
            asset: query.asset,
            network: query.network,
            depositType: 'FIAT' as const,
            sourceCountry: query.sourceCountry,
            expireTime: expiry ?? '2026-03-11T00:00:00.000Z',
            signature: 'sig',
          };
        },
      },
    };
  }

  test('watches the deposit page default and each balance currency, on SWIFT, at most six', () => {
    assert.deepEqual(
      watchedInstructions(['EUR', 'USD', 'USDC', 'GBP']).map((w) => `${w.asset} ${w.network} ${w.sourceCountry}`),
      ['USD SWIFT US', 'EUR SWIFT US', 'GBP SWIFT US'],
    );
    assert.equal(watchedInstructions(['EUR', 'GBP', 'SGD', 'JPY', 'CHF', 'CAD', 'AUD']).length, 6);
  });

  test('an hour left is within the hour; a millisecond more is not', async () => {
    const hour = new Date(NOW.getTime() + 60 * 60_000).toISOString();
    const later = new Date(NOW.getTime() + 60 * 60_000 + 1).toISOString();
    const soon = new Date(NOW.getTime() + 5 * 60_000).toISOString();
    const { api: fake, asked } = api({ USD: hour, EUR: later, GBP: soon });
    const { items, error } = await expiringInstructions(fake, 'M1', watchedInstructions(['EUR', 'GBP']), NOW);
    assert.equal(error, undefined);
    assert.deepEqual(
      items.map((item) => [item.asset, item.leftMs, item.href]),
      [
        ['GBP', 5 * 60_000, '/deposits?asset=GBP&network=SWIFT&sourceCountry=US'],
        ['USD', 60 * 60_000, '/deposits?asset=USD&network=SWIFT&sourceCountry=US'],
      ],
    );
    assert.equal(items[0]!.networkLabel, 'SWIFT wire');
    assert.deepEqual(asked[0], { merchantId: 'M1', asset: 'USD', network: 'SWIFT', sourceCountry: ['US'] });
  });

  test('an API failure is answered beside what could be read', async () => {
    const down = new PaymentsApiError(503, 'SERVICE_UNAVAILABLE', 'The payments API could not be reached');
    const soon = new Date(NOW.getTime() + 60_000).toISOString();
    const { api: fake } = api({ USD: down, EUR: soon });
    const { items, error } = await expiringInstructions(fake, 'M1', watchedInstructions(['EUR']), NOW);
    assert.equal(error, down);
    assert.deepEqual(
      items.map((item) => item.asset),
      ['EUR'],
    );
  });
});
