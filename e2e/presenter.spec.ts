import { expect, test, type Page } from '@playwright/test';
import { API_HEADERS, sendApiTransaction, signIn } from './fixtures';

// Presenter mode (issue 17): personal data masked whatever the role, a SANDBOX watermark, and beside
// a remittance the live sequence of the messages exchanged about it; the scenario buttons force an
// outcome that the page then shows.

const run = Date.now().toString(36).toUpperCase();

// The sandbox's clock is paused so the remittance waits for the scenario buttons (forced moves do
// not wait for the clock); it goes back on real time after the journey for later ones.
test.afterEach(async ({ request }) => {
  await request.delete('/api/v1/sandbox/clock', { headers: API_HEADERS });
});

/** The list, reloaded until the remittance shows up (its webhook, then the lookup, take a moment). */
async function openRemittance(page: Page, reference: string) {
  const row = page.getByTestId('remittance-row').filter({ hasText: reference });
  await expect(async () => {
    await page.goto(`/remittances?search=${encodeURIComponent(reference)}`);
    await expect(row).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(row).toContainText('L••••• C••••••••• L••');
  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);
}

test('presenter mode masks an admin’s view, shows the watermark and the messages exchanged; a forced failure shows', async ({
  page,
}) => {
  const paused = await page.request.put('/api/v1/sandbox/clock', { headers: API_HEADERS, data: { paused: true } });
  expect(paused.ok(), await paused.text()).toBeTruthy();
  const reference = `E2E-PRESENT-${run}`;
  const { serviceRef } = await sendApiTransaction(page.request, reference);

  await signIn(page, 'admin');
  await expect(page.getByTestId('sandbox-watermark')).toHaveCount(0);
  const toggle = page.getByRole('button', { name: 'Presenter mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('sandbox-watermark')).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/presenter/);

  await openRemittance(page, reference);
  const main = page.locator('main');
  // No personal data for an admin presenting: names masked, no reveal or dossier.
  await expect(main).toContainText('L••••• C••••••••• L••');
  await expect(main).not.toContainText('Lagoon Components Ltd');
  await expect(main).not.toContainText('Grace');
  await expect(page.getByRole('link', { name: 'Compliance dossier' })).toHaveCount(0);

  // The messages exchanged: the webhook that told the desk of it, its signature verified.
  const messages = page.getByRole('region', { name: 'Messages exchanged' });
  await expect(messages).toBeVisible();
  const webhook = messages.getByTestId('exchange').filter({ hasText: 'Webhook transaction.acknowledged' }).first();
  await expect(webhook).toBeVisible({ timeout: 20_000 });
  await expect(webhook.getByTestId('exchange-signature')).toHaveText('Signature verified');

  // A forged webhook claiming this remittance is refused, and the sequence says why.
  const forged = JSON.stringify({
    type: 'transaction.failed',
    timestamp: new Date().toISOString(),
    data: { transactionReference: serviceRef, partnerTransactionReference: reference, status: 'FAILED', final: true },
  });
  const refused = await page.request.post('/api/desk/webhooks', {
    headers: {
      'content-type': 'application/json',
      'webhook-id': `msg_forged_${run}`,
      'webhook-timestamp': String(Math.floor(Date.now() / 1000)),
      'webhook-signature': 'v1,Zm9yZ2VkIHNpZ25hdHVyZSBub3QgdmFsaWQ=',
    },
    data: forged,
  });
  expect(refused.status()).toBe(401);
  const refusal = messages.getByTestId('exchange').filter({ hasText: 'Webhook refused' });
  await expect(refusal.getByTestId('exchange-signature')).toContainText('Signature check failed');

  // The scenario buttons: a named failure, forced now; the page follows without a reload.
  await page.getByText('Sandbox outcome', { exact: true }).click();
  await page.getByLabel('Failure reason').selectOption({ label: "The beneficiary's KYC did not pass" });
  await page.getByRole('button', { name: 'Force: fail for the reason chosen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Failed on the sandbox' })).toContainText('PENDING → FAILED');
  await expect(page.getByTestId('remittance-status')).toHaveText('Failed', { timeout: 30_000 });
  await expect(main.getByRole('alert').filter({ hasText: 'GSME3007' })).toBeVisible();

  // …and the sequence shows the desk's requests, the API's answers and the webhooks they caused.
  const transitions = `/api/v1/sandbox/transactions/${serviceRef}/transitions`;
  await expect(
    messages
      .getByTestId('exchange')
      .filter({ hasText: `POST ${transitions}` })
      .filter({ hasText: 'Desk → API' }),
  ).toHaveCount(2);
  await expect(messages.getByTestId('exchange').filter({ hasText: `POST ${transitions} → 200 · FAILED` })).toHaveCount(
    1,
  );
  for (const status of ['pending', 'failed']) {
    const sent = messages
      .getByTestId('exchange')
      .filter({ hasText: `Webhook transaction.${status}` })
      .first();
    await expect(sent).toBeVisible({ timeout: 20_000 });
    await expect(sent.getByTestId('exchange-signature')).toHaveText('Signature verified');
  }
  // The JSON one click away: the request's body, and never a key.
  const request = messages.getByTestId('exchange').filter({ hasText: 'Desk → API' }).last();
  await request.getByText('JSON', { exact: true }).click();
  await expect(request.getByLabel('JSON, personal data masked')).toContainText('"to": "FAILED"');
  await expect(messages).not.toContainText(API_HEADERS['x-api-key']);

  // Off again: names come back for the admin.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(main).toContainText('Lagoon Components Ltd');
  await expect(page.getByTestId('sandbox-watermark')).toHaveCount(0);
});
