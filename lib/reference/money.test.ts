import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import Decimal from 'decimal.js';
import { fitsMinorUnits, formatAmount } from './money';

describe('formatAmount (the API form)', () => {
  test('minor units, half to even, no grouping, from Decimals too', () => {
    assert.equal(formatAmount(new Decimal('1000.125'), 'USD'), '1000.12');
    assert.equal(formatAmount('1000.135', 'USD'), '1000.14');
    assert.equal(formatAmount(new Decimal('1e-7'), 'USD'), '0.00');
    assert.equal(formatAmount('1500.5', 'JPY'), '1500');
  });
});

describe('fitsMinorUnits', () => {
  test('no more decimals than the currency has', () => {
    assert.equal(fitsMinorUnits('10.00', 'USD'), true);
    assert.equal(fitsMinorUnits('10.001', 'USD'), false);
    assert.equal(fitsMinorUnits('10.5', 'JPY'), false);
    assert.equal(fitsMinorUnits('not a number', 'USD'), true);
  });
});
