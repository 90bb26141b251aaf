import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { sendApiTransaction, signIn } from './fixtures';

const run = Date.now().toString(36).toUpperCase();

// Preferences outlive the test in the journeys' shared database: the operator's are put back to
// the defaults (the browser's zone, the system theme), so later journeys see what they expect.
test.afterEach(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page, 'operator');
  await page.goto('/settings/preferences');
  await page.getByLabel('Timezone').selectOption('');
  await page.getByRole('radio', { name: 'Follow the system' }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();
  await page.close();
});

test('a chosen timezone is applied to every timestamp, named; the theme toggle switches to dark and stays', async ({
  page,
}) => {
  await signIn(page, 'operator');
  // A forged webhook gives the webhook log a row with a time to look at.
  const forged = await page.request.post('/api/desk/webhooks', {
    headers: {
      'content-type': 'application/json',
      'webhook-id': `msg_forged_${run}`,
      'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
      'webhook-signature': 'v1,bm90IGEgcmVhbCBzaWduYXR1cmUgYXQgYWxsIG5vdCBvbmU=',
    },
    data: { type: 'transaction.success', timestamp: new Date().toISOString(), data: { status: 'SUCCESS' } },
  });
  expect(forged.status()).toBe(401);

  await page.goto('/webhooks');
  const refused = page.getByRole('row').filter({ hasText: `msg_forged_${run}` });
  await expect(refused).toContainText('Refused: signature does not match');
  await expect(refused.locator('time')).toHaveAttribute('title', 'UTC');

  await page.goto('/settings/preferences');
  await page.getByLabel('Timezone').selectOption('Asia/Kolkata');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByText('Preferences saved')).toBeVisible();

  await page.goto('/webhooks');
  await expect(refused.locator('time')).toHaveAttribute('title', 'Asia/Kolkata');
  await expect(refused.locator('time')).toContainText('GMT+5:30');

  // Dark: the toggle applies it at once and the cookie keeps it on the next page load.
  const toggle = page.getByRole('button', { name: /^Auto theme/ });
  await toggle.click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(2, 6, 23)');
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: /^Dark theme/ }).click();
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('Ctrl-K finds a remittance by its reference and opens it; pages are found by name', async ({ page }) => {
  const reference = `E2E-FIND-${run}`;
  await sendApiTransaction(page.request, reference);

  await signIn(page, 'reviewer');
  const dialog = page.getByRole('dialog', { name: 'Find anything' });
  const input = dialog.getByRole('combobox');
  // Ctrl-K puts the cursor in the search: what is typed next is searched, without a Tab first.
  await page.keyboard.press('Control+K');
  await expect(input).toBeFocused();
  await page.keyboard.type('review q');
  await expect(dialog.getByRole('option', { name: /Review queue/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The desk learns of it by webhook: search until it is there.
  await expect(async () => {
    await page.keyboard.press('Control+K');
    await expect(dialog).toBeVisible();
    await input.fill(`FIND-${run}`);
    await expect(dialog.getByRole('option', { name: new RegExp(reference) })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/remittances/${reference}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);

  await page.keyboard.press('Control+K');
  await input.fill('review q');
  await dialog.getByRole('option', { name: /Review queue/ }).click();
  await expect(page).toHaveURL(/\/review$/);
});
