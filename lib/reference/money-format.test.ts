import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { addAmounts, compareAmounts, displayAmount, formatMoney, toMinorUnits } from './money-format';

describe('formatMoney', () => {
  test('two minor units, grouped, the code after', () => {
    assert.equal(formatMoney('1000.5', 'USD'), '1,000.50 USD');
    assert.equal(formatMoney(9000000, 'GBP'), '9,000,000.00 GBP');
    assert.equal(formatMoney('300000', 'NGN'), '300,000.00 NGN');
  });

  test('zero minor units (JPY) and three (KWD); an unknown code keeps six', () => {
    assert.equal(formatMoney('1500', 'JPY'), '1,500 JPY');
    assert.equal(formatMoney('1500.5', 'JPY'), '1,500 JPY'); // half to even
    assert.equal(formatMoney('1501.5', 'JPY'), '1,502 JPY');
    assert.equal(formatMoney('12.3456', 'KWD'), '12.346 KWD');
    assert.equal(formatMoney('1.5', 'USDT'), '1.500000 USDT');
  });

  test('rounds half to even, exactly', () => {
    assert.equal(toMinorUnits('0.125', 'USD'), '0.12');
    assert.equal(toMinorUnits('0.135', 'USD'), '0.14');
    assert.equal(toMinorUnits('0.1250001', 'USD'), '0.13');
    assert.equal(toMinorUnits('999.995', 'USD'), '1000.00');
  });

  test('negative amounts keep the sign; a negative that rounds to zero does not', () => {
    assert.equal(formatMoney('-1234.5', 'USD'), '-1,234.50 USD');
    assert.equal(formatMoney('-0.001', 'USD'), '0.00 USD');
  });

  test('numbers from JSON, exponent forms included', () => {
    assert.equal(displayAmount(916.78, 'EUR'), '916.78');
    assert.equal(displayAmount(1e21, 'USD'), '1,000,000,000,000,000,000,000.00');
    assert.equal(toMinorUnits(1.5e-7, 'USDT'), '0.000000');
    assert.equal(toMinorUnits('.5', 'USD'), '0.50');
  });

  test('grouping starts at four whole digits and leaves the fraction alone', () => {
    assert.equal(displayAmount('999.999', 'KWD'), '999.999');
    assert.equal(displayAmount('1000.125', 'KWD'), '1,000.125');
    assert.equal(displayAmount('1234567.891', 'KWD'), '1,234,567.891');
  });

  test('something that is not a number is shown as it came', () => {
    assert.equal(formatMoney('n/a', 'USD'), 'n/a USD');
  });
});

describe('addAmounts and compareAmounts', () => {
  test('exact where floating point is not', () => {
    assert.equal(addAmounts(0.1, 0.2), '0.3');
    assert.equal(addAmounts(1000.5, 5), '1005.5');
    assert.equal(addAmounts('-2.50', '1'), '-1.50');
  });

  test('compare as decimals', () => {
    assert.equal(compareAmounts('0.92', 0.91678), 1);
    assert.equal(compareAmounts('1000.00', 1000), 0);
    assert.equal(compareAmounts('-1', '0.5'), -1);
  });
});
