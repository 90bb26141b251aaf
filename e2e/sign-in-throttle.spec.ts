import { expect, test, type Page } from '@playwright/test';
import { demoUser } from './fixtures';

const LOCKED = /Too many sign-in attempts\. Try again in (\d+) s\./;

/**
 * One submission of the form, waiting until the page shows its answer. The action's response comes
 * first: React takes the answer later (100 ms and more on a loaded machine) and then resets the form,
 * so until then the alert still shows the last attempt's words, and a password typed meanwhile is
 * wiped by that reset and sent empty (a field error, not a counted failure). The emptied password
 * field is the sign that the answer is shown (a plain post before hydration loads a new page, empty too).
 */
async function attempt(page: Page, email: string, password: string) {
  const passwordField = page.getByLabel('Password');
  await page.getByLabel('E-mail').fill(email);
  await passwordField.fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(passwordField).toHaveValue('');
}

/** The seconds the form's lock message names. */
async function secondsToWait(page: Page): Promise<number> {
  const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
  await expect(alert).toHaveText(LOCKED);
  return Number(LOCKED.exec((await alert.textContent()) ?? '')![1]);
}

// The reviewer is locked here and signed in again at the end, which resets the account's count, so
// the specs that sign in as the reviewer later are not held. Successes never count against the
// address every spec shares, and the few failures here stay far below its limit.
test('the form is throttled after a few wrong passwords; the right one waits for the lock to end', async ({ page }) => {
  test.setTimeout(120_000);
  const user = demoUser('reviewer');
  const alert = page.getByRole('form', { name: 'Sign in' }).getByRole('alert');
  await page.goto('/sign-in');

  for (let i = 1; i <= 4; i++) {
    await attempt(page, user.email, `not-the-password-${i}`);
    await expect(alert).toContainText('do not match');
  }
  await attempt(page, user.email, 'not-the-password-5');
  const locked = await secondsToWait(page);
  expect(locked).toBeGreaterThan(0);
  expect(locked).toBeLessThanOrEqual(30);

  // The right password is refused while the lock holds, and the wait counts down from the real lock.
  await attempt(page, user.email, user.password);
  const remaining = await secondsToWait(page);
  expect(remaining).toBeLessThanOrEqual(locked);
  await expect(page.getByTestId('current-user')).toHaveCount(0);
  await page.goto('/');
  await expect(page).toHaveURL(/\/sign-in$/);

  // Once it ends, the right password signs in.
  await page.waitForTimeout((remaining + 1) * 1000);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-user')).toHaveText(user.name);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a locked account shows the wait on the plain form post too', async ({ page }) => {
    const email = 'nobody-throttled@corridor.test';
    await page.goto('/sign-in');
    for (let i = 1; i <= 5; i++) {
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password').fill(`not-the-password-${i}`);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toBeVisible();
    }
    await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toHaveText(LOCKED);
  });
});
