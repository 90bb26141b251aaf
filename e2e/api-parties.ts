import { expect, type Page } from '@playwright/test';
import { API_HEADERS } from './fixtures';

/**
 * A payer (an individual in Singapore) and a EUR beneficiary (SWIFT, Germany), created straight
 * through the API as another client would. `key` keeps each journey's requests apart (their
 * requestId and Idempotency-Key); answers the names given.
 */
export async function createApiParties(
  page: Page,
  {
    key,
    payerName,
    beneficiaryName,
    idNumber,
  }: { key: string; payerName: string; beneficiaryName: string; idNumber: string },
) {
  const payer = await page.request.post('/api/v1/payers', {
    headers: { ...API_HEADERS, 'idempotency-key': `e2e-${key}-payer` },
    data: {
      requestId: `e2e-${key}-payer`,
      payerType: 'INDIVIDUAL',
      payer: { name: payerName, enName: payerName, phone: '+6591234567' },
      identity: { type: 'PASSPORT', number: idNumber, issuedDate: '2021-01-01', expirationDate: '2031-01-01' },
      address: { line1: '1 Orchard Road', city: 'Singapore', country: 'SG' },
    },
  });
  expect(payer.status()).toBe(201);
  const beneficiary = await page.request.post('/api/v1/beneficiaries', {
    headers: { ...API_HEADERS, 'idempotency-key': `e2e-${key}-ben` },
    data: {
      requestId: `e2e-${key}-ben`,
      paymentChannelType: 'SWIFT',
      countryCode: 'DE',
      accountType: 'INDIVIDUAL',
      beneficiary: { name: beneficiaryName, address: 'Hauptstrasse 1', city: 'Berlin', countryCode: 'DE' },
      bankAccount: {
        currency: 'EUR',
        bankName: 'Deutsche Bank',
        iban: 'DE89 3704 0044 0532 0130 00',
        swiftCode: 'DEUTDEFF',
      },
    },
  });
  expect(beneficiary.status()).toBe(201);
  return { payerName, beneficiaryName };
}
