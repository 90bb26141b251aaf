import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { SANDBOX_EIG_PASSWORD, SANDBOX_EIG_USERNAME } from '../lib/config/eig-users';
import { exampleTransactionBody } from '../lib/schemas/transaction.examples';
import { signIn } from './fixtures';

/*
 * A partner's client written for the provider, pointed at the sandbox's /eig with the documented
 * demo user (issue 18): it quotes and sends a transaction in the provider's form (the body as
 * text/plain, as the provider's own JavaScript examples send it), reads it back in the provider's
 * form, and the desk shows it like any remittance.
 */

const run = Date.now().toString(36).toUpperCase();
const providerDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
const headers = () => ({
  'X-USERNAME': SANDBOX_EIG_USERNAME,
  'X-PASSWORD': createHash('sha256').update(SANDBOX_EIG_PASSWORD).digest('hex'),
  'X-DATE': providerDate(new Date()),
  'X-ORIGINCOUNTRY': 'FR',
  'Content-Type': 'text/plain',
});

test('a transaction sent through /eig with the demo user is read back in the provider’s form and shows on the desk', async ({
  page,
}) => {
  const reference = `E2E-EIG-${run}`;
  const body = exampleTransactionBody('p2p', { requestDateFormat: 'provider' }) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  delete body.transactionReference;
  body.requestingOrganisationTransactionReference = reference;
  body.type = 'inttransfer';

  const quoted = await page.request.post('/eig/gsmaV2/quotations', {
    headers: headers(),
    data: JSON.stringify({
      requestDate: providerDate(new Date()),
      type: 'inttransfer',
      requestAmount: body.amount,
      requestCurrency: body.currency,
      creditParty: [
        { key: 'instrumentType', value: 'BANK_AC' },
        { key: 'receivingCountry', value: body.internationalTransferInformation.receivingCountry },
      ],
      quotes: [{ sendingCurrency: 'USD', receivingCurrency: body.currency }],
    }),
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const quotation = (await quoted.json()) as { quotationStatus: string; quotes: { quoteId: string }[] };
  expect(quotation.quotationStatus).toBe('2000:Quote Success');
  body.internationalTransferInformation.quoteId = quotation.quotes[0]!.quoteId;

  const created = await page.request.post('/eig/gsma/transactions', { headers: headers(), data: JSON.stringify(body) });
  expect(created.status(), await created.text()).toBe(201);
  const ack = (await created.json()) as { transactionStatus: string; transactionReference: string; type: string };
  expect(ack.transactionStatus).toBe('3050:Remit Acknowledged');
  expect(ack.type).toBe('inttransfer');

  const read = await page.request.get(`/eig/gsma/transactions_v3/${reference}`, { headers: headers() });
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { transactionReference: string }).transactionReference).toBe(ack.transactionReference);

  // Wrong credentials answer as the provider does.
  const refused = await page.request.get('/eig/gsma/accounts/all/balance', {
    headers: { ...headers(), 'X-PASSWORD': createHash('sha256').update('wrong').digest('hex') },
  });
  expect(refused.status()).toBe(401);
  expect(((await refused.json()) as { error: { errorCode: string } }).error.errorCode).toBe('1003');

  await signIn(page, 'operator');
  const row = page.getByTestId('remittance-row').filter({ hasText: reference });
  await expect(async () => {
    await page.goto(`/remittances?search=${encodeURIComponent(reference)}`);
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row).toContainText('P2P');
  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByText(ack.transactionReference, { exact: true }).first()).toBeVisible();
});
