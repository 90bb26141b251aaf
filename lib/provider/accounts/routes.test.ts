import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { accountStatusResponseSchema } from '@/lib/schemas/account-status';
import { createTestProvider, detailOf, expectError } from '../testing';
import { compareNames } from './service';

const provider = await createTestProvider();
after(() => provider.close());

const status = (query: Record<string, string>, key?: string | null) =>
  provider.request(`/api/v1/accounts/status?${new URLSearchParams(query)}`, { key });
const answer = async (query: Record<string, string>) => {
  const response = await status(query);
  assert.equal(response.status, 200, await response.clone().text());
  return accountStatusResponseSchema.parse(await response.json());
};

test('a wallet: available, held by the expected name (an exact match)', async () => {
  const wallet = await answer({ msisdn: '+2348031234567', bnv: 'Amina Okafor' });
  assert.deepEqual(wallet, {
    instrument: 'wallet',
    account: '+2348031234567',
    status: 'available',
    subStatus: '6000:Beneficiary Validation Success',
    accountHolderName: 'Amina Okafor',
    nameMatch: { result: 'exact', code: 'MTCH', score: 1, comparedWith: 'Amina Okafor' },
  });
  const reordered = await answer({ msisdn: '2348031234567', bnv: 'OKAFOR amina' });
  assert.equal(reordered.nameMatch?.result, 'exact', 'order and case do not matter');
});

test('a bank account in a country: the magic endings decide, the same answer every time', async () => {
  const base = { country: 'ng', bankcode: 'GTBINGLA', bnv: 'Chidi Eze' };
  const missing = await answer({ ...base, accountId: '0123450000' });
  assert.equal(missing.status, 'unregistered');
  assert.equal(missing.subStatus, '6102:Invalid bank account');
  assert.equal(missing.accountHolderName, undefined);
  assert.equal(missing.nameMatch, undefined);
  assert.equal(missing.country, 'NG');
  const inactive = await answer({ ...base, accountId: '0123451111' });
  assert.equal(inactive.status, 'unavailable');
  assert.equal(inactive.accountHolderName, 'Chidi Eze');
  const someoneElse = await answer({ ...base, accountId: '0123452222' });
  assert.equal(someoneElse.status, 'available');
  assert.notEqual(someoneElse.accountHolderName, 'Chidi Eze');
  assert.deepEqual([someoneElse.nameMatch?.result, someoneElse.nameMatch?.code], ['no-match', 'NMTC']);
  const close = await answer({ ...base, accountId: '0123453333' });
  assert.equal(close.accountHolderName, 'Chidi Ezee');
  assert.deepEqual([close.nameMatch?.result, close.nameMatch?.code], ['close', 'CMTC']);
  assert.deepEqual(await answer({ ...base, accountId: '0123452222' }), someoneElse, 'deterministic');
  const wallet = await answer({ msisdn: '+2348030000000' });
  assert.equal(wallet.subStatus, '6006:Beneficiary MSISDN not found');
});

test('without an expected name: a holder named from the number, the same for the same number, no comparison', async () => {
  const first = await answer({ msisdn: '+254712345678' });
  assert.ok(first.accountHolderName);
  assert.equal(first.nameMatch, undefined);
  assert.equal((await answer({ msisdn: '+254712345678', bnv: '' })).accountHolderName, first.accountHolderName);
});

test('refusals name the parameter: no account, a bank account without its country, bad shapes, no key', async () => {
  detailOf(await expectError(await status({ bnv: 'Amina' }), 400, 'VALIDATION_FAILED'), 'msisdn');
  detailOf(await expectError(await status({ accountId: '0123456789' }), 400, 'VALIDATION_FAILED'), 'country');
  detailOf(await expectError(await status({ msisdn: '12' }), 400, 'VALIDATION_FAILED'), 'msisdn');
  detailOf(
    await expectError(await status({ accountId: '12-34', country: 'NG' }), 400, 'VALIDATION_FAILED'),
    'accountId',
  );
  detailOf(
    await expectError(await status({ accountId: '0123456789', country: 'ZZ' }), 400, 'VALIDATION_FAILED'),
    'country',
  );
  detailOf(
    await expectError(await status({ msisdn: '+2348031234567', bnv: 'x'.repeat(181) }), 400, 'VALIDATION_FAILED'),
    'bnv',
  );
  await expectError(await status({ msisdn: '+2348031234567' }, null), 401, 'UNAUTHENTICATED');
});

test('names compare as the screening compares them: accents, case and order are the same name', () => {
  assert.equal(compareNames('Zoltán Kovács', 'kovacs zoltan').result, 'exact');
  assert.equal(compareNames('Amina Okaforr', 'Amina Okafor').result, 'close');
  assert.equal(compareNames('Wei Chen', 'Amina Okafor').result, 'no-match');
});
