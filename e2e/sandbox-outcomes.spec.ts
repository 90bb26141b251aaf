import { expect, test } from '@playwright/test';
import { API_HEADERS, sendApiTransaction, signIn } from './fixtures';

// The scenario buttons' plan (issue 17): an operator plans a transaction's next outcome, which the
// sandbox's lifecycle then plays at its own pace, and resets a plan to the natural outcome.

const run = Date.now().toString(36).toUpperCase();

// Paused while the plan is made, so the transaction waits for it; back on real time afterwards.
test.afterEach(async ({ request }) => {
  await request.delete('/api/v1/sandbox/clock', { headers: API_HEADERS });
});

test('an operator plans a named failure, resets a plan, and the page reaches Failed with that reason without a reload', async ({
  page,
}) => {
  const paused = await page.request.put('/api/v1/sandbox/clock', { headers: API_HEADERS, data: { paused: true } });
  expect(paused.ok(), await paused.text()).toBeTruthy();
  const reference = `E2E-PLAN-${run}`;
  await sendApiTransaction(page.request, reference);

  await signIn(page, 'operator');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(async () => {
    await page.goto(`/remittances/${encodeURIComponent(reference)}`);
    await expect(heading).toContainText(reference, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.getByText('Sandbox outcome', { exact: true }).click();
  const planned = page.getByTestId('sandbox-planned-outcome');
  await expect(planned).toHaveText(
    'Next: to be paid out and stay so (the natural outcome for its amount and reference).',
  );

  // A plan, then its reset: nothing moves meanwhile.
  await page.getByRole('button', { name: 'Plan: return after payout' }).click();
  await expect(planned).toHaveText('Next: to be returned after payout (planned on the desk).');
  await page.getByRole('button', { name: 'Reset to the natural outcome' }).click();
  await expect(planned).toContainText('(the natural outcome for its amount and reference)');
  await expect(page.getByRole('button', { name: 'Reset to the natural outcome' })).toBeDisabled();

  // A named failure, planned; the lifecycle plays it once the clock runs again.
  await page.getByLabel('Failure reason').selectOption({ label: "The beneficiary's KYC did not pass" });
  await page.getByRole('button', { name: 'Plan: fail for the reason chosen' }).click();
  await expect(planned).toHaveText("Next: to fail: The beneficiary's KYC did not pass (planned on the desk).");
  await expect(page.getByTestId('remittance-status')).not.toHaveText('Failed');
  const resumed = await page.request.delete('/api/v1/sandbox/clock', { headers: API_HEADERS });
  expect(resumed.ok(), await resumed.text()).toBeTruthy();
  await expect(page.getByTestId('remittance-status')).toHaveText('Failed', { timeout: 45_000 });
  await expect(page.locator('main').getByRole('alert').filter({ hasText: 'GSME3007' })).toBeVisible();
  await expect(planned).toHaveText('Nothing is planned: it has reached its end.', { timeout: 15_000 });
});
