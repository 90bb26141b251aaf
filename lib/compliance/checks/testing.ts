import { findingText } from '@/lib/compliance/finding-text';
import type { Finding } from '@/lib/compliance/types';
import type { TransactionType } from '@/lib/schemas/transaction-blocks';
import { exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import { addDays } from './dates';
import { checkPayment, checkTransaction } from './index';

/*
 * Fixtures of the checks' tests: one fixed day, the project's example requests (valid on it) and
 * stored payer and beneficiary records in their response shapes.
 */

/** The day every test is judged on. */
export const TODAY = '2026-06-15';
/** The plain date `days` after TODAY (before, when negative). */
export const day = (days: number) => addDays(TODAY, days);

/** A writable copy of the project's example request of `type` (lib/schemas/transaction.examples.ts). */
export const exampleRequest = <T extends TransactionType>(type: T) =>
  exampleTransactionBody(type, { now: new Date(`${TODAY}T12:00:00Z`) });

/**
 * Sets the value at a dotted wire path (`senderKyc.idDocument.0.expiryDate`) of `target`, making
 * the objects on the way; `undefined` deletes it. Answers `target`, for chaining.
 */
export function setPath<T>(target: T, path: string, value: unknown): T {
  const keys = path.split('.');
  let at = target as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) {
    if (typeof at[key] !== 'object' || at[key] === null) at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  const last = keys.at(-1)!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return target;
}

/**
 * A finding's sentence as a reader with pii:read sees it: each personal value read whole from what
 * was checked, at its fields.
 */
export function said(checked: unknown, finding: Finding | undefined): string | undefined {
  if (!finding) return undefined;
  const at = (path: string) =>
    path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], checked);
  return findingText(finding, (value) => value.fields.map((field) => String(at(field) ?? '').trim()).join(' '));
}

/** Findings as `CODE field`, what most tests compare. */
export const codes = (findings: readonly Finding[]) => findings.map((f) => `${f.code} ${f.field}`);

export const transactionCodes = (request: unknown, today = TODAY) => codes(checkTransaction(request, { today }));
export const paymentCodes = (input: { payer?: unknown; beneficiary?: unknown }, today = TODAY) =>
  codes(checkPayment(input, { today }));

/** An individual payer record (GET /payers/{id}), as lib/provider/testing.ts's body is stored. */
export const payerRecord = () => ({
  originalPayerId: 'OP-1',
  status: 'ACTIVE',
  payerType: 'INDIVIDUAL',
  name: 'Tan Mei Ling',
  createdAt: '2026-01-10T09:00:00.000Z',
  requestId: 'REQ-PAYER-1',
  merchantId: 'M1',
  payer: { name: 'Tan Mei Ling', enName: 'Tan Mei Ling', phone: '+6591234567' },
  identity: { type: 'PASSPORT', number: 'E1234567', issuedDate: '2020-01-15', expirationDate: '2030-01-14' },
  address: { line1: '1 Raffles Place', city: 'Singapore', postalCode: '048616', country: 'SG' },
  directors: [] as { name: string; idNo: string; idExpiration: string }[],
  ubos: [] as { name: string; idType: string; idNo: string }[],
  documents: [],
});

/** A company payer record with a registration, one director and one UBO. */
export const companyPayerRecord = () => ({
  ...payerRecord(),
  payerType: 'COMPANY',
  name: 'Corridor Pte Ltd',
  payer: { name: 'Corridor Pte Ltd', enName: 'Corridor Pte Ltd', phone: '+6561234567' },
  company: {
    brNumber: '201912345K',
    registrationDate: '2019-04-01',
    expiryDate: '2029-03-31',
    registrationAddress: { line1: '1 Raffles Place', city: 'Singapore', country: 'SG' },
  },
  directors: [{ name: 'Lim Wei Jie', idNo: 'S1234567D', idExpiration: '2031-05-01' }],
  ubos: [{ name: 'Lim Wei Jie', idType: 'NRIC', idNo: 'S1234567D' }],
});

/** The reference's beneficiary (SWIFT to a US account), as the API answers it (alpha-2, upper case). */
export const beneficiaryRecord = () => ({
  beneficiaryId: 'BEN-1',
  status: 'ACTIVE',
  verificationStatus: 'PENDING',
  createdAt: '2026-01-10T09:00:00.000Z',
  requestId: 'REQ-BEN-1',
  paymentChannelType: 'SWIFT',
  countryCode: 'US',
  accountType: 'INDIVIDUAL',
  beneficiary: {
    name: 'John Smith',
    address: '350 Fifth Avenue',
    city: 'New York',
    countryCode: 'US',
    nationality: 'US',
    idType: 'PASSPORT',
    idNumber: 'P1234567',
  },
  bankAccount: {
    currency: 'USD',
    bankName: 'JPMorgan Chase Bank',
    accountNumber: '000123456789',
    swiftCode: 'CHASUS33',
    routingNumber: '021000021',
  } as Record<string, string>,
  intermediaryBank: { bankName: 'Citibank', swiftCode: 'CITIUS33XXX', accountNumber: '36001234' },
  originator: { name: 'Corridor Pte Ltd', address: '1 Raffles Place, Singapore' },
});
