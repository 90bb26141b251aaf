import { expect, test, type APIRequestContext } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import Decimal from 'decimal.js';
import { SANDBOX_DEMO_API_KEY } from '../lib/env';
import { examplePaymentBody } from '../lib/schemas/payment.examples';
import AxeBuilder from '@axe-core/playwright';
import { sendApiTransaction, signIn } from './fixtures';

/*
 * The balance statement reconciles: after a deposit, a transaction paid out, one failed (sandbox
 * magic: cents .13), one returned (a reference containing RETURN) and an FX payment returned, all
 * sent straight through the API in GBP (a balance no other journey moves), the desk's statement
 * shows each movement — the quote's amount and fee debited, both refunded on failure, the amount
 * alone on a return — and its closing balance is the API's balance, on the page and in the CSV.
 */

const run = Date.now().toString(36).toUpperCase();
const headers = { 'x-api-key': SANDBOX_DEMO_API_KEY };
const CURRENCY = 'GBP';

// A person in Berlin: the statement's days and times are in their zone.
test.use({ timezoneId: 'Europe/Berlin' });

interface Quote {
  quoteId: string;
  receivingAmount: string;
  sendingAmount: string;
  sendingCurrency: string;
  fees: { amount: string }[];
}

/** A p2b transaction paid from the GBP balance; `cents` picks the sandbox outcome. */
async function sendTransaction(request: APIRequestContext, reference: string, cents = '00') {
  const { serviceRef, quote } = await sendApiTransaction(request, reference, {
    amount: `300000.${cents}`,
    sendingCurrency: CURRENCY,
  });
  return { reference, serviceRef, quote };
}

/** An FX payment GBP → EUR whose merchantRef asks the sandbox to return it after paying out. */
async function sendReturnedPayment(request: APIRequestContext) {
  const payer = await request.post('/api/v1/payers', {
    headers: { ...headers, 'idempotency-key': `e2e-stmt-payer-${run}` },
    data: {
      requestId: `e2e-stmt-payer-${run}`,
      payerType: 'INDIVIDUAL',
      payer: { name: `Stella Statement ${run}`, enName: `Stella Statement ${run}`, phone: '+6591234567' },
      identity: {
        type: 'PASSPORT',
        number: `S${run}`.slice(0, 12),
        issuedDate: '2021-01-01',
        expirationDate: '2031-01-01',
      },
      address: { line1: '1 Orchard Road', city: 'Singapore', country: 'SG' },
    },
  });
  expect(payer.status(), await payer.text()).toBe(201);
  const beneficiary = await request.post('/api/v1/beneficiaries', {
    headers: { ...headers, 'idempotency-key': `e2e-stmt-ben-${run}` },
    data: {
      requestId: `e2e-stmt-ben-${run}`,
      paymentChannelType: 'SWIFT',
      countryCode: 'DE',
      accountType: 'INDIVIDUAL',
      beneficiary: { name: `Rita Rueckgabe ${run}`, address: 'Hauptstrasse 1', city: 'Berlin', countryCode: 'DE' },
      bankAccount: {
        currency: 'EUR',
        bankName: 'Deutsche Bank',
        iban: 'DE89 3704 0044 0532 0130 00',
        swiftCode: 'DEUTDEFF',
      },
    },
  });
  expect(beneficiary.status(), await beneficiary.text()).toBe(201);
  const quoted = await request.post('/api/v1/quotes', {
    headers: { ...headers, 'idempotency-key': `e2e-stmt-quote-${run}` },
    data: { sellCurrency: CURRENCY, buyCurrency: 'EUR', fixedSide: 'SELL', amount: 400 },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const quote = (await quoted.json()) as {
    quoteId: string;
    sellAmount: number;
    buyAmount: number;
    fee: { feeAmount: number };
  };
  const body = examplePaymentBody({
    requestId: `E2E-STMT-PAY-${run}`,
    merchantRef: `E2E-STMT-RETURN-PAY-${run}`,
    originalPayerId: ((await payer.json()) as { originalPayerId: string }).originalPayerId,
    beneficiaryId: ((await beneficiary.json()) as { beneficiaryId: string }).beneficiaryId,
    quote,
  });
  body.amount.debitCurrency = CURRENCY;
  body.amount.payoutCurrency = 'EUR';
  const created = await request.post('/api/v1/payments', { headers, data: body });
  expect(created.status(), await created.text()).toBe(201);
  return {
    requestId: body.requestId,
    serviceRef: ((await created.json()) as { serviceRef: string }).serviceRef,
    quote,
  };
}

async function statusOf(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers });
  return ((await response.json()) as { status: string }).status;
}

async function apiBalance(request: APIRequestContext): Promise<string> {
  const response = await request.get(`/api/v1/balances/${CURRENCY}`, { headers });
  return ((await response.json()) as { currentBalance: string }).currentBalance;
}

/** `1234.5` → `1,234.50 GBP`, as the desk writes amounts. */
const money = (amount: string) => `${new Decimal(amount).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} ${CURRENCY}`;

test('the statement shows every movement and its closing balance is the API balance, on the page and in the CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const deposit = await page.request.post('/api/v1/sandbox/deposits', {
    headers,
    data: { currency: CURRENCY, amount: '2500.00', reference: `E2E-STMT-DEP-${run}` },
  });
  expect(deposit.status(), await deposit.text()).toBe(201);
  const paid = await sendTransaction(page.request, `E2E-STMT-OK-${run}`);
  const failed = await sendTransaction(page.request, `E2E-STMT-FAIL-${run}`, '13');
  const returned = await sendTransaction(page.request, `E2E-STMT-RETURN-${run}`);
  const payment = await sendReturnedPayment(page.request);

  // The sandbox moves them along (a step every few seconds) to their ends.
  for (const [path, status] of [
    [`/api/v1/transactions/${paid.serviceRef}`, 'SUCCESS'],
    [`/api/v1/transactions/${failed.serviceRef}`, 'FAILED'],
    [`/api/v1/transactions/${returned.serviceRef}`, 'RETURNED'],
    [`/api/v1/payments/${payment.serviceRef}`, 'RETURNED'],
  ] as const)
    await expect.poll(() => statusOf(page.request, path), { timeout: 60_000, intervals: [1_000] }).toBe(status);

  await signIn(page, 'operator');
  // The desk learns of remittances sent by another client from their webhooks; until then the
  // statement shows the API's reference instead of a link.
  await expect(async () => {
    await page.goto(`/statement?currency=${CURRENCY}`);
    await expect(page.getByRole('link', { name: payment.requestId, exact: true }).first()).toBeVisible({
      timeout: 1_000,
    });
    await expect(page.getByRole('link', { name: returned.reference, exact: true }).first()).toBeVisible({
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statement');

  const balance = await apiBalance(page.request);
  await expect(page.getByTestId('closing-balance')).toHaveText(money(balance));
  await expect(page.getByTestId('reconciliation')).toHaveText(
    `The closing balance equals the payments API's current balance, ${money(balance)}.`,
  );
  // Each remittance's movements, linked to its page: the quote's amount and fee debited, both
  // given back on failure, the amount alone on a return.
  const rowsOf = (reference: string) =>
    page.getByTestId('statement-row').filter({ has: page.getByRole('link', { name: reference, exact: true }) });
  const fee = (quote: Quote) => quote.fees.reduce((sum, f) => sum.plus(f.amount), new Decimal(0)).toFixed(2);
  const amount = (value: string | number) => new Decimal(value).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  await expect(rowsOf(paid.reference).locator('td:nth-child(2)')).toHaveText(['Transaction debit', 'Fee']);
  await expect(rowsOf(paid.reference).locator('td:nth-child(4)')).toHaveText([
    `−${amount(paid.quote.sendingAmount)}`,
    `−${amount(fee(paid.quote))}`,
  ]);
  await expect(rowsOf(failed.reference).locator('td:nth-child(2)')).toHaveText([
    'Transaction debit',
    'Fee',
    'Refund',
    'Refund',
  ]);
  await expect(rowsOf(returned.reference).locator('td:nth-child(2)')).toHaveText([
    'Transaction debit',
    'Fee',
    'Return',
  ]);
  await expect(rowsOf(returned.reference).locator('td:nth-child(4)').last()).toHaveText(
    `+${amount(returned.quote.sendingAmount)}`,
  );
  await expect(rowsOf(payment.requestId).locator('td:nth-child(2)')).toHaveText(['Payment debit', 'Fee', 'Return']);
  await expect(rowsOf(payment.requestId).locator('td:nth-child(4)').last()).toHaveText(
    `+${amount(payment.quote.sellAmount)}`,
  );
  // The statement itself (the shell around it is checked by the journeys that own it).
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // The link goes to the remittance's page.
  await rowsOf(returned.reference).first().getByRole('link', { name: returned.reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(returned.reference);
  await page.goBack();

  // The CSV: the same closing balance, and the movements add up to it.
  const href = await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8');
  const [header, opening, ...rest] = parse(await csv.text(), { bom: true }) as string[][];
  expect(header![0]).toMatch(/^Time \(Europe\/Berlin, \+0[12]:00( \/ \+0[12]:00)?\)$/);
  const closing = rest.pop()!;
  expect(opening![1]).toBe('Opening balance');
  expect(closing[1]).toBe('Closing balance');
  expect(closing[6]).toBe(new Decimal(balance).toFixed(2));
  const total = rest.reduce((sum, row) => sum.plus(row[5] || 0).minus(row[4] || 0), new Decimal(opening![6]!));
  expect(total.toFixed(2)).toBe(closing[6]);
  for (const row of rest) for (const cell of row.slice(4, 7)) expect(cell).not.toMatch(/^-/);
  expect(rest.filter((row) => row[2] === failed.reference).map((row) => row[1])).toEqual([
    'Transaction debit',
    'Fee',
    'Refund',
    'Refund',
  ]);
});

test('a statement for days that are not dates says which field and still shows one', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto(`/statement?currency=${CURRENCY}&from=2026-02-30&to=2026-01-01`);
  await expect(page.getByLabel('From (day included)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#statement-from-error')).toHaveText('Enter a date such as 2026-11-01.');
  await expect(page.getByTestId('closing-balance')).toBeVisible();
  const refused = await page.request.get('/api/desk/statement?currency=GBP&from=2026-02-30&to=2026-03-01');
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ ok: false, code: 'VALIDATION_FAILED', field: 'from' });
});
