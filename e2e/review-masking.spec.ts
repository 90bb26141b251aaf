import { expect, test, type Page } from '@playwright/test';
import { corridor, individualRecipient, individualSender, parties, quoteAndReview } from './composer';
import { signIn } from './fixtures';

/*
 * Issue 26, item 2: a held remittance's findings and screening name the IBAN and the names its
 * fields mask. A viewer, and an admin presenting, read /review/{reference} — its whole text and
 * the page as sent (what the client components were given) — without any of them; a reviewer reads
 * the names, the IBAN masked as at its field.
 */

const IBAN = 'GB29NWBK60161331926819';
const RECIPIENT = { first: 'Bjorn', last: 'Lindqvist', full: 'Lindqvist Bjorn Akeson' };
/** Every full personal value of the remittance, and the listed name it resembles (which would tell it). */
const FULL = [
  IBAN,
  'GB29 NWBK 6016 1331 9268 19',
  RECIPIENT.full,
  'Lindqvist',
  'Bjorn',
  'Björn',
  'Akeson',
  'Grace Ann Miller',
  'Miller',
  'P56781234',
];

async function composeHeld(page: Page): Promise<string> {
  await page.goto('/compose/transaction');
  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  await corridor(page, { amount: '5000', purpose: 'Gift', source: 'Salary', relationship: 'Brother' });
  await individualSender(page);
  await individualRecipient(page, RECIPIENT);
  // A valid IBAN of another country than Nigeria: a finding that names it (one with bad check
  // digits is refused at its field before it can be held).
  await parties(page, { key: 'accountIBAN', value: IBAN });
  const reference = await quoteAndReview(page);
  await page.getByRole('button', { name: 'Submit remittance' }).click();
  await page.waitForURL(`**/review/${reference}`);
  await expect(page.getByText('waiting for review').first()).toBeVisible();
  return reference;
}

/** The review page's text as read, and its HTML as sent, both free of every full value. */
async function expectNothingWhole(page: Page, reference: string) {
  await page.goto(`/review/${reference}`);
  await expect(page.getByRole('heading', { name: 'Findings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Screening' })).toBeVisible();
  const text = await page.locator('body').innerText();
  const html = await page.content();
  for (const value of FULL) {
    expect(text.toLowerCase(), `the page's text names ${value}`).not.toContain(value.toLowerCase());
    expect(html.toLowerCase(), `the page as sent names ${value}`).not.toContain(value.toLowerCase());
  }
  // What the findings say is still there, masked as at the fields.
  expect(text).toContain('•••• •••• •••• •••• ••68 19');
  expect(text).toMatch(/L•••••••• B•••• A••••• resembles/);
}

test('a viewer and an admin presenting see no full IBAN or name anywhere on a held remittance’s review page', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const operator = await (await browser.newContext()).newPage();
  await signIn(operator, 'operator');
  const reference = await composeHeld(operator);

  const viewer = await (await browser.newContext()).newPage();
  await signIn(viewer, 'viewer');
  await expectNothingWhole(viewer, reference);

  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, 'admin');
  await admin.getByRole('button', { name: 'Presenter mode' }).click();
  await expect(admin.getByRole('button', { name: 'Presenter mode' })).toHaveAttribute('aria-pressed', 'true');
  await expectNothingWhole(admin, reference);

  // A reviewer (pii:read, not presenting) reads the names; the IBAN stays masked as at its field.
  const reviewer = await (await browser.newContext()).newPage();
  await signIn(reviewer, 'reviewer');
  await reviewer.goto(`/review/${reference}`);
  await expect(reviewer.getByRole('heading', { name: 'Findings' })).toBeVisible();
  const text = await reviewer.locator('body').innerText();
  expect(text).toContain(`${RECIPIENT.full} resembles`);
  expect(text).not.toContain(IBAN);
  expect(text).not.toContain('GB29 NWBK 6016 1331 9268 19');
});
