import { expect, test } from '@playwright/test';
import {
  choose,
  control,
  corridor,
  group,
  individualRecipient,
  individualSender,
  parties,
  quoteAndReview,
  type,
} from './composer';
import { signIn } from './fixtures';

/*
 * Issue 26, item 3: with a rule "USD 5,000 or more", a p2p paying in 40,000 EUR went straight out —
 * the rules looked only at amounts in the currencies they list. Thresholds are now compared in the
 * merchant's base currency (USD), converted at the quote's rate; a GBP → NGN quote cannot convert
 * to it, so such a remittance is held and the case says why. (The default rules also carry EUR
 * thresholds, so the EUR example p2p is judged in EUR.)
 */

test('a p2p paying GBP 40,000 into NGN is held by the USD rules, and the case says it cannot convert', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'operator');
  await page.goto('/compose/transaction');
  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  await choose(group(page, 'Corridor and amount'), 'Pay-in currency', 'GBP');
  await corridor(page, {
    amount: '40000',
    amountType: 'SEND',
    purpose: 'Gift',
    source: 'Salary',
    relationship: 'Brother',
  });
  await individualSender(page);
  await individualRecipient(page);
  await parties(page, { value: '0123456789' });
  const reference = await quoteAndReview(page);
  await page.getByRole('button', { name: 'Submit remittance' }).click();
  // Held, not sent: the review page, not the remittance's.
  await page.waitForURL(`**/review/${reference}`);
  await expect(page.getByText('waiting for review').first()).toBeVisible();
  await expect(page.getByText(/USD 50,000 or more \(cannot convert .*GBP.* to USD: held for review\)/)).toBeVisible();
  await expect(page.getByTestId('rule-conversions')).toContainText(/cannot convert .*GBP.* to USD: held for review/);
});

test("a p2p paying EUR into US dollars: the case shows the EUR amount converted to USD at the quote's rate", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'operator');
  await page.goto('/compose/transaction');
  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  const block = group(page, 'Corridor and amount');
  await choose(block, 'Pay-in currency', 'EUR');
  await choose(block, 'Receiving country', 'El Salvador');
  await expect(control(block, 'Payout currency')).toHaveValue(/USD/);
  await block.getByLabel('What you send').check();
  await type(block, 'Amount you send', '40000');
  await choose(block, 'Remittance purpose', 'Gift');
  await choose(block, 'Source of funds', 'Salary');
  await choose(block, 'Recipient’s relationship to the sender', 'Brother');
  await individualSender(page);
  await individualRecipient(page);
  await parties(page, { value: '0123456789' });
  const reference = await quoteAndReview(page);
  await page.getByRole('button', { name: 'Submit remittance' }).click();
  await page.waitForURL(`**/review/${reference}`);
  await expect(page.getByText('USD 10,000 or more').first()).toBeVisible();
  await expect(page.getByTestId('rule-conversions')).toHaveText(
    /^40,000\.00 EUR ≈ [\d,]+\.\d\d USD at the quote's rate \d+(\.\d+)?$/,
  );
});
