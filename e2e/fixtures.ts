import { expect, type Page } from '@playwright/test';
import { DEMO_USERS } from '../lib/auth/demo-users';
import type { Role } from '../lib/auth/roles';

export function demoUser(role: Role) {
  const user = DEMO_USERS.find((u) => u.role === role);
  if (!user) throw new Error(`no demo user for ${role}`);
  return user;
}

/** Signs in through the form, as a person would, and waits for the overview. */
export async function signIn(page: Page, role: Role) {
  const user = demoUser(role);
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-user')).toHaveText(user.name);
  return user;
}

/** The USD balance as the API reports it (through the desk's polling route). */
export async function usdBalance(page: Page): Promise<string> {
  const response = await page.request.get('/api/desk/balances');
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { balances: { currency: string; availableBalance: string }[] };
  return body.balances.find((b) => b.currency === 'USD')!.availableBalance;
}
