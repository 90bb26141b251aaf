import { expect, test } from '@playwright/test';
import { E2E_DEPOSIT_TTL_SECONDS } from '../playwright.config';
import { expectNoSeriousViolations } from './axe';
import { signIn, usdBalance } from './fixtures';

test('an operator opens USD instructions, watches the countdown run out and refreshes', async ({ page }) => {
  await signIn(page, 'operator');
  await page.getByRole('link', { name: 'Deposit instructions', exact: true }).click();
  await page.getByLabel('Asset').selectOption('USD');
  await page.getByLabel('Network').selectOption('ACH');
  await page.getByLabel("Payer's country").selectOption('US');
  await page.getByRole('button', { name: 'Show instructions' }).click();

  await expect(page.getByTestId('signature-state')).toHaveText('Signature verified');
  const account = await page.getByTestId('field-Account number').textContent();
  expect(account).toMatch(/^\d{12}$/);
  await expect(page.getByTestId('field-Routing number (ABA)')).toHaveText(/^\d{9}$/);

  // The countdown moves: two readings a moment apart differ, and it ends in the expired state.
  const countdown = page.getByTestId('countdown');
  const firstReading = await countdown.textContent();
  await expect(countdown).not.toHaveText(firstReading!, { timeout: 3_000 });
  await expect(page.getByTestId('expiry-state')).toHaveText(/Expired — refresh/, {
    timeout: (E2E_DEPOSIT_TTL_SECONDS + 3) * 1000,
  });

  await page.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByTestId('countdown')).toBeVisible();
  await expect(page.getByTestId('field-Account number')).not.toHaveText(account!);
  await expect(page.getByTestId('signature-state')).toHaveText('Signature verified');
});

test('a digital asset shows its address with a QR code; a memo chain warns about the memo', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/deposits?asset=USDT&network=ETHEREUM&sourceCountry=SG');
  await expect(page.getByTestId('field-Address')).toHaveText(/^0x[0-9a-f]{40}$/);
  await expect(page.getByRole('img', { name: /QR code of the address/ })).toBeVisible();

  await page.goto('/deposits?asset=USDC&network=STELLAR&sourceCountry=SG');
  await expect(page.getByTestId('field-Memo')).toHaveText(/^CRD\d{10}$/);
  await expect(page.getByText('the payer must include the memo')).toBeVisible();
});

test('a network that does not carry the asset gets an error naming the network', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/deposits?asset=EUR&network=ACH&sourceCountry=DE');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('network ACH does not carry EUR');
});

test('every crypto instruction names its only token and network, and a sandbox deposit of it credits USD', async ({
  page,
}) => {
  await signIn(page, 'operator');
  await page.goto('/deposits?asset=USDC&network=POLYGON&sourceCountry=SG');
  await expect(page.getByTestId('only-token-warning')).toContainText('Send only USDC on Polygon.');
  await page.goto('/deposits?asset=XRP&network=XRPL&sourceCountry=SG');
  await expect(page.getByTestId('only-token-warning')).toContainText('Send only XRP on XRP Ledger (destination tag).');
  await expect(page.getByTestId('field-Destination tag')).toHaveText(/^\d{9}$/);

  const before = Number(await usdBalance(page));
  const form = page.getByRole('form', { name: 'Simulate an incoming deposit' });
  await form.getByLabel('Amount (XRP)').fill('20.5');
  await form.getByRole('button', { name: 'Simulate deposit' }).click();
  await expect(form.getByRole('alert').or(form.getByRole('status')).first()).toContainText(
    'Received 20.5 XRP on XRP Ledger (destination tag), at 0.50 USD per XRP. Credited 10.25 USD.',
  );
  expect(Number(await usdBalance(page))).toBeCloseTo(before + 10.25, 2);
  await expectNoSeriousViolations(page);
});

test('a currency under comprehensive sanctions gets no instruction, said in words', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/deposits?asset=IRR&network=SWIFT&sourceCountry=AE');
  await expect(page.getByTestId('sanctions-refusal')).toHaveText(
    /^IRR \(Iranian Rial\) is under comprehensive sanctions: no deposit instructions are issued in it\. Payers cannot fund your balance in this currency; choose another one\.$/,
  );
  await expect(page.getByTestId('field-Account number')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('CURRENCY_NOT_SUPPORTED');
  await expectNoSeriousViolations(page);
});
