import { expect, test } from '@playwright/test';
import { SANDBOX_DEMO_API_KEY } from '../lib/env';
import { signIn, usdBalance } from './fixtures';

const USD_INSTRUCTIONS = '/deposits?asset=USD&network=SWIFT&sourceCountry=US';

test('an operator simulates a deposit and the balance grows by exactly that amount', async ({ page }) => {
  await signIn(page, 'operator');
  const before = Number(await usdBalance(page));
  await page.goto(USD_INSTRUCTIONS);
  await page.getByLabel('Amount (USD)').fill('1250.50');
  await page.getByRole('button', { name: 'Simulate deposit' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Credited 1250.50 USD' })).toBeVisible();
  expect(Number(await usdBalance(page))).toBeCloseTo(before + 1250.5, 2);
});

test('the simulate form rejects an amount with too many decimals at the field', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto(USD_INSTRUCTIONS);
  await page.getByLabel('Amount (USD)').fill('10.123');
  await page.getByRole('button', { name: 'Simulate deposit' }).click();
  await expect(page.getByText('has more decimals than USD allows')).toBeVisible();
});

test('a viewer sees no operator action, and posting to it anyway is refused without a write', async ({
  page,
  browser,
}) => {
  // Learn the server action's id the way a curious viewer could: from an operator's request.
  const operator = await browser.newPage();
  await signIn(operator, 'operator');
  await operator.goto(USD_INSTRUCTIONS);
  const actionRequest = operator.waitForRequest((r) => r.method() === 'POST' && !!r.headers()['next-action']);
  await operator.getByLabel('Amount (USD)').fill('1.00');
  await operator.getByRole('button', { name: 'Simulate deposit' }).click();
  const request = await actionRequest;
  const actionId = request.headers()['next-action']!;
  await operator.close();

  await signIn(page, 'viewer');
  await page.goto(USD_INSTRUCTIONS);
  await expect(page.getByTestId('signature-state')).toHaveText('Signature verified');
  await expect(page.getByRole('button', { name: 'Simulate deposit' })).toHaveCount(0);

  const before = await usdBalance(page);
  const response = await page.request.post(USD_INSTRUCTIONS, {
    headers: { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' },
    data: JSON.stringify([{ currency: 'USD', amount: '999999.00' }]),
  });
  expect(await response.text()).toContain('may not do this');
  expect(await usdBalance(page)).toBe(before);
});

test('a viewer cannot search payers or beneficiaries by name through the composer’s picker route', async ({ page }) => {
  await signIn(page, 'viewer');
  // The picker searches by name; viewers see names masked, so a name search would reveal them.
  for (const kind of ['payer', 'beneficiary']) {
    const response = await page.request.get(`/api/desk/parties?kind=${kind}&search=a`);
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  }
});

test('the overview keeps its balances current without a reload', async ({ page, request }) => {
  await signIn(page, 'viewer');
  const usd = page.getByTestId('balance-USD');
  // The figure shown, in cents: "1,234.50 USD" → 123450.
  const shownCents = async () =>
    Math.round(Number((await usd.locator('p').nth(1).innerText()).replace(/[^\d.]/g, '')) * 100);
  const before = await shownCents();
  const credited = await request.post('/api/v1/sandbox/deposits', {
    headers: { 'x-api-key': SANDBOX_DEMO_API_KEY },
    data: { currency: 'USD', amount: '777.25' },
  });
  expect(credited.ok()).toBeTruthy();
  await expect(page.getByText('update every 10 seconds')).toBeVisible();
  // Another client credited the ledger: the page shows it within one refresh (10 s), untouched.
  await expect.poll(shownCents, { timeout: 15_000 }).toBeGreaterThanOrEqual(before + 77_725);
});
