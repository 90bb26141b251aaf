import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { API_HEADERS, signIn } from './fixtures';

// The full tour, played at a tenth of its waits (DEMO_PACE=0.1 in playwright.config.ts).
test.setTimeout(150_000);

// The tour moves the sandbox clock forward once (a quote left to expire); reset puts it back on
// real time, and a clock that ran ahead stands still until real time catches up: the journeys
// after this one wait for that, so their lifecycles and expiries move as usual.
test.afterAll(async ({ request }) => {
  await request.delete('/api/v1/sandbox/clock', { headers: API_HEADERS });
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/v1/sandbox/clock', { headers: API_HEADERS })).json()) as {
            aheadSeconds: number;
          }
        ).aheadSeconds,
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBeLessThanOrEqual(0);
});

test('an admin plays the tour; a viewer watches it live with names masked; reset leaves an empty demo', async ({
  page,
  browser,
}) => {
  // The viewer, in a browser of their own, opens the empty demo first and never reloads.
  const viewerContext = await browser.newContext();
  const viewer = await viewerContext.newPage();
  await signIn(viewer, 'viewer');
  await viewer.getByRole('link', { name: 'Demo' }).click();
  await expect(viewer.getByRole('heading', { name: 'Demo', level: 1 })).toBeVisible();
  await expect(viewer.getByTestId('demo-empty')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Start' })).toHaveCount(0);
  let reloads = 0;
  viewer.on('framenavigated', (frame) => {
    if (frame === viewer.mainFrame()) reloads += 1;
  });

  await signIn(page, 'admin');
  await page.goto('/demo');
  await page.getByLabel('Scenario').selectOption('tour');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByTestId('demo-run-status')).toHaveText('Playing');

  // The viewer sees the run appear and its remittances reach their ends.
  await expect(viewer.getByTestId('demo-run-status')).toHaveText(/Playing|Finished/, { timeout: 15_000 });
  await expect(viewer.getByTestId('demo-run-status')).toHaveText('Finished', { timeout: 90_000 });
  const remittances = viewer.getByTestId('demo-remittance');
  await expect(remittances).toHaveCount(9);
  const statusOf = (title: string) => remittances.filter({ hasText: title }).getByTestId('demo-remittance-status');
  await expect(statusOf('A business pays a supplier in Lagos (b2b)')).toHaveText('Success');
  await expect(statusOf('An FX payment')).toHaveText('Completed');
  // The failure explained in words, and the return with its reason.
  const failed = remittances.filter({ hasText: "The beneficiary's KYC is refused" });
  await expect(failed.getByTestId('demo-remittance-status')).toHaveText('Failed');
  await expect(failed.getByTestId('demo-failure')).toContainText(/recipient|beneficiary/i);
  await expect(failed.getByTestId('demo-failure')).toContainText('GSME3007');
  const returned = remittances.filter({ hasText: 'Paid out, then returned' });
  await expect(returned.getByTestId('demo-remittance-status')).toHaveText('Returned');
  await expect(returned.getByTestId('demo-failure')).toContainText(/return/i);
  // The screened one was approved by the demo reviewer; the expired quote was asked again.
  await expect(viewer.getByTestId('demo-step').filter({ hasText: 'The demo reviewer checks' })).toContainText(
    'Approved by Demo reviewer',
  );
  await expect(viewer.getByTestId('demo-step').filter({ hasText: 'The quote expires' })).toContainText('quoted again');
  // No personal data for the viewer: a sender's name is masked, never shown.
  await expect(viewer.getByText('Louis Martin')).toHaveCount(0);
  await expect(
    remittances.filter({ hasText: 'A person sends a gift home (p2p)' }).getByTestId('demo-parties'),
  ).toContainText('L•••• M•••••');
  expect(reloads).toBe(0);
  await expectNoSeriousViolations(viewer);

  // The admin sees the names; then resets.
  await expect(page.getByText('Louis Martin').first()).toBeVisible();
  const reference = await remittances.first().getAttribute('data-reference');
  const prefix = reference!.match(/^DEMO-[0-9a-f]{8}-/)![0];
  // The run's remittances are on the list (searched by the run's prefix) until the reset.
  await page.goto(`/remittances?search=${encodeURIComponent(prefix)}`);
  await expect(page.getByText('9 remittances match')).toBeVisible();
  await page.goto('/demo');

  // Presenter mode: the names masked for the admin too, and beside one of the run's remittances the
  // messages exchanged about it, each webhook with its signature checked.
  const presenter = page.getByRole('button', { name: 'Presenter mode' });
  await presenter.click();
  await expect(presenter).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('sandbox-watermark')).toBeVisible();
  await expect(page.getByText('Louis Martin')).toHaveCount(0);
  const b2b = page.getByTestId('demo-remittance').filter({ hasText: 'A business pays a supplier in Lagos (b2b)' });
  await b2b.getByRole('link', { name: `${prefix}B2B` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`${prefix}B2B`);
  const messages = page.getByRole('region', { name: 'Messages exchanged' });
  const webhooks = messages.locator('[data-testid="exchange"][data-kind="webhook"]');
  await expect(webhooks.filter({ hasText: 'Webhook transaction.success' }).first()).toBeVisible({ timeout: 20_000 });
  for (const webhook of await webhooks.all())
    await expect(webhook.getByTestId('exchange-signature')).toHaveText('Signature verified');
  await presenter.click();
  await expect(presenter).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('sandbox-watermark')).toHaveCount(0);

  await page.goto('/demo');
  await page.getByRole('button', { name: 'Reset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset the demo?' });
  await dialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(/Reset: what the run made is gone/)).toBeVisible({ timeout: 30_000 });

  // The viewer's page empties by itself; the run's remittances are gone from the list and the API.
  await expect(viewer.getByTestId('demo-empty')).toBeVisible({ timeout: 15_000 });
  expect(reloads).toBe(0);
  await page.goto(`/remittances?search=${encodeURIComponent(prefix)}`);
  await expect(page.getByText('0 remittances match')).toBeVisible();
  const gone = await page.request.get(`/api/v1/transactions/${encodeURIComponent(`${prefix}B2B`)}`, {
    headers: API_HEADERS,
  });
  expect(gone.status()).toBe(404);
  await viewerContext.close();
});
