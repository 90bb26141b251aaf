import { expect, test } from '@playwright/test';
import { ROLE_LABELS, ROLES } from '../lib/auth/roles';
import { SANDBOX_DEMO_USERS } from '../lib/auth/demo-users';
import { demoUser, signIn } from './fixtures';

test('a visitor who is not signed in is sent to sign-in', async ({ page }) => {
  await page.goto('/deposits');
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in to the desk' })).toBeVisible();
});

test('a wrong password is refused with a message, and nothing is signed in', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill('operator@corridor.test');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText('do not match');
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the form names the missing fields when left empty', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter the e-mail address you sign in with')).toBeVisible();
  await expect(page.getByText('Enter your password')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form still signs in, and still names a missing field', async ({ page }) => {
    const user = demoUser('operator');
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your password')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('current-user')).toHaveText(user.name);
  });
});

for (const role of ROLES) {
  test(`${role} signs in, sees their role and the balances, and signs out`, async ({ page }) => {
    await signIn(page, role);
    await expect(page.getByTestId('current-role')).toHaveText(ROLE_LABELS[role]);
    await expect(page.getByTestId('balance-USD')).toContainText('USD');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
  });
}

test('the sandbox sign-in offers every demo account, the second admin included', async ({ page }) => {
  await page.goto('/sign-in');
  const offered = page.getByRole('button', { name: /^Use the .* account/ });
  await expect(offered).toHaveCount(SANDBOX_DEMO_USERS.length);
  for (const user of SANDBOX_DEMO_USERS)
    await expect(
      page.getByRole('button', { name: `Use the ${user.role} account (${user.email})`, exact: true }),
    ).toBeVisible();
});

test('pages name an icon that exists, and /favicon.ico answers it (no 404 on every page)', async ({
  page,
  request,
}) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await page.goto('/sign-in');
  const href = await page.locator('link[rel="icon"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  expect((await request.get(href!)).status()).toBe(200);
  expect((await request.get('/favicon.ico')).status()).toBe(200);
  expect(missing).toEqual([]);
});
