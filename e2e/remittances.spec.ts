import { expect, test, type Page } from '@playwright/test';
import { sendApiTransaction, signIn } from './fixtures';

/** A suffix that keeps this run's references apart from earlier runs'. */
const run = Date.now().toString(36).toUpperCase();

/** The list, reloaded until the remittance shows up (its webhook, then the lookup, take a moment). */
async function rowInList(page: Page, reference: string) {
  const row = page.getByTestId('remittance-row').filter({ hasText: reference });
  await expect(async () => {
    await page.goto(`/remittances?search=${encodeURIComponent(reference)}`);
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return row;
}

test('a transaction created through the API appears, is followed to its final status, and can be repeated', async ({
  page,
}) => {
  const reference = `E2E-REMIT-${run}`;
  const { serviceRef } = await sendApiTransaction(page.request, reference);

  await signIn(page, 'operator');
  const row = await rowInList(page, reference);
  await expect(row).toContainText('Transaction · P2B');
  await expect(row).toContainText('Lagoon Components Ltd');
  await expect(row).toContainText('300,000.00 NGN');

  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(page.getByText(serviceRef, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy service reference' })).toBeVisible();

  // Followed live to the end, without a reload: ACKNOWLEDGED → PENDING → SUCCESS.
  await expect(page.getByTestId('remittance-status')).toHaveText('Success', { timeout: 30_000 });
  await expect(page.getByTestId('status-explanation')).toHaveText("Paid out: the recipient's account was credited.");
  // Paid out is never final: a return may still follow (issue 14).
  await expect(page.getByTestId('live-note')).toHaveText(/^Paid out\. A return may still follow/);
  // Every status once, in lifecycle order, whichever the desk learned first.
  await expect(page.getByTestId('timeline-status')).toHaveText(['Acknowledged', 'Pending', 'Success']);

  // The API's record of it (created elsewhere, so no KYC) as a reviewer reads it, and the exact JSON
  // behind a disclosure.
  await expect(page.getByText('created elsewhere carries no KYC')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sender', level: 3 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Credit party', level: 4 })).toBeVisible();
  const json = page.getByLabel('Request JSON', { exact: true });
  await expect(json).toBeHidden();
  await page.getByText('Request JSON', { exact: true }).click();
  await expect(json).toContainText(`"transactionReference": "${serviceRef}"`);

  await expect(page.getByRole('link', { name: 'Repeat' })).toHaveAttribute(
    'href',
    `/compose/transaction?repeat=${reference}`,
  );

  // It counts as completed in the list's filter, and not as in flight.
  await page.goto(`/remittances?status=completed&search=${reference}`);
  await expect(page.getByTestId('remittance-row')).toHaveCount(1);
  await page.goto(`/remittances?status=in-flight&search=${reference}`);
  await expect(page.getByText('No remittance matches these filters.')).toBeVisible();
});

test('a failed transaction explains its error code in words', async ({ page }) => {
  const reference = `E2E-REMIT-FAIL-${run}`;
  await sendApiTransaction(page.request, reference, { amount: '300000.13' });
  await signIn(page, 'operator');
  await (await rowInList(page, reference)).getByRole('link', { name: reference }).click();
  await expect(page.getByTestId('remittance-status')).toHaveText('Failed', { timeout: 30_000 });
  const failure = page.locator('main').getByRole('alert');
  await expect(failure).toContainText("The payout partner could not verify the sender's identity (KYC).");
  await expect(failure).toContainText('GSME3006');
});

test('a viewer sees remittances with names masked, and no compose or repeat actions', async ({ page }) => {
  const reference = `E2E-REMIT-VIEW-${run}`;
  await sendApiTransaction(page.request, reference);
  await signIn(page, 'viewer');
  const row = await rowInList(page, reference);
  await expect(row.getByTestId('remittance-parties')).toContainText('L••••• C••••••••• L••');
  await expect(row).not.toContainText('Lagoon');
  await expect(page.locator('main').getByRole('link', { name: 'New transaction' })).toHaveCount(0);
  await expect(page.getByLabel('Search by reference', { exact: true })).toBeVisible();

  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
  await expect(page.getByRole('link', { name: 'Repeat' })).toHaveCount(0);
  await page.getByText('Request JSON', { exact: true }).click();
  await expect(page.getByLabel('Request JSON', { exact: true })).toContainText('L••••• C••••••••• L••');
  await expect(page.locator('main')).not.toContainText('Lagoon Components');
  await expect(page.locator('main')).not.toContainText('0123456789');
});

test('an unknown reference answers the not-found page, and its status route a 404', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/remittances/NO-SUCH-REFERENCE');
  await expect(page.getByRole('heading', { name: 'Remittance not found' })).toBeVisible();
  const response = await page.request.get('/api/desk/remittances/NO-SUCH-REFERENCE');
  expect(response.status()).toBe(404);
  await page.goto('/remittances?status=lost');
  await expect(page.getByText('Ignored: status.')).toBeVisible();
});
