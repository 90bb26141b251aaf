import { expect, type Locator, type Page } from '@playwright/test';

/*
 * Filling the transaction composer as a person would: each block is a labelled group, each
 * control is found by its label within it, pickers are typed into and chosen from.
 */

export type Scope = Page | Locator;

export const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });

/** The form control labelled `label` (a combobox's listbox is named after the same label). */
export const control = (scope: Scope, label: string) =>
  scope.getByLabel(label, { exact: true }).and(scope.locator('input, select, textarea'));

/** Picks `value` in a select (by value or label) or a searchable combobox (typed, then chosen). */
export async function choose(scope: Scope, label: string, value: string, search = value) {
  const input = control(scope, label);
  const tag = await input.evaluate((element) => element.tagName);
  if (tag === 'SELECT') {
    await input.selectOption(value);
    return;
  }
  await input.click();
  await input.fill(search);
  const page = 'page' in scope ? scope.page() : scope;
  await page
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(value)}\\b`) })
    .first()
    .click();
  await expect(input).not.toHaveAttribute('aria-expanded', 'true');
}

export const picker = (scope: Scope, label: string) => scope.getByRole('combobox', { name: label, exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function type(scope: Scope, label: string, value: string) {
  await control(scope, label).fill(value);
}

export async function corridor(
  page: Page,
  options: {
    amount: string;
    amountType?: 'RECEIVE' | 'SEND';
    instrument?: 'Bank account' | 'Mobile wallet';
    purpose: string;
    source: string;
    relationship?: string;
  },
) {
  const block = group(page, 'Corridor and amount');
  await choose(block, 'Receiving country', 'Nigeria');
  await expect(control(block, 'Payout currency')).toHaveValue(/NGN|Nigeria/);
  if (options.amountType === 'SEND') await block.getByLabel('What you send').check();
  await type(block, options.amountType === 'SEND' ? 'Amount you send' : 'Amount they receive', options.amount);
  if (options.instrument) await block.getByLabel(options.instrument).check();
  await choose(block, 'Remittance purpose', options.purpose);
  await choose(block, 'Source of funds', options.source);
  if (options.relationship) await choose(block, 'Recipient’s relationship to the sender', options.relationship);
}

export async function businessSender(page: Page, name = 'Harbor Electronics Inc') {
  const block = group(page, 'Business sender');
  await type(block, 'Business name', name);
  await type(block, 'Address line 1', '500 Market Street');
  await choose(block, 'Contact country', 'United States of America', 'United States');
  await type(block, 'Contact number', '4155550123');
  await choose(block, 'Country of registration', 'United States of America', 'United States');
  await type(block, 'Registration type', 'Private Limited Company');
  await type(block, 'Registration number', 'C4410987');
  await type(block, 'Registered on', '2012-04-16');
  await type(block, 'Registration valid through', '2032-04-15');
}

export async function businessRecipient(page: Page, name = 'Lagoon Components Ltd') {
  const block = group(page, 'Business recipient');
  await type(block, 'Business name', name);
  await choose(block, 'Address country', 'Nigeria');
}

export async function individualSender(page: Page, options: { idExpires?: string } = {}) {
  const block = group(page, 'Individual sender');
  await type(block, 'First name', 'Grace');
  await type(block, 'Last name', 'Miller');
  await type(block, 'Full name', 'Grace Ann Miller');
  await choose(block, 'Nationality', 'United States of America', 'United States');
  await type(block, 'Date of birth', '1985-09-14');
  await choose(block, 'Sender ID 1: type', 'passport');
  await type(block, 'Sender ID 1: number', 'P56781234');
  await type(block, 'Sender ID 1: expires on', options.idExpires ?? '2031-03-09');
  await type(block, 'Address line 1', '1600 Park Avenue');
  await type(block, 'City', 'Washington');
  await choose(block, 'Country', 'United States of America', 'United States');
}

export async function individualRecipient(
  page: Page,
  name: { first: string; last: string; full: string } = { first: 'Ada', last: 'Eze', full: 'Ada Ngozi Eze' },
) {
  const block = group(page, 'Individual recipient');
  await type(block, 'First name', name.first);
  await type(block, 'Last name', name.last);
  await type(block, 'Full name', name.full);
}

export async function parties(page: Page, credit: { key?: string; value: string }) {
  await type(group(page, 'Debit party'), 'Debit party 1: value', '+14155550123');
  const block = group(page, 'Credit party');
  if (credit.key) await picker(block, 'Credit party 1: key').selectOption(credit.key);
  await type(block, 'Credit party 1: value', credit.value);
}

export async function providerDetails(page: Page, options: { kid?: boolean; mode: string; option: string }) {
  const block = group(page, 'Provider and partners');
  await type(block, 'Provider code', '23401');
  await choose(block, 'Payment mode', options.mode);
  await choose(block, 'Payment option', options.option);
  await type(block, 'Authentication partner code', 'HARBUSSFO');
  await type(block, 'Sending partner code', 'HARBUSSFO01');
  await type(block, 'Receiving partner code', 'LAGONGLOS01');
  if (options.kid) await type(block, 'KID number', `KID${Date.now()}`);
}

/** Gets the quote, continues to the review, and returns the reference the desk generated. */
export async function quoteAndReview(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByRole('heading', { name: 'Quote' })).toBeVisible();
  await expect(page.getByTestId('quote-countdown')).toContainText('Quote valid for');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByTestId('wire-json')).toBeAttached();
  return (await page.getByTestId('draft-reference').textContent())!.trim();
}

/** Submits with a double click (one remittance) and lands on the remittance's page. */
export async function submitAndLand(page: Page, reference: string) {
  await page.getByRole('button', { name: 'Submit remittance' }).dblclick();
  await page.waitForURL(`**/remittances/${reference}`);
}
