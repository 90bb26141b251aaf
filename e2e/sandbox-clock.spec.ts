import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { API_HEADERS, sendApiTransaction, signIn } from './fixtures';

// The clock is the whole sandbox's: it is put back on real time after the journey, so later
// journeys see their lifecycles move and their instructions expire as usual.
test.afterEach(async ({ request }) => {
  await request.delete('/api/v1/sandbox/clock', { headers: API_HEADERS });
});

test('an admin pauses the sandbox clock and nothing moves until it runs again; others do not see it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  // Reached from Settings (the navigation leaves it there).
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: /^Sandbox clock/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Sandbox clock' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Running at real speed' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Paused' })).toBeVisible();
  // A transaction sent while paused stays where it started.
  const reference = `CLOCK-${Date.now().toString(36).toUpperCase()}`;
  await sendApiTransaction(page.request, reference);
  await page.waitForTimeout(2500);
  const paused = await page.request.get(`/api/v1/transactions/${reference}`, { headers: API_HEADERS });
  expect((await paused.json()).status).toBe('ACKNOWLEDGED');

  await page.getByRole('button', { name: '10×' }).click();
  await expect(page.getByRole('button', { name: '10×' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Running at 10× real speed' })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/v1/transactions/${reference}`, { headers: API_HEADERS })).json()).status,
      {
        timeout: 10_000,
      },
    )
    .not.toBe('ACKNOWLEDGED');

  // Paused for a while, an hour ahead, then ten times faster: wherever it stands, it goes back on
  // real time — the real time, not an hour ahead of it.
  await page.getByRole('button', { name: '+ 1 hour' }).click();
  await expect(page.getByRole('status').filter({ hasText: /1 h .*ahead of real time/ })).toBeVisible();
  await page.getByRole('button', { name: 'Back to real time' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Running at real speed' })).toHaveText(
    'Running at real speed · on real time',
  );
  const clock = await (await page.request.get('/api/v1/sandbox/clock', { headers: API_HEADERS })).json();
  expect(Math.abs(Date.parse(clock.now) - Date.parse(clock.realNow))).toBeLessThan(2000);

  // Operators neither see the page in the navigation nor may open it.
  const operator = await browser.newPage();
  await signIn(operator, 'operator');
  await expect(operator.getByRole('link', { name: 'Sandbox clock' })).toHaveCount(0);
  await operator.goto('/settings/sandbox');
  await expect(operator.getByText(/needs another role/)).toBeVisible();
  await operator.close();
});
