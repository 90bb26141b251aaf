import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { maskName, maskNumber, namesFor, numberInList, piiFor, searchesByName } from './mask';

describe('maskNumber', () => {
  it('keeps the last four characters of a long number and the leading +', () => {
    assert.equal(maskNumber('+6591234567'), '+••••••4567');
    assert.equal(maskNumber('DE89370400440532013000'), '••••••••••••••••••3000');
  });

  it('keeps spaces and dashes so the shape stays readable', () => {
    assert.equal(maskNumber('DE89 3704 0044'), '•••• •••• 0044');
    assert.equal(maskNumber('E-1234-5678-9'), '•-••••-•678-9');
  });

  it('masks short values whole: four of eight would give too much away', () => {
    assert.equal(maskNumber('12345678'), '••••••••');
    assert.equal(maskNumber('AB12'), '••••');
  });

  it('answers an empty value as empty', () => {
    assert.equal(maskNumber(''), '');
  });
});

describe('numberInList', () => {
  it('masks a number but its last four, whoever looks: lists show no number in full', () => {
    assert.equal(numberInList('DE89370400440532013000'), '••••••••••••••••••3000');
    assert.equal(numberInList('+65 9123 4567'), '+•• •••• 4567');
  });

  it('answers missing values as empty', () => {
    assert.equal(numberInList(undefined), '');
    assert.equal(numberInList(null), '');
    assert.equal(numberInList(''), '');
  });
});

describe('piiFor', () => {
  it('shows numbers in full to roles with pii:read', () => {
    for (const role of ['admin', 'operator', 'reviewer'] as const)
      assert.equal(piiFor(role)('+6591234567'), '+6591234567');
  });

  it('masks numbers for viewers', () => {
    const show = piiFor('viewer');
    assert.equal(show('+6591234567'), '+••••••4567');
    assert.notEqual(show('P1234567890'), 'P1234567890');
  });

  it('answers missing values as empty for every role', () => {
    assert.equal(piiFor('viewer')(undefined), '');
    assert.equal(piiFor('admin')(null), '');
  });
});

describe('maskName', () => {
  it('keeps the first letter of each word and the spacing', () => {
    assert.equal(maskName('Lagoon Components Ltd'), 'L••••• C••••••••• L••');
    assert.equal(maskName('Chidi Emeka-Okafor'), 'C•••• E••••-O•••••');
  });
});

describe('namesFor', () => {
  it('shows names to roles with pii:read and masks them for viewers', () => {
    assert.equal(namesFor('reviewer')('Grace Ann Miller'), 'Grace Ann Miller');
    assert.equal(namesFor('viewer')('Grace Ann Miller'), 'G•••• A•• M•••••');
    assert.equal(namesFor('viewer')(null), '');
  });
});

describe('searchesByName', () => {
  it('lets roles that see names search by them, and not viewers, who see them masked', () => {
    for (const role of ['admin', 'operator', 'reviewer'] as const) assert.equal(searchesByName(role), true);
    assert.equal(searchesByName('viewer'), false);
  });
});
