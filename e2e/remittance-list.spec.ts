import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { SANDBOX_DEMO_API_KEY } from '../lib/env';
import { examplePaymentBody } from '../lib/schemas/payment.examples';
import { expectNoSeriousViolations } from './axe';
import { sendApiTransaction, signIn } from './fixtures';

/*
 * The remittance list as a person tracking and reconciling uses it (issue 14): every chosen column
 * in its box at 1280 px, a card per remittance on a phone, sort, filters by date and amount, an FX
 * payment found by its own PAY-… reference and its invoice text, the CSV of a filtered set, and a
 * saved view. Times are in the browser's zone, which the desk is told by a cookie.
 */

const ZONE = 'Asia/Singapore';
test.use({ timezoneId: ZONE });

const run = Date.now().toString(36).toUpperCase();
const tag = `E2E-LIST-${run}`;
const headers = { 'x-api-key': SANDBOX_DEMO_API_KEY };

/** An FX payment created through the API with its own reference and invoice text. */
async function createPayment(request: APIRequestContext, requestId: string, merchantRef: string, invoice: string) {
  const post = async <T>(path: string, data: unknown) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as T;
  };
  const payer = await post<{ originalPayerId: string }>('/api/v1/payers', {
    requestId: `${requestId}-PAYER`,
    payerType: 'INDIVIDUAL',
    payer: { name: 'Tan Mei Ling', enName: 'Tan Mei Ling', phone: '+65 9123 4567' },
    identity: { type: 'passport', number: 'E1234567', issuedDate: '2020-01-15', expirationDate: '2034-01-14' },
    address: { line1: '1 Raffles Place', city: 'Singapore', postalCode: '048616', country: 'SG' },
  });
  const beneficiary = await post<{ beneficiaryId: string }>('/api/v1/beneficiaries', {
    requestId: `${requestId}-BEN`,
    paymentChannelType: 'SWIFT',
    countryCode: 'US',
    accountType: 'INDIVIDUAL',
    beneficiary: { name: 'John Smith', address: '350 Fifth Avenue', city: 'New York', countryCode: 'US' },
    bankAccount: {
      currency: 'USD',
      bankName: 'JPMorgan Chase Bank',
      accountNumber: '000123456789',
      swiftCode: 'CHASUS33',
      routingNumber: '021000021',
    },
  });
  const quote = await post<{ quoteId: string; sellAmount: number; buyAmount: number }>('/api/v1/quotes', {
    sellCurrency: 'SGD',
    buyCurrency: 'USD',
    fixedSide: 'SELL',
    amount: 100,
  });
  await post(
    '/api/v1/payments',
    examplePaymentBody({
      requestId,
      merchantRef,
      paymentReference: invoice,
      originalPayerId: payer.originalPayerId,
      beneficiaryId: beneficiary.beneficiaryId,
      quote,
    }),
  );
}

const references = { small: `${tag}-TX-A`, middle: `${tag}-TX-B`, large: `${tag}-TX-C` };
const payment = { requestId: `${tag}-FX`, merchantRef: `PAY-${run}`, invoice: `Invoice ${run} November` };

/** The list, reloaded until `count` rows show (each arrives by webhook, then a lookup). */
async function listShows(page: Page, address: string, count: number) {
  await expect(async () => {
    await page.goto(address);
    await expect(page.getByTestId('remittance-row')).toHaveCount(count, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

const rowReferences = (page: Page) => page.getByTestId('remittance-row').locator('td[data-column="reference"]');
/** The list's table (the held-for-review table above it has headings of its own). */
const listTable = (page: Page) => page.getByRole('table', { name: 'Remittances' });

/** Today in the browser's zone, as a date input takes it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

test.beforeAll(async ({ request }) => {
  // Amounts A < B < C.
  await sendApiTransaction(request, references.small, { amount: '100000.00' });
  await sendApiTransaction(request, references.middle, { amount: '200000.00' });
  await sendApiTransaction(request, references.large, { amount: '300000.00' });
  await createPayment(request, payment.requestId, payment.merchantRef, payment.invoice);
});

test('at 1280×900 every chosen column fits; sort, filter by date and amount, find an FX payment by PAY-…', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'operator');
  await listShows(page, `/remittances?search=${tag}-TX`, 3);

  // Every default column is in its box: no scrolling sideways.
  for (const heading of ['Reference', 'Type', 'Recipient', 'Amount', 'Status', 'Created'])
    await expect(listTable(page).getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  // The table's scrolling box: what it holds is no wider than it is.
  const wrap = listTable(page).locator('xpath=..');
  const fits = async () => wrap.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect((await fits()).scroll).toBeLessThanOrEqual((await fits()).client);
  await expect(page.getByTestId('remittance-card').first()).toBeHidden();

  // Times in the person's zone, named.
  await expect(page.getByTestId('remittance-count')).toHaveText(`3 remittances match · times in ${ZONE}`);
  await expect(page.getByTestId('remittance-row').first().locator('td[data-column="created"] time')).toHaveAttribute(
    'title',
    ZONE,
  );
  await expectNoSeriousViolations(page);

  // Newest first by default (the desk dates another client's remittance by when its webhook came,
  // so the three may have come in any order): oldest first is the same, reversed.
  const newestFirst = await rowReferences(page).allTextContents();
  expect([...newestFirst].sort()).toEqual([references.small, references.middle, references.large]);
  await page.getByLabel('Sort').selectOption('created-asc');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=created-asc/);
  await expect(rowReferences(page)).toHaveText([...newestFirst].reverse());
  // By amount, both ways.
  await page.getByLabel('Sort').selectOption('amount-asc');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/sort=amount-asc/);
  await expect(rowReferences(page)).toHaveText([references.small, references.middle, references.large]);
  await page.getByLabel('Sort').selectOption('amount-desc');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rowReferences(page)).toHaveText([references.large, references.middle, references.small]);

  // Amount between (inclusive), then created between, in the person's days.
  await page.getByText('More filters').click();
  await page.getByLabel('Amount from', { exact: true }).fill('150000');
  await page.getByLabel('Amount to', { exact: true }).fill('200000.00');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rowReferences(page)).toHaveText([references.middle]);
  await expect(page.getByRole('link', { name: 'Remove filter amount from: 150000' })).toBeVisible();
  await page.getByRole('link', { name: 'Remove filter amount to: 200000.00' }).click();
  await expect(rowReferences(page)).toHaveText([references.large, references.middle]);

  await page.getByLabel('Created from', { exact: true }).fill(today());
  await page.getByLabel('Created to', { exact: true }).fill(today());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rowReferences(page)).toHaveText([references.large, references.middle]);
  await page.getByLabel('Created from', { exact: true }).fill(dayAfter(today()));
  await page.getByLabel('Created to', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('No remittance matches these filters.')).toBeVisible();
  // One click clears every filter, the sort kept.
  await page.getByRole('link', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/remittances\?sort=amount-desc$/);

  // The FX payment by its own PAY-… reference, and by its invoice text.
  await listShows(page, `/remittances?search=${payment.merchantRef}`, 1);
  await expect(page.getByTestId('remittance-row')).toContainText(payment.requestId);
  await expect(page.getByTestId('remittance-row')).toContainText('FX payment');
  await page.getByLabel('Search by reference or name').fill(`invoice ${run.toLowerCase()}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(rowReferences(page)).toHaveText([payment.requestId]);

  // Eight columns: still in the box; the FX payment's corridor is its beneficiary's country.
  await page.goto(`/remittances?search=${tag}&cols=reference,kind,status,amount,sent,corridor,recipient,created`);
  for (const heading of ['Sent', 'Corridor'])
    await expect(listTable(page).getByRole('columnheader', { name: heading, exact: true })).toBeVisible();
  expect((await fits()).scroll).toBeLessThanOrEqual((await fits()).client);
  const fx = page.getByTestId('remittance-row').filter({ hasText: payment.requestId });
  await expect(fx.locator('td[data-column="corridor"]')).toHaveText('to US');
  await expect(fx.locator('td[data-column="sent"]')).toHaveText('100.00 SGD');
});

test('the CSV of a filtered set: its header names the zone, its rows are the set in order', async ({ page }) => {
  await signIn(page, 'operator');
  await listShows(page, `/remittances?search=${tag}-TX&sort=amount-asc&min=150000`, 2);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^remittances-\d{8}-\d{4}\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8');
  const [header, ...rows] = parse(text, { bom: true }) as string[][];
  expect(header).toContain(`created (${ZONE})`);
  expect(header).toContain(`updated (${ZONE})`);
  const column = (name: string) => header!.indexOf(name);
  expect(rows.map((row) => row[column('reference')])).toEqual([references.middle, references.large]);
  expect(rows.map((row) => row[column('amount')])).toEqual(['200000.00', '300000.00']);
  expect(rows.every((row) => row[column('source')] === 'API')).toBe(true);
  expect(rows[0]![column(`created (${ZONE})`)]).toMatch(new RegExp(`^${today()} \\d{2}:\\d{2}:\\d{2}$`));
});

test('at 390×844 a card per remittance, and the list passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'operator');
  await expect(async () => {
    await page.goto(`/remittances?search=${tag}-TX`);
    await expect(page.getByTestId('remittance-card')).toHaveCount(3, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('remittance-row').first()).toBeHidden();
  const card = page.getByTestId('remittance-card').filter({ hasText: references.large });
  await expect(card.getByRole('link', { name: references.large })).toBeVisible();
  await expect(card).toContainText('300,000.00 NGN');
  await expect(card).toContainText('Lagoon Components Ltd');
  await expect(card).toContainText(ZONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
});

test('a saved view keeps filters, sort and columns, is shared with a role, and is deleted by its owner', async ({
  page,
}) => {
  await signIn(page, 'operator');
  await page.goto(`/remittances?kind=p2b&sort=amount-asc&cols=reference,amount,corridor`);
  await page.getByText('Save this view').click();
  await page.getByLabel('View name').fill(`Naira ${run}`);
  await page.getByLabel('Share with').selectOption('reviewer');
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText(`Saved “Naira ${run}”.`)).toBeVisible();
  const view = page.getByTestId('saved-view').filter({ hasText: `Naira ${run}` });
  await expect(view.getByRole('link')).toHaveAttribute('aria-current', 'page');

  await page.goto('/remittances');
  await view.getByRole('link').click();
  await expect(page).toHaveURL(/\/remittances\?kind=p2b&sort=amount-asc&cols=reference%2Ccorridor%2Camount$/);
  await expect(listTable(page).getByRole('columnheader')).toHaveText(['Reference', 'Corridor', 'Amount']);

  // The reviewer sees it, from whom, and cannot delete it.
  await page.context().clearCookies();
  await signIn(page, 'reviewer');
  await page.goto('/remittances');
  const shared = page.getByTestId('saved-view').filter({ hasText: `Naira ${run}` });
  await expect(shared).toContainText('from');
  await expect(shared.getByRole('button')).toHaveCount(0);

  await page.context().clearCookies();
  await signIn(page, 'operator');
  await page.goto('/remittances');
  await page.getByRole('button', { name: `Delete view Naira ${run}` }).click();
  await expect(page.getByTestId('saved-view').filter({ hasText: `Naira ${run}` })).toHaveCount(0);
});

test('a viewer finds no row by a name, and has no saved views to save', async ({ page }) => {
  await signIn(page, 'viewer');
  await listShows(page, `/remittances?search=${tag}-TX`, 3);
  await page.goto('/remittances?search=Lagoon');
  await expect(page.getByTestId('remittance-row').filter({ hasText: tag })).toHaveCount(0);
  await expect(page.getByText('Save this view')).toHaveCount(0);
});
