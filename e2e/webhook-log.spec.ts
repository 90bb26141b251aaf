import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectNoSeriousViolations } from './axe';
import { sendApiTransaction, signIn } from './fixtures';

/*
 * The webhook log, as finance staff use it to see whether the desk hears about a remittance: an
 * operator sends a remittance, finds its messages on /webhooks by its reference, each delivered with
 * the status code the desk answered and how long it took, redelivers one (after confirming) and
 * sees the new attempt made and answered; the desk received it once. The redelivery is in the audit
 * trail, whose days, times and export are in the person's zone like the log's.
 */

const run = Date.now().toString(36).toUpperCase();
const REFERENCE = `E2E-WH-${run}`;

// A person in Tokyo: the log's and the audit trail's times are in their zone, named.
test.use({ timezoneId: 'Asia/Tokyo' });

/** The row of the remittance's `transaction.acknowledged` message, reloaded until it is delivered. */
async function deliveredRow(page: Page): Promise<Locator> {
  const row = page.getByTestId('sent-message').filter({ hasText: 'transaction.acknowledged' });
  await expect(async () => {
    await page.reload();
    await expect(row).toHaveCount(1, { timeout: 1_000 });
    await expect(row.getByText('Delivered', { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return row;
}

test('an operator sees a remittance’s messages delivered, redelivers one and sees the new attempt', async ({
  page,
  request,
  browser,
}) => {
  await sendApiTransaction(request, REFERENCE);
  await signIn(page, 'operator');

  await page.goto('/webhooks');
  await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
  await expect(page.getByText(/Times in Asia\/Tokyo/)).toBeVisible();
  await page.getByLabel('Remittance reference').fill(REFERENCE);
  await page.getByRole('button', { name: 'Show its messages' }).click();
  await expect(page).toHaveURL(new RegExp(`reference=${REFERENCE}`));

  // Delivered: the status code the desk answered and the time it took, and the desk kept it.
  const row = await deliveredRow(page);
  await expect(row.getByRole('link', { name: REFERENCE })).toBeVisible();
  await expect(row.getByTestId('attempts')).toHaveText('1 attempt');
  const latest = row.getByTestId('latest-answer');
  await expect(latest.getByTestId('status-code')).toHaveText('200');
  await expect(latest.getByTestId('latency')).toHaveText(/^\d+ ms$/);
  await expect(row.getByText('Received', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page);

  // Redeliver asks first; cancelling sends nothing and gives focus back.
  const question = page.getByRole('dialog', { name: 'Redeliver this message?' });
  await row.getByRole('button', { name: 'Redeliver', exact: true }).click();
  await expect(question).toBeVisible();
  await expect(question).toContainText(`transaction.acknowledged about ${REFERENCE}`);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(row.getByRole('button', { name: 'Redeliver', exact: true })).toBeFocused();
  await expect(row.getByTestId('attempts')).toHaveText('1 attempt');

  await row.getByRole('button', { name: 'Redeliver', exact: true }).click();
  await question.getByRole('button', { name: 'Yes, redeliver' }).click();
  await expect(question).toBeHidden();
  // The result: the new attempt made and answered, shown without reloading.
  await expect(row.getByText(/^Sent again: attempt 2 was answered 200 in \d+ ms\.$/)).toBeVisible({
    timeout: 30_000,
  });
  await expect(row.getByTestId('attempts')).toHaveText('2 attempts');
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
  await row.getByText('All 2 attempts').click();
  const attempts = row.getByTestId('attempt');
  await expect(attempts).toHaveCount(2);
  await expect(attempts.nth(1)).toContainText('#2');
  await expect(attempts.nth(1)).toContainText('Asia/Tokyo');
  await expect(attempts.nth(1).getByTestId('status-code')).toHaveText('200');

  // The desk recognised the redelivered message by its id: one receipt, not two.
  const messageId = await row.getAttribute('data-message-id');
  const received = page.getByRole('table').last().getByText(messageId!, { exact: true });
  await expect(received).toHaveCount(1);

  // The redelivery is in the audit trail (an admin reads it), its days in the admin's zone.
  const context = await browser.newContext({ timezoneId: 'Asia/Tokyo' });
  const admin = await context.newPage();
  await signIn(admin, 'admin');
  await admin.goto('/audit?area=webhooks');
  await expect(admin.getByLabel('From (Asia/Tokyo)')).toBeVisible();
  const audited = admin.getByTestId('audit-row').filter({ hasText: messageId! }).first();
  await expect(audited).toContainText('webhooks.redeliver');
  await expect(audited).toContainText('ok');
  // Its export names the zone its times are in, and has the redelivery.
  const exported = await admin.request.get('/api/desk/audit/export?area=webhooks');
  expect(exported.status()).toBe(200);
  const [header, ...rows] = parse(await exported.text(), { bom: true }) as string[][];
  expect(header![1]).toBe('time (Asia/Tokyo)');
  const redelivery = rows.find((row) => row.includes(messageId!));
  expect(redelivery?.[header!.indexOf('action')]).toBe('webhooks.redeliver');
  expect(redelivery?.[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await context.close();
});

for (const role of ['reviewer', 'viewer'] as const) {
  test(`the webhook log is not for a ${role}`, async ({ page }) => {
    await signIn(page, role);
    await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveCount(0);
    await page.goto('/webhooks');
    await expect(page).toHaveURL(/\/forbidden\?need=webhooks%3Aread/);
  });
}
