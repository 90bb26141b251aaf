import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signIn } from './fixtures';
import { SANDBOX_DEMO_API_KEY } from '../lib/env';

test('an admin sees the API the desk calls, whether a key is set (never the key), and tests the connection', async ({
  page,
}) => {
  await signIn(page, 'admin');
  // Reached from Settings (the navigation leaves it there).
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await page
    .getByRole('navigation', { name: 'Settings sections' })
    .getByRole('link', { name: /^API connection/ })
    .click();
  await expect(page.getByRole('heading', { name: 'API connection' })).toBeVisible();
  await expect(page.getByText('Configured', { exact: true })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(SANDBOX_DEMO_API_KEY);
  await page.getByRole('button', { name: 'Test connection' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Connected' });
  await expect(result).toContainText('Health: Ready');
  await expect(result).toContainText(/Balances, read with the configured key: \d+ balances? of merchant/);
  await expect(result).toContainText(/\(\d+ ms\)/);
  await expectNoSeriousViolations(page);
});

test('operators do not see the settings and may not open them', async ({ page }) => {
  await signIn(page, 'operator');
  await expect(page.getByRole('link', { name: 'API connection' })).toHaveCount(0);
  await page.goto('/settings/connection');
  await expect(page.getByText(/needs another role/)).toBeVisible();
});
