import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_SANCTIONED_CURRENCIES, parseEnv } from '@/lib/env';
import { buildConfig } from './index';
import { sandboxEnv as sandbox } from './testing';

test('SANCTIONED_CURRENCIES: the documented list by default, a list of codes, or none', () => {
  assert.deepEqual(buildConfig(parseEnv(sandbox)).sanctionedCurrencies, ['CUP', 'IRR', 'KPW', 'SYP']);
  assert.deepEqual(DEFAULT_SANCTIONED_CURRENCIES, ['CUP', 'IRR', 'KPW', 'SYP']);
  assert.deepEqual(buildConfig(parseEnv({ ...sandbox, SANCTIONED_CURRENCIES: '' })).sanctionedCurrencies, [
    'CUP',
    'IRR',
    'KPW',
    'SYP',
  ]);
  assert.deepEqual(
    buildConfig(parseEnv({ ...sandbox, SANCTIONED_CURRENCIES: ' irr, kpw ,RUB,' })).sanctionedCurrencies,
    ['IRR', 'KPW', 'RUB'],
  );
  assert.deepEqual(buildConfig(parseEnv({ ...sandbox, SANCTIONED_CURRENCIES: 'none' })).sanctionedCurrencies, []);
  assert.throws(() => parseEnv({ ...sandbox, SANCTIONED_CURRENCIES: 'IRR;KPW' }), /SANCTIONED_CURRENCIES/);
  assert.throws(() => parseEnv({ ...sandbox, SANCTIONED_CURRENCIES: 'Iran' }), /SANCTIONED_CURRENCIES/);
});
