import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { SANDBOX_DEMO_API_KEY } from '../lib/env';
import { examplePaymentBody } from '../lib/schemas/payment.examples';
import AxeBuilder from '@axe-core/playwright';
import { sendApiTransaction, signIn } from './fixtures';

/** A suffix that keeps this run's references apart from earlier runs'. */
const run = Date.now().toString(36).toUpperCase();
const headers = { 'x-api-key': SANDBOX_DEMO_API_KEY };

/** A payer and a EUR beneficiary, straight through the API. */
async function createParties(request: APIRequestContext) {
  const name = (who: string) => `${who} Overview ${run}`;
  const payer = await request.post('/api/v1/payers', {
    headers: { ...headers, 'idempotency-key': `e2e-ov-payer-${run}` },
    data: {
      requestId: `e2e-ov-payer-${run}`,
      payerType: 'INDIVIDUAL',
      payer: { name: name('Paula'), enName: name('Paula'), phone: '+6591234567' },
      identity: { type: 'PASSPORT', number: `K${run}9`, issuedDate: '2021-01-01', expirationDate: '2031-01-01' },
      address: { line1: '1 Orchard Road', city: 'Singapore', country: 'SG' },
    },
  });
  expect(payer.status(), await payer.text()).toBe(201);
  const beneficiary = await request.post('/api/v1/beneficiaries', {
    headers: { ...headers, 'idempotency-key': `e2e-ov-ben-${run}` },
    data: {
      requestId: `e2e-ov-ben-${run}`,
      paymentChannelType: 'SWIFT',
      countryCode: 'DE',
      accountType: 'INDIVIDUAL',
      beneficiary: { name: name('Bruno'), address: 'Hauptstrasse 1', city: 'Berlin', countryCode: 'DE' },
      bankAccount: {
        currency: 'EUR',
        bankName: 'Deutsche Bank',
        iban: 'DE89370400440532013000',
        swiftCode: 'DEUTDEFF',
      },
    },
  });
  expect(beneficiary.status(), await beneficiary.text()).toBe(201);
  return {
    originalPayerId: ((await payer.json()) as { originalPayerId: string }).originalPayerId,
    beneficiaryId: ((await beneficiary.json()) as { beneficiaryId: string }).beneficiaryId,
  };
}

/** An FX payment of `amount` USD to EUR, as another client of the API would send it (cents .13 fail). */
async function createPayment(
  request: APIRequestContext,
  parties: { originalPayerId: string; beneficiaryId: string },
  requestId: string,
  amount: number,
) {
  const quoted = await request.post('/api/v1/quotes', {
    headers,
    data: { sellCurrency: 'USD', buyCurrency: 'EUR', fixedSide: 'SELL', amount },
  });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const quote = (await quoted.json()) as { quoteId: string; sellAmount: number; buyAmount: number };
  const body = examplePaymentBody({ requestId, merchantRef: `PAY-${requestId}`, ...parties, quote });
  body.amount = { ...body.amount, debitCurrency: 'USD', payoutCurrency: 'EUR' };
  const created = await request.post('/api/v1/payments', { headers, data: body });
  expect(created.status(), await created.text()).toBeLessThan(300);
}

const FAILED_PAYMENT = `E2E-OV-PFAIL-${run}`;
const FAILED_TRANSACTION = `E2E-OV-TFAIL-${run}`;

test.beforeAll(async ({ request }) => {
  const parties = await createParties(request);
  await createPayment(request, parties, `E2E-OV-PAY-${run}`, 250);
  await createPayment(request, parties, FAILED_PAYMENT, 120.13);
  await sendApiTransaction(request, `E2E-OV-TX-${run}`);
  await sendApiTransaction(request, FAILED_TRANSACTION, { amount: '300000.13' });
});

/** The overview, reloaded until both failures have been learned from their webhooks. */
async function overviewWithFailures(page: Page) {
  const failures = page.getByTestId('attention-problem');
  await expect(async () => {
    await page.goto('/');
    await expect(failures.filter({ hasText: FAILED_PAYMENT })).toBeVisible({ timeout: 1_000 });
    await expect(failures.filter({ hasText: FAILED_TRANSACTION })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

test('the overview: what needs attention, totals per currency, counts by status, and the chart', async ({ page }) => {
  await signIn(page, 'operator');
  await overviewWithFailures(page);

  // Balances stay where they were.
  await expect(page.getByTestId('balance-USD')).toBeVisible();

  // Failures, newest first, with their reason in words and a link to each.
  const problems = page.getByTestId('attention-problems');
  const transactionFailure = problems.getByTestId('attention-problem').filter({ hasText: FAILED_TRANSACTION });
  await expect(transactionFailure).toContainText("The payout partner could not verify the sender's identity (KYC).");
  await expect(transactionFailure.getByRole('link', { name: FAILED_TRANSACTION })).toHaveAttribute(
    'href',
    `/remittances/${FAILED_TRANSACTION}`,
  );
  await expect(problems.getByTestId('attention-problem').filter({ hasText: FAILED_PAYMENT })).toContainText(/bank/i);

  // The sandbox moves every few seconds: nothing is stuck, and the rule is stated.
  const stuck = page.getByTestId('attention-stuck');
  await expect(stuck).toContainText('Every remittance in flight is moving as usual.');
  await expect(stuck).toContainText('95%');

  // Deposit instructions live 8 s in the journeys, so the default one is always about to expire.
  const deposit = page.getByTestId('expiring-deposit').filter({ hasText: 'USD · SWIFT wire · payers in US' });
  await expect(deposit).toBeVisible();
  await expect(deposit.getByRole('link')).toHaveAttribute('href', '/deposits?asset=USD&network=SWIFT&sourceCountry=US');

  // Sent by currency: the payments' sending side (USD); the failed one counts, but not as sent.
  const usd = page.getByTestId('sent-USD');
  await expect(usd.getByRole('row', { name: /Today/ })).toBeVisible();
  await expect(usd.getByRole('row', { name: /Today/ }).getByRole('cell').first()).not.toHaveText('0.00');

  // Counts by status, grouped as the list filters them.
  const counts = page.getByTestId('status-counts');
  await expect(counts.getByRole('link', { name: 'Failed, returned or cancelled' })).toHaveAttribute(
    'href',
    '/remittances?status=problem',
  );
  await expect(page.getByTestId('status-count-FAILED').getByRole('cell').first()).not.toHaveText('0');

  // The chart loads as it scrolls into view, described for screen readers, with the numbers in a table.
  const chart = page.getByTestId('volume-chart');
  await expect(chart).toHaveAttribute('aria-label', /^Sent per day in /);
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas')).toBeVisible();
  const table = page.getByTestId('volume-table');
  await expect(table).toBeHidden();
  await page.getByText('The numbers, day by day').click();
  await expect(table.getByRole('columnheader', { name: 'USD' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(31);

  // One currency at a time: switching redraws for the other.
  const currency = page.getByLabel('Currency', { exact: true });
  if (await currency.isVisible()) {
    const other = (await currency.locator('option').allTextContents()).find((code) => code !== 'USD')!;
    await currency.selectOption(other);
    await expect(chart).toHaveAttribute('aria-label', new RegExp(`^Sent per day in ${other}`));
    await expect(chart.locator('canvas')).toBeVisible();
  }

  // axe over the overview's own sections (the shell and the shared list parts are checked by a11y.spec.ts).
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[data-testid="overview-attention"]')
    .include('[data-testid="overview-figures"]')
    .analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
});

test('the chart library is not part of the first load: it arrives as the chart scrolls into view, only on the overview', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'operator');
  const scripts: Promise<boolean>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.text().then(
        (text) => text.includes('u-legend'),
        () => false,
      ),
    );
  });
  const uPlotLoads = async () => (await Promise.all(scripts)).filter(Boolean).length;

  await page.goto('/remittances');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(1_500);
  expect(await uPlotLoads(), 'no uPlot on another page').toBe(0);

  await page.goto('/');
  const chart = page.getByTestId('volume-chart');
  await expect(chart).toBeAttached();
  await page.waitForTimeout(1_500);
  expect(await uPlotLoads(), 'not before the chart is near the screen').toBe(0);

  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas')).toBeVisible();
  await expect.poll(uPlotLoads, { message: 'uPlot loaded for the chart' }).toBe(1);
});

test('a viewer reads the overview with names masked', async ({ page }) => {
  await signIn(page, 'viewer');
  await overviewWithFailures(page);
  const failure = page.getByTestId('attention-problem').filter({ hasText: FAILED_PAYMENT });
  await expect(failure).toContainText('P••••');
  await expect(failure).not.toContainText('Paula');
});
