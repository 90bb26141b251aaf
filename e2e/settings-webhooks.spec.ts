import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { sendApiTransaction, signIn } from './fixtures';

/*
 * An admin rotates the webhook signing secret of the desk's own receiver on /settings/webhooks, with
 * an overlap in which the API signs with both secrets. The desk keeps following its records: a
 * remittance sent after the rotation reaches its final state on the desk (which learns of it by
 * webhook only), and the webhook log shows no message refused.
 */

const REFERENCE = `E2E-ROT-${Date.now().toString(36).toUpperCase()}`;

/** How many messages the first page of the desk's received webhooks shows as refused. */
async function refusedCount(page: Page): Promise<number> {
  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  return page.getByText(/^Refused/).count();
}

test('an admin rotates the webhook secret and the desk keeps following its remittances', async ({ page }) => {
  await signIn(page, 'admin');
  const refusedBefore = await refusedCount(page);

  await page.goto('/settings/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'The desk’s receiver' });
  await expect(card.getByText('Every event')).toBeVisible();
  await expect(card.getByText(/^(\d+(\.\d)? % \(\d+ of \d+\)|No deliveries in the last 24 hours)$/)).toBeVisible();
  await expect(card.getByText('One secret signs')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Rotate asks first, with the overlap chosen.
  await card.getByLabel('Overlap for the desk’s receiver').selectOption({ label: '1 hour' });
  await card.getByRole('button', { name: 'Rotate secret' }).click();
  await card.getByRole('button', { name: 'Rotate now, both sign for 1 hour' }).click();
  const done = card.getByRole('status').filter({ hasText: 'Secret rotated' });
  await expect(done).toBeVisible();
  await expect(done).toContainText('The desk keeps the new one and verifies with both meanwhile.');
  await expect(done).not.toContainText('whsec_');
  await page.reload();
  await expect(card.getByText(/^Rotated: the old secret signs beside the new one until /)).toBeVisible();

  // A remittance sent after the rotation: the desk hears of it by webhook and follows it to the end.
  await sendApiTransaction(page.request, REFERENCE);
  await expect(async () => {
    const response = await page.goto(`/remittances/${REFERENCE}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('remittance-status')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId('remittance-status')).toHaveText('Success', { timeout: 30_000 });

  // The webhook log: its messages verified, none refused during the overlap.
  expect(await refusedCount(page)).toBe(refusedBefore);
  await expect(page.getByRole('link', { name: REFERENCE }).first()).toBeVisible();
});

test('an admin adds another endpoint: a bad address is named at its field, then the secret is shown once', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/settings/webhooks');
  const form = page.getByRole('form', { name: 'Add an endpoint' });
  await form.getByLabel('Receiver address').fill('erp.example.com/hooks');
  await form.getByLabel('Receiver address').press('Enter');
  await expect(form.getByText(/http\(s\) URL/)).toBeVisible();
  await expect(form.getByLabel('Receiver address')).toBeFocused();

  const url = `http://127.0.0.1:9/erp-${Date.now().toString(36)}/webhooks`;
  await form.getByLabel('Receiver address').fill(url);
  await form.getByLabel('Description (optional)').fill('Our ERP');
  // Files only: the journeys after this one count each remittance's messages to the desk's receiver.
  await form.getByLabel('Events').selectOption({ label: 'Files' });
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Endpoint added' })).toBeVisible();
  await expect(page.getByTestId('endpoint-secret')).toHaveText(/^whsec_/);
  const card = page.getByRole('listitem').filter({ hasText: 'Our ERP' });
  await expect(card).toContainText(url);
  await expect(card).toContainText('file.accepted');
  await expectNoSeriousViolations(page);
  // The secret is not shown again.
  await page.reload();
  await expect(page.getByTestId('endpoint-secret')).toHaveCount(0);
});
