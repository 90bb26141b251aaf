import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  mayRevealPersonalData,
  maskName,
  maskNumber,
  namesFor,
  numberInList,
  piiFor,
  presenterRefusal,
  searchesByName,
  seesPersonalData,
} from './mask';

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

describe('presenter mode', () => {
  const admin = { role: 'admin' as const, presenter: true };
  it('masks names and numbers for an admin presenting, as for a viewer', () => {
    assert.equal(seesPersonalData(admin), false);
    assert.equal(namesFor(admin)('Grace Ann Miller'), 'G•••• A•• M•••••');
    assert.equal(piiFor(admin)('+6591234567'), piiFor('viewer')('+6591234567'));
    assert.notEqual(piiFor(admin)('+6591234567'), '+6591234567');
    assert.equal(searchesByName(admin), false, 'a name search would reveal masked names');
  });

  it('hides the reveal of a number even from a role that may reveal', () => {
    assert.equal(mayRevealPersonalData(admin), false);
    assert.equal(mayRevealPersonalData({ role: 'reviewer', presenter: true }), false);
    assert.match(presenterRefusal(admin) ?? '', /^Presenter mode is on: .*Turn presenter mode off/);
    assert.equal(presenterRefusal({ role: 'admin', presenter: false }), undefined);
    assert.equal(presenterRefusal('admin'), undefined);
  });

  it('off, the person sees what their role sees', () => {
    const off = { role: 'admin' as const, presenter: false };
    assert.equal(seesPersonalData(off), true);
    assert.equal(namesFor(off)('Grace Ann Miller'), 'Grace Ann Miller');
    assert.equal(mayRevealPersonalData(off), true);
    assert.equal(mayRevealPersonalData({ role: 'operator' }), false);
    assert.equal(seesPersonalData({ role: 'viewer', presenter: false }), false);
  });
});
