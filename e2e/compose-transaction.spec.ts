import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_QUOTE_TTL_SECONDS } from '../playwright.config';
import { signIn } from './fixtures';
import {
  businessRecipient,
  businessSender,
  corridor,
  group,
  individualRecipient,
  individualSender,
  parties,
  picker,
  providerDetails,
  quoteAndReview,
  submitAndLand,
  type,
} from './composer';

/** Counts the server-action posts of the submit, to see a double click make one remittance. */
function countActionPosts(page: Page) {
  const posts = { count: 0 };
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      request.headers()['next-action'] &&
      request.url().includes('/compose/transaction')
    )
      posts.count += 1;
  });
  return posts;
}

async function openComposer(page: Page, kind: 'b2b' | 'b2p' | 'p2b' | 'p2p') {
  await signIn(page, 'operator');
  await page.getByRole('link', { name: 'New transaction' }).click();
  await expect(page.getByRole('heading', { name: 'New transaction' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(`^${kind} ·`) }).check();
}

async function expectLanded(page: Page, reference: string) {
  await expect(page.getByRole('heading', { name: new RegExp(reference) })).toBeVisible();
  await expect(page.getByTestId('remittance-status')).toHaveText(/Acknowledged|Pending|Success|Payout|Remit/i);
}

test('b2b: a business pays a business', async ({ page }) => {
  await openComposer(page, 'b2b');
  await corridor(page, { amount: '1500000', purpose: 'Goods Payment', source: 'Business Revenue' });
  await businessSender(page);
  await businessRecipient(page);
  await parties(page, { value: '0123456789' });
  await providerDetails(page, { kid: true, mode: 'Bank account', option: 'Account Credit' });
  const reference = await quoteAndReview(page);
  const json = JSON.parse((await page.getByTestId('wire-json').textContent())!);
  expect(json.business.recepientKyc.businessName).toBe('Lagoon Components Ltd');
  expect(json.senderKyc).toEqual({});
  expect(json.transactionReference).toBe(reference);
  const posts = countActionPosts(page);
  await submitAndLand(page, reference);
  await expectLanded(page, reference);
  expect(posts.count).toBeLessThanOrEqual(2);
});

test('b2p: a business pays a person into a wallet', async ({ page }) => {
  await openComposer(page, 'b2p');
  await corridor(page, {
    amount: '100',
    amountType: 'SEND',
    instrument: 'Mobile wallet',
    purpose: 'Salary',
    source: 'Business Revenue',
    relationship: 'Employer',
  });
  await businessSender(page);
  await individualRecipient(page);
  await parties(page, { key: 'msisdn', value: '+2349051234567' });
  await providerDetails(page, { mode: 'Cash', option: 'Mobile Wallet' });
  await expect(group(page, 'Provider and partners').getByLabel('KID number')).toHaveCount(0);
  const reference = await quoteAndReview(page);
  await expect(page.getByTestId('quote-sending')).toHaveText('100.00 USD');
  await submitAndLand(page, reference);
  await expectLanded(page, reference);
});

test('p2b: a person pays a business', async ({ page }) => {
  await openComposer(page, 'p2b');
  await corridor(page, {
    amount: '300000',
    purpose: 'Goods Payment',
    source: 'Savings',
    relationship: 'Customer',
  });
  await individualSender(page);
  await businessRecipient(page);
  await parties(page, { value: '0123456789' });
  await providerDetails(page, { kid: true, mode: 'Bank account', option: 'Account Credit' });
  const reference = await quoteAndReview(page);
  await submitAndLand(page, reference);
  await expectLanded(page, reference);
});

test('p2p: a person pays a person, and the review shows the interface shape', async ({ page }) => {
  await openComposer(page, 'p2p');
  await corridor(page, { amount: '250000', purpose: 'Gift', source: 'Salary', relationship: 'Brother' });
  await individualSender(page);
  await individualRecipient(page);
  await parties(page, { value: '0123456789' });
  const reference = await quoteAndReview(page);
  const json = JSON.parse((await page.getByTestId('wire-json').textContent())!);
  expect(json).not.toHaveProperty('business');
  expect(json.senderKyc.subjectName.fullName).toBe('Grace Ann Miller');
  await expect(page.getByRole('region', { name: 'Sender' })).toContainText('Grace Ann Miller');
  await submitAndLand(page, reference);
  await expectLanded(page, reference);
});

test('switching type keeps shared values, clears what the new type lacks, and can be undone', async ({ page }) => {
  await openComposer(page, 'b2b');
  await corridor(page, { amount: '1500000', purpose: 'Goods Payment', source: 'Business Revenue' });
  await businessSender(page, 'Kept Sender Ltd');
  await type(group(page, 'Business recipient'), 'Business name', 'Dropped Recipient Ltd');
  await type(group(page, 'Provider and partners'), 'KID number', 'KID-DROPPED');
  await parties(page, { value: '0123456789' });

  await page.getByRole('radio', { name: /^b2p ·/ }).check();
  await expect(page.getByTestId('switch-notice')).toContainText(
    'Cleared what b2p does not carry: Business recipient, KID number',
  );
  await expect(group(page, 'Business recipient')).toHaveCount(0);
  await expect(group(page, 'Individual recipient')).toBeVisible();
  await expect(group(page, 'Business sender').getByLabel('Business name', { exact: true })).toHaveValue(
    'Kept Sender Ltd',
  );
  await expect(group(page, 'Corridor and amount').getByLabel('Amount they receive')).toHaveValue('1500000');
  await expect(group(page, 'Credit party').getByLabel('Credit party 1: value')).toHaveValue('0123456789');

  // Back to b2b: the recipient and KID were cleared, not hidden.
  await page.getByRole('radio', { name: /^b2b ·/ }).check();
  await expect(group(page, 'Business recipient').getByLabel('Business name', { exact: true })).toHaveValue('');
  // p2p drops the business sender; undo brings it back.
  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  await expect(page.getByTestId('switch-notice')).toContainText('Business sender');
  await expect(group(page, 'Individual sender')).toBeVisible();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('radio', { name: /^b2b ·/ })).toBeChecked();
  await expect(group(page, 'Business sender').getByLabel('Business name', { exact: true })).toHaveValue(
    'Kept Sender Ltd',
  );
});

test('invalid data: each error shows at its field and in the summary, focus on the first', async ({ page }) => {
  await openComposer(page, 'p2p');
  const transfer = group(page, 'Corridor and amount');
  await type(transfer, 'Amount they receive', '10.555');
  const sender = group(page, 'Individual sender');
  await type(sender, 'Date of birth', '2015-01-01');
  await type(sender, 'E-mail (optional)', 'not-an-email');
  await type(group(page, 'Debit party'), 'Debit party 1: value', '12345');
  // Leaving the field shows its error (and moves the page); then the button.
  await page.keyboard.press('Tab');
  await expect(group(page, 'Debit party').getByLabel('Debit party 1: value')).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Get quote' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'to fix before quoting' });
  await expect(summary).toBeVisible();
  await expect(picker(transfer, 'Receiving country')).toBeFocused();
  const expectError = async (control: Locator, message: RegExp) => {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(message);
  };
  await expectError(picker(transfer, 'Receiving country'), /Required/);
  await expectError(sender.getByLabel('Date of birth', { exact: true }), /Must make the sender at least 18 years old/);
  await expectError(sender.getByLabel('E-mail (optional)', { exact: true }), /Must be an e-mail address/);
  await expectError(
    group(page, 'Debit party').getByLabel('Debit party 1: value'),
    /Must be a mobile number with its country code/,
  );
  await expectError(
    group(page, 'Individual recipient').getByLabel('First name', { exact: true }),
    /Required|Must not be empty/,
  );
  // Each line names the field and its block in words, never its wire path.
  await expect(summary).toContainText('Sender — date of birth: must make the sender at least 18 years old');
  await expect(summary).toContainText('Sender — e-mail: must be an e-mail address');
  await expect(summary).toContainText('Transfer — receiving country: required');
  await expect(summary).not.toContainText(/senderKyc|recipientKyc|\.\d+\./);

  // Fixing a field clears its error as it is left.
  await type(sender, 'E-mail (optional)', 'grace@example.com');
  await sender.getByLabel('Date of birth', { exact: true }).focus();
  await expect(sender.getByLabel('E-mail (optional)', { exact: true })).toHaveAttribute('aria-invalid', 'false');
});

test('a draft survives a reload, is listed, and resumes', async ({ page }) => {
  await openComposer(page, 'p2b');
  await businessRecipient(page, 'Draft Recipient Ltd');
  await type(group(page, 'Individual sender'), 'Full name', 'Draft Sender');
  await expect(page.getByTestId('draft-status')).toContainText('Draft saved');
  await expect(page).toHaveURL(/\?draft=/);
  const reference = (await page.getByTestId('draft-reference').textContent())!.trim();

  await page.reload();
  await expect(page.getByRole('radio', { name: /^p2b ·/ })).toBeChecked();
  await expect(group(page, 'Business recipient').getByLabel('Business name', { exact: true })).toHaveValue(
    'Draft Recipient Ltd',
  );
  await expect(page.getByTestId('draft-reference')).toHaveText(reference);

  await page.getByRole('link', { name: 'Drafts', exact: true }).first().click();
  const row = page.getByTestId('draft-row').filter({ hasText: reference });
  await expect(row).toContainText('p2b · Draft Sender → Draft Recipient Ltd');
  await row.getByRole('link', { name: /Resume/ }).click();
  await expect(group(page, 'Individual sender').getByLabel('Full name', { exact: true })).toHaveValue('Draft Sender');
});

test('a quote expires, a new quote shows what changed, and the remittance goes through', async ({ page }) => {
  test.setTimeout(120_000);
  await openComposer(page, 'p2p');
  await corridor(page, { amount: '250000', purpose: 'Gift', source: 'Salary', relationship: 'Brother' });
  await individualSender(page);
  await individualRecipient(page);
  await parties(page, { value: '0123456789' });
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByTestId('quote-countdown')).toBeVisible();
  await expect(page.getByText(/This quote expired at \d\d:\d\d:\d\d UTC/)).toBeVisible({
    timeout: (E2E_QUOTE_TTL_SECONDS + 10) * 1000,
  });
  await expect(page.getByRole('button', { name: 'Continue to review' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Get a new quote' }).click();
  await expect(page.getByTestId('quote-changes')).toContainText(/Since the last quote/);
  await expect(page.getByTestId('quote-changes')).toContainText(/→|Nothing changed/);
  await page.getByRole('button', { name: 'Continue to review' }).click();
  const reference = (await page.getByTestId('draft-reference').textContent())!.trim();
  await submitAndLand(page, reference);
  await expectLanded(page, reference);
});
