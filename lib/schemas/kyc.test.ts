import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { z } from 'zod';
import { wireErrorMap } from './issues';
import {
  BUSINESS_RECIPIENT_FIELDS,
  BUSINESS_RECIPIENT_OPTIONAL,
  BUSINESS_SENDER_FIELDS,
  BUSINESS_SENDER_OPTIONAL,
  BUSINESS_SENDER_PROVIDER_FIELDS,
  businessRecipientKycSchema,
  businessSenderKycSchema,
  plainDateSchema,
  recipientKycSchema,
  senderKycSchema,
  todayUtc,
} from './kyc';
import { TRANSACTION_EXAMPLES } from './transaction.examples';

// Bodies are edited freely here, as a client could send anything.
type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const clone = (value: object): Body => structuredClone(value);

/** Parses as the API does and answers `path message` lines ("" when it passed). */
function problems(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input, { error: wireErrorMap });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
}

function assertProblem(schema: z.ZodType, input: unknown, expected: RegExp) {
  const found = problems(schema, input);
  assert.ok(
    found.some((line) => expected.test(line)),
    `expected ${expected} in ${JSON.stringify(found)}`,
  );
}

const sender = () => clone(TRANSACTION_EXAMPLES.p2b.senderKyc);
const recipient = () => clone(TRANSACTION_EXAMPLES.p2p.recipientKyc);

/** `YYYY-MM-DD` `years` years and `days` days before today (UTC). */
function daysAgo(days: number, years = 0): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return todayUtc(date);
}

describe('senderKycSchema', () => {
  test('the examples pass, with canonical spellings in the output', () => {
    const parsed = senderKycSchema.parse({
      ...sender(),
      gender: 'f',
      primaryContactNoType: 'personal',
      nationality: 'us',
    });
    assert.equal(parsed.gender, 'F');
    assert.equal(parsed.primaryContactNoType, 'Personal');
    assert.equal(parsed.nationality, 'US');
    assert.deepEqual(problems(senderKycSchema, TRANSACTION_EXAMPLES.p2p.senderKyc), []);
  });

  test('the A.4 mandatory fields are required, each named', () => {
    const found = problems(senderKycSchema, {});
    for (const field of ['nationality', 'dateOfBirth', 'idDocument', 'postalAddress', 'subjectName'])
      assert.ok(found.includes(`${field} is required`), field);
    const partial = { ...sender(), idDocument: [{}], postalAddress: {}, subjectName: {} };
    const nested = problems(senderKycSchema, partial);
    for (const field of [
      'idDocument.0.idType',
      'idDocument.0.idNumber',
      'idDocument.0.expiryDate',
      'postalAddress.addressLine1',
      'postalAddress.city',
      'postalAddress.country',
      'subjectName.firstName',
      'subjectName.lastName',
      'subjectName.fullName',
    ]) {
      assert.ok(nested.includes(`${field} is required`), `${field} in ${JSON.stringify(nested)}`);
    }
  });

  test('several id documents; at least one', () => {
    const kyc = sender();
    kyc.idDocument = [...kyc.idDocument, { idType: 'VOTER_CARD', idNumber: 'VC-123', expiryDate: '2032-01-01' }];
    const parsed = senderKycSchema.parse(kyc);
    assert.equal(parsed.idDocument.length, 2);
    assert.equal(parsed.idDocument[1]?.idType, 'votersid');
    assertProblem(senderKycSchema, { ...sender(), idDocument: [] }, /^idDocument must have at least 1 items$/);
    assertProblem(
      senderKycSchema,
      { ...sender(), idDocument: [{ idType: 'library card', idNumber: '1', expiryDate: '2030-01-01' }] },
      /^idDocument\.0\.idType must be an id document type: passport/,
    );
  });

  test('dates are real YYYY-MM-DD days', () => {
    assert.equal(plainDateSchema.safeParse('2024-02-29').success, true);
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-04-31',
      '1990-1-5',
      '05/11/1992',
      '1992-11-05T00:00:00Z',
      '',
    ]) {
      assertProblem(
        senderKycSchema,
        { ...sender(), dateOfBirth: bad },
        /^dateOfBirth must be a (real )?date in the form YYYY-MM-DD/,
      );
    }
  });

  test('the sender is born in the past and at least 18', () => {
    assertProblem(senderKycSchema, { ...sender(), dateOfBirth: daysAgo(-1) }, /^dateOfBirth must be in the past$/);
    assertProblem(senderKycSchema, { ...sender(), dateOfBirth: todayUtc() }, /^dateOfBirth must be in the past$/);
    assertProblem(
      senderKycSchema,
      { ...sender(), dateOfBirth: daysAgo(-1, 18) },
      /^dateOfBirth must make the sender at least 18 years old$/,
    );
    assert.deepEqual(
      problems(senderKycSchema, { ...sender(), dateOfBirth: daysAgo(0, 18) }),
      [],
      'an 18th birthday today is enough',
    );
  });

  test('an id document expires after it was issued, and was not issued in the future', () => {
    const doc = { idType: 'passport', idNumber: 'P1', issueDate: '2024-05-01', expiryDate: '2024-05-01' };
    assertProblem(
      senderKycSchema,
      { ...sender(), idDocument: [doc] },
      /^idDocument\.0\.expiryDate must be after issueDate$/,
    );
    assertProblem(
      senderKycSchema,
      { ...sender(), idDocument: [{ ...doc, issueDate: daysAgo(-2), expiryDate: '2099-01-01' }] },
      /^idDocument\.0\.issueDate must not be in the future$/,
    );
    assert.deepEqual(
      problems(senderKycSchema, { ...sender(), idDocument: [{ ...doc, expiryDate: '2024-05-02' }] }),
      [],
    );
  });

  test('e-mail addresses', () => {
    assertProblem(
      senderKycSchema,
      { ...sender(), emailAddress: 'not-an-address' },
      /^emailAddress must be an e-mail address/,
    );
    assertProblem(senderKycSchema, { ...sender(), emailAddress: 'a@b' }, /^emailAddress must be an e-mail address/);
    assertProblem(
      senderKycSchema,
      { ...sender(), emailAddress: 'a b@c.de' },
      /^emailAddress must be an e-mail address/,
    );
  });

  test("an address of the right shape is taken: deliverability is not the API's to judge", () => {
    for (const address of ['rs.electronics@gmail.com', 'a+tag@sub.example.co.uk', 'x@y.z1', 'ÿ@exämple.de']) {
      assert.deepEqual(problems(senderKycSchema, { ...sender(), emailAddress: address }), [], address);
    }
  });

  test("KYC dates are plain dates: a date-time (the provider's requestDate form) is refused, saying why", () => {
    assertProblem(
      senderKycSchema,
      { ...sender(), dateOfBirth: '1967-05-28 00:00:00' },
      /^dateOfBirth must be a date in the form YYYY-MM-DD, without a time$/,
    );
    assertProblem(
      senderKycSchema,
      { ...sender(), dateOfBirth: '1970-07-03T11:43:27.405Z' },
      /^dateOfBirth must be a date in the form YYYY-MM-DD, without a time$/,
    );
    assertProblem(senderKycSchema, { ...sender(), dateOfBirth: '28/05/1967' }, /^dateOfBirth must be a real date/);
  });

  test('A.4 lengths, and the relaxations the interface examples need', () => {
    assertProblem(
      senderKycSchema,
      { ...sender(), subjectName: { firstName: 'A'.repeat(21), lastName: 'B', fullName: 'A B' } },
      /^subjectName\.firstName must be at most 20 characters$/,
    );
    assertProblem(
      senderKycSchema,
      { ...sender(), subjectName: { firstName: 'A', lastName: 'B', fullName: 'F'.repeat(51) } },
      /^subjectName\.fullName must be at most 50 characters$/,
    );
    assertProblem(
      senderKycSchema,
      { ...sender(), subjectName: { title: 'Professor', firstName: 'A', lastName: 'B', fullName: 'A B' } },
      /^subjectName\.title must be at most 6 characters$/,
    );
    assertProblem(
      senderKycSchema,
      { ...sender(), idDocument: [{ idType: 'passport', idNumber: '1'.repeat(31), expiryDate: '2030-01-01' }] },
      /^idDocument\.0\.idNumber must be at most 30 characters$/,
    );
    const relaxed = {
      ...sender(),
      postalAddress: {
        addressLine1: '101 California Street',
        addressLine2: '',
        addressLine3: '',
        city: 'Aba',
        stateProvince: 'CA',
        postalCode: '94111',
        country: 'US',
      },
    };
    assert.deepEqual(problems(senderKycSchema, relaxed), []);
  });

  test('unknown fields are refused', () => {
    assertProblem(senderKycSchema, { ...sender(), phone: '1' }, /^ is not a field of this request$/);
    assertProblem(
      senderKycSchema,
      { ...sender(), postalAddress: { ...sender().postalAddress, street: 'x' } },
      /^postalAddress is not a field of this request$/,
    );
  });
});

describe('primary contact number', () => {
  const withContact = (primaryContactCountryCode: unknown, primaryContactNo: unknown) => ({
    ...sender(),
    primaryContactCountryCode,
    primaryContactNo,
  });

  test('national digits, or digits with the calling code, of that country', () => {
    for (const [country, number] of [
      ['US', '2025550147'],
      ['US', '12025550147'],
      ['NG', '8031234567'],
      ['NG', '2348031234567'],
      ['FR', '612345678'],
      ['GB', '7911123456'],
      ['IN', '9876543210'],
    ]) {
      assert.deepEqual(problems(senderKycSchema, withContact(country, number)), [], `${country} ${number}`);
    }
  });

  test('a number not valid for its country is taken: its shape is checked, its validity is a compliance finding', () => {
    for (const [country, number] of [
      ['NG', '232323212'], // the provider's own example
      ['GB', '2025550147'],
      ['US', '1234'],
      ['NG', '2349061114853'],
      ['US', '+12025550147'],
    ]) {
      assert.deepEqual(problems(senderKycSchema, withContact(country, number)), [], `${country} ${number}`);
    }
  });

  test('digits only, 4 to 20, a leading + allowed', () => {
    for (const number of ['202-555-0147', '202 555 0147', 'abc', '123', '++12025550147', '1'.repeat(21)]) {
      assertProblem(
        senderKycSchema,
        withContact('US', number),
        /^primaryContactNo must be a phone number of 4 to 20 digits/,
      );
    }
  });

  test('number and country code come together', () => {
    assertProblem(
      senderKycSchema,
      { ...sender(), primaryContactCountryCode: undefined },
      /^primaryContactCountryCode is required with primaryContactNo$/,
    );
    assertProblem(
      senderKycSchema,
      { ...sender(), primaryContactNo: undefined },
      /^primaryContactNo is required with primaryContactCountryCode$/,
    );
    assertProblem(
      senderKycSchema,
      withContact('ZZ', '2025550147'),
      /^primaryContactCountryCode must be an ISO 3166-1 alpha-2 country code/,
    );
  });

  test('recipients are checked the same way', () => {
    assertProblem(
      recipientKycSchema,
      { ...recipient(), primaryContactCountryCode: 'NG', primaryContactNo: '12' },
      /^primaryContactNo must be a phone number of 4 to 20 digits/,
    );
    assert.deepEqual(
      problems(recipientKycSchema, { ...recipient(), primaryContactCountryCode: 'NG', primaryContactNo: '12345' }),
      [],
    );
  });
});

describe('recipientKycSchema', () => {
  test('only the names are required', () => {
    assert.deepEqual(
      problems(recipientKycSchema, { subjectName: { firstName: 'Ada', lastName: 'Eze', fullName: 'Ada Eze' } }),
      [],
    );
    const found = problems(recipientKycSchema, {});
    assert.deepEqual(found, ['subjectName is required']);
    assert.deepEqual(problems(recipientKycSchema, { subjectName: {} }).sort(), [
      'subjectName.firstName is required',
      'subjectName.fullName is required',
      'subjectName.lastName is required',
    ]);
  });

  test('the examples pass; nin is a national id card', () => {
    const parsed = recipientKycSchema.parse(recipient());
    assert.equal(parsed.idDocument?.[0]?.idType, 'nationalidcard');
    assert.deepEqual(problems(recipientKycSchema, TRANSACTION_EXAMPLES.b2p.recipientKyc), []);
  });

  test('an id document, when given, has a type and number; a birth date is in the past', () => {
    assertProblem(
      recipientKycSchema,
      { ...recipient(), idDocument: [{ expiryDate: '2030-01-01' }] },
      /^idDocument\.0\.idType is required$/,
    );
    assertProblem(
      recipientKycSchema,
      { ...recipient(), dateOfBirth: daysAgo(-3) },
      /^dateOfBirth must be in the past$/,
    );
    assert.deepEqual(
      problems(recipientKycSchema, { ...recipient(), dateOfBirth: daysAgo(400, 5) }),
      [],
      'a recipient may be a minor',
    );
  });
});

describe('business KYC', () => {
  test('each side has exactly the fields of the interface table', () => {
    assert.deepEqual([...BUSINESS_SENDER_FIELDS].sort(), [
      'businessAddress1',
      'businessAddressCity',
      'businessAddressCountryCode',
      'businessCountryCode',
      'businessDescription',
      'businessIDValidThru',
      'businessName',
      'businessPrimaryContactCountryCode',
      'businessPrimaryContactNo',
      'businessRegistrationIssueDate',
      'businessRegistrationNumber',
      'businessRegistrationType',
    ]);
    assert.equal(BUSINESS_RECIPIENT_FIELDS.length, 23);
    for (const field of BUSINESS_SENDER_FIELDS) assert.ok(BUSINESS_RECIPIENT_FIELDS.includes(field), field);
  });

  test('the plain field lists the composer lays out from are the schemas: same fields, same order, same optional ones', () => {
    const sides = [
      {
        shape: businessSenderKycSchema.shape,
        fields: BUSINESS_SENDER_FIELDS,
        optional: BUSINESS_SENDER_OPTIONAL as ReadonlySet<string>,
      },
      {
        shape: businessRecipientKycSchema.shape,
        fields: BUSINESS_RECIPIENT_FIELDS,
        optional: BUSINESS_RECIPIENT_OPTIONAL as ReadonlySet<string>,
      },
    ];
    for (const [index, { shape, fields, optional }] of sides.entries()) {
      // The sender side also takes the provider's businessEmail, which the composer does not lay out.
      const extras: readonly string[] = index === 0 ? BUSINESS_SENDER_PROVIDER_FIELDS : [];
      assert.deepEqual(Object.keys(shape), [...fields, ...extras]);
      const schemaOptional = Object.entries(shape)
        .filter(([field]) => !extras.includes(field))
        .filter(
          ([, schema]) => (schema as { safeParse: (v: unknown) => { success: boolean } }).safeParse(undefined).success,
        )
        .map(([field]) => field);
      assert.deepEqual(
        schemaOptional,
        fields.filter((field) => optional.has(field)),
      );
    }
  });

  test('a recipient-only field in the sender block is refused naming it', () => {
    for (const field of BUSINESS_RECIPIENT_FIELDS.filter(
      (f) =>
        !(BUSINESS_SENDER_FIELDS as readonly string[]).includes(f) &&
        !(BUSINESS_SENDER_PROVIDER_FIELDS as readonly string[]).includes(f),
    )) {
      const result = businessSenderKycSchema.safeParse(
        { ...TRANSACTION_EXAMPLES.b2b.business.senderKyc, [field]: 'x' },
        { error: wireErrorMap },
      );
      assert.equal(result.success, false, field);
      const issue = result.error?.issues.find((i) => i.code === 'unrecognized_keys');
      assert.deepEqual(issue && 'keys' in issue ? issue.keys : [], [field]);
    }
  });

  test('A.6 mandatory fields of the sender side', () => {
    const found = problems(businessSenderKycSchema, {});
    for (const field of [
      'businessName',
      'businessAddress1',
      'businessPrimaryContactCountryCode',
      'businessPrimaryContactNo',
      'businessCountryCode',
      'businessRegistrationType',
      'businessRegistrationNumber',
      'businessRegistrationIssueDate',
      'businessIDValidThru',
    ]) {
      assert.ok(found.includes(`${field} is required`), field);
    }
    for (const field of ['businessAddressCity', 'businessAddressCountryCode', 'businessDescription'])
      assert.ok(!found.some((line) => line.startsWith(field)), field);
  });

  test("the sender side takes the provider's businessEmail (A.6; its b2b examples), optional and checked", () => {
    const senderSide = TRANSACTION_EXAMPLES.b2b.business.senderKyc;
    assert.deepEqual(problems(businessSenderKycSchema, { ...senderSide, businessEmail: 'test@testemail.com' }), []);
    assert.deepEqual(problems(businessSenderKycSchema, { ...senderSide, businessEmail: '' }), []);
    assertProblem(
      businessSenderKycSchema,
      { ...senderSide, businessEmail: 'accounts' },
      /^businessEmail must be an e-mail address/,
    );
  });

  test('A.6 mandatory fields of the recipient side: name and address country', () => {
    assert.deepEqual(problems(businessRecipientKycSchema, {}).sort(), [
      'businessAddressCountryCode is required',
      'businessName is required',
    ]);
    assert.deepEqual(
      problems(businessRecipientKycSchema, {
        businessName: 'Lagoon Ltd',
        businessAddressCountryCode: 'ng',
        businessEmail: '',
        businessMobile: '',
      }),
      [],
    );
    assert.deepEqual(problems(businessRecipientKycSchema, TRANSACTION_EXAMPLES.b2b.business.recepientKyc), []);
  });

  test('formats: country codes, dates, e-mail, phone shapes, contact type', () => {
    const base = TRANSACTION_EXAMPLES.b2b.business.recepientKyc;
    assertProblem(
      businessRecipientKycSchema,
      { ...base, businessCountryCode: 'Nigeria' },
      /^businessCountryCode must be an ISO 3166-1 alpha-2/,
    );
    assertProblem(
      businessRecipientKycSchema,
      { ...base, businessEmail: 'accounts' },
      /^businessEmail must be an e-mail address/,
    );
    assertProblem(
      businessRecipientKycSchema,
      { ...base, businessMobile: 'call me' },
      /^businessMobile must be a phone number/,
    );
    assertProblem(
      businessRecipientKycSchema,
      { ...base, businessPrimaryContactNoType: 'Fax' },
      /^businessPrimaryContactNoType must be one of Personal, Office, Mobile$/,
    );
    assertProblem(
      businessRecipientKycSchema,
      { ...base, businessIDValidThru: '2001-01-01' },
      /^businessIDValidThru must be after businessRegistrationIssueDate$/,
    );
    assertProblem(
      businessSenderKycSchema,
      { ...TRANSACTION_EXAMPLES.b2b.business.senderKyc, businessRegistrationIssueDate: '2012-02-30' },
      /^businessRegistrationIssueDate must be a real date/,
    );
    // TerraPay's own example numbers: only their shape is checked on the business side.
    assert.deepEqual(
      problems(businessRecipientKycSchema, {
        ...base,
        businessPrimaryContactNo: '232323212',
        businessMobile: '+1 2142094937',
      }),
      [],
    );
  });
});
