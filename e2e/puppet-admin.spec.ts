// Issue 26, item 6 ("One admin can be two"): an admin creates a second admin and is shown its
// one-time password; it does not open the desk until a different admin confirms the new admin's
// rights; confirmed, the new admin still cannot confirm the first admin's change of the approval
// rules, because the first admin made their account.
import { expect, test, type Page } from '@playwright/test';
import { secondAdmin, signIn } from './fixtures';

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a second admin made by one admin waits for another admin, and cannot confirm its maker’s rule change', async ({
  page: ada,
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Pia Puppet ${stamp}`;
  const email = `pia.${stamp}@corridor.test`;
  const ownPassword = `pia-own-password-${stamp}`;

  // Ada adds an admin: the one-time password is shown, with the confirmation it still needs.
  await signIn(ada, 'admin');
  await ada.goto('/settings/users');
  const form = ada.getByRole('form', { name: 'Add a person' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption('admin');
  await form.getByLabel('How they get in').selectOption('one-time-password');
  await form.getByRole('button', { name: 'Add person' }).click();
  const secret = ada.getByTestId('created-secret');
  await expect(secret).toHaveText(/^[\w-]{16}$/);
  const oneTimePassword = (await secret.textContent())!.trim();
  await expect(ada.getByText(/works only once another admin has confirmed/)).toBeVisible();
  const row = ada.getByRole('listitem', { name });
  await expect(row).toContainText('Waits for a second admin');
  await expect(row.getByRole('button', { name: /^Confirm / })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Withdraw' })).toBeVisible();

  // The one-time password does not work yet.
  const piaContext = await browser.newContext();
  const pia = await piaContext.newPage();
  await signInAs(pia, email, oneTimePassword);
  await expect(pia.getByText(/waits for a second admin of the desk to confirm it/)).toBeVisible();
  await expect(pia).toHaveURL(/\/sign-in/);

  // A different admin confirms the new admin's rights.
  const ariContext = await browser.newContext();
  const ari = await ariContext.newPage();
  await signIn(ari, secondAdmin());
  await ari.goto('/settings/users');
  const ariRow = ari.getByRole('listitem', { name });
  await ariRow.getByRole('button', { name: `Confirm Admin for ${name}` }).click();
  await expect(ariRow.getByText(`${name} is now Admin.`)).toBeVisible();
  await expect(ariRow).toContainText('Active — to choose a password');
  await ariContext.close();

  // Now the one-time password opens the desk (after choosing a password of their own).
  await signInAs(pia, email, oneTimePassword);
  await expect(pia.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await pia.getByLabel('New password').fill(ownPassword);
  await pia.getByLabel('The same password again').fill(ownPassword);
  await pia.getByRole('button', { name: 'Save my password' }).click();
  await expect(pia.getByTestId('current-user')).toHaveText(name);

  // Ada proposes a change of the approval rules; the admin she made may not confirm it.
  await ada.goto('/settings/approval-rules');
  await ada.getByRole('button', { name: 'Propose as a new version' }).click();
  const heading = ada.getByRole('heading', { name: /Proposed: version \d+/ });
  await expect(heading).toBeVisible();
  const version = (await heading.textContent())!.replace(/\D+/g, '');
  await pia.goto('/settings/approval-rules');
  await pia.getByRole('button', { name: `Confirm version ${version}` }).click();
  await expect(pia.getByText(/created or given its rights by the admin who proposed this version/)).toBeVisible();
  await pia.reload();
  await expect(pia.getByRole('heading', { name: `Proposed: version ${version}` })).toBeVisible();
  await piaContext.close();

  // Ada withdraws it: the rules the other journeys meet stay as they were.
  await ada.reload();
  await ada.getByRole('button', { name: `Withdraw version ${version}` }).click();
  await expect(ada.getByRole('heading', { name: /Proposed:/ })).toHaveCount(0);
});
