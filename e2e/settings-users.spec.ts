// Issue 17, Done-when line 2 (first half): an admin creates an operator with a one-time password;
// the operator signs in in another browser, chooses their own password and composes (a quote);
// the admin deactivates them, and the operator's next request — an action, then a page — is refused.
import { expect, test, type Page } from '@playwright/test';
import { businessRecipient, businessSender, corridor, parties, providerDetails } from './composer';
import { signIn } from './fixtures';

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('an admin creates an operator who signs in, chooses a password and composes; deactivated, they are refused at once', async ({
  page: admin,
  browser,
}) => {
  test.setTimeout(180_000);
  // Unique per run, so a re-run on the same database makes a new person.
  const stamp = Date.now();
  const name = `Olu Operator ${stamp}`;
  const email = `olu.${stamp}@corridor.test`;
  const ownPassword = `olu-own-password-${stamp}`;

  await signIn(admin, 'admin');
  await admin.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await expect(admin.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await admin.getByRole('link', { name: /^Users/ }).click();
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();

  const form = admin.getByRole('form', { name: 'Add a person' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Role').selectOption('operator');
  await form.getByLabel('How they get in').selectOption('one-time-password');
  await form.getByRole('button', { name: 'Add person' }).click();
  const secret = admin.getByTestId('created-secret');
  await expect(secret).toHaveText(/^[\w-]{16}$/);
  const oneTimePassword = (await secret.textContent())!.trim();
  const row = admin.getByRole('listitem', { name });
  await expect(row).toContainText('Active — to choose a password');
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Ada Admin');

  // The operator, in a browser of their own: the one-time password leads to "Choose your password" first.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInAs(operator, email, oneTimePassword);
  await expect(operator.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  await operator.goto('/remittances');
  await expect(operator).toHaveURL(/\/choose-password$/);
  await operator.getByLabel('New password').fill(ownPassword);
  await operator.getByLabel('The same password again').fill(`${ownPassword}-typo`);
  await operator.getByRole('button', { name: 'Save my password' }).click();
  await expect(operator.getByLabel('The same password again')).toHaveAccessibleDescription(/not the same/);
  await operator.getByLabel('The same password again').fill(ownPassword);
  await operator.getByRole('button', { name: 'Save my password' }).click();
  await expect(operator.getByTestId('current-user')).toHaveText(name);

  // They compose: the composer, filled, gets a quote.
  await operator.getByRole('link', { name: 'New transaction' }).click();
  await expect(operator.getByRole('heading', { name: 'New transaction' })).toBeVisible();
  await operator.getByRole('radio', { name: /^b2b ·/ }).check();
  await corridor(operator, { amount: '1500000', purpose: 'Goods Payment', source: 'Business Revenue' });
  await businessSender(operator);
  await businessRecipient(operator);
  await parties(operator, { value: '0123456789' });
  await providerDetails(operator, { kid: true, mode: 'Bank account', option: 'Account Credit' });
  await operator.getByRole('button', { name: 'Get quote' }).click();
  await expect(operator.getByRole('heading', { name: 'Quote' })).toBeVisible();

  // The admin sees the sign-in, then deactivates them (confirmed).
  await admin.reload();
  await expect(row).not.toContainText('Never');
  await expect(row).not.toContainText('to choose a password');
  await row.getByRole('button', { name: 'Deactivate…' }).click();
  await row.getByRole('button', { name: `Deactivate ${name}` }).click();
  await expect(row.getByText(`${name} is deactivated; their sessions have ended.`)).toBeVisible();
  await expect(row).toContainText('Deactivated');

  // The operator's next request is refused: submitting (server actions), then any page (to sign in).
  await operator.getByRole('button', { name: 'Continue to review' }).click();
  await operator.getByRole('button', { name: 'Submit remittance' }).click();
  await expect(operator.getByRole('alert').filter({ hasText: /session has ended|could not be saved/ })).toBeVisible();
  await expect(operator).not.toHaveURL(/\/remittances\//);
  await operator.goto('/remittances');
  await expect(operator).toHaveURL(/\/sign-in$/);
  await signInAs(operator, email, ownPassword);
  await expect(
    operator.getByText('This account has been deactivated. Ask an admin of the desk to reactivate it.'),
  ).toBeVisible();
  await operatorContext.close();
});

test('an invitation link lets the person choose a password once and go to the desk; used again, it says so', async ({
  page: admin,
  browser,
}) => {
  const stamp = Date.now();
  const name = `Ines Invited ${stamp}`;
  await signIn(admin, 'admin');
  await admin.goto('/settings/users');
  const form = admin.getByRole('form', { name: 'Add a person' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('E-mail').fill(`ines.${stamp}@corridor.test`);
  await form.getByLabel('Role').selectOption('viewer');
  await form.getByLabel('How they get in').selectOption('invitation');
  await form.getByRole('button', { name: 'Add person' }).click();
  const link = (await admin.getByTestId('created-secret').textContent())!.trim();
  expect(link).toMatch(/\/invite\/[\w-]{43}$/);
  await expect(admin.getByRole('listitem', { name })).toContainText('Invited');

  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(new URL(link).pathname);
  await expect(invited.getByText(`Welcome, ${name}.`)).toBeVisible();
  await invited.getByLabel('New password').fill(`ines-password-${stamp}`);
  await invited.getByLabel('The same password again').fill(`ines-password-${stamp}`);
  await invited.getByRole('button', { name: 'Save my password' }).click();
  await expect(invited.getByTestId('current-user')).toHaveText(name);
  await invited.goto(new URL(link).pathname);
  await expect(invited.getByText(/already been used/)).toBeVisible();
  await context.close();
});
