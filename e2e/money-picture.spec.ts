import { expect, test, type Page } from '@playwright/test';
import { corridor, individualRecipient, individualSender, parties, quoteAndReview, submitAndLand } from './composer';
import AxeBuilder from '@axe-core/playwright';
import { sendApiTransaction, signIn } from './fixtures';

/*
 * The money picture (issue 14): the figures the quote showed are the figures the remittance page
 * and its proof of payment show; a paid-out remittance is never called final; a remittance with
 * no receipt says so; the receipt prints without the desk around it.
 */

const run = Date.now().toString(36).toUpperCase();

/** axe's WCAG 2.1 A/AA rules over the page's own content (the shell is checked by the a11y journey). */
async function expectAccessibleMain(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('#main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The quote's figures as the composer shows them, by the rows' test ids. */
async function quoteFigures(page: Page) {
  const read = async (id: string) => (await page.getByTestId(id).textContent())!.trim();
  return {
    debited: await read('quote-sending'),
    fee: await read('quote-fee'),
    total: await read('quote-total'),
    rate: await read('quote-rate'),
    recipientGets: await read('quote-receiving'),
  };
}

test('a p2p shows what was debited, the fee and who pays it, the total, the rate and what the recipient gets; its receipt prints', async ({
  page,
  browser,
}) => {
  await signIn(page, 'operator');
  await page.getByRole('link', { name: 'New transaction' }).click();
  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  await corridor(page, { amount: '250000', purpose: 'Gift', source: 'Salary', relationship: 'Brother' });
  await individualSender(page);
  await individualRecipient(page);
  await parties(page, { value: '0123456789' });
  const reference = await quoteAndReview(page);

  // The composer's quote: the fee (paid by the sender), and the total the balance is debited.
  const quote = await quoteFigures(page);
  const figures = page.getByLabel('Quote figures');
  await expect(figures).toContainText('Transfer fee (paid by the sender)');
  await expect(figures).toContainText('Total debited');
  const amountOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  expect(amountOf(quote.total)).toBeCloseTo(amountOf(quote.debited) + amountOf(quote.fee), 2);
  expect(quote.recipientGets).toBe('250,000.00 NGN');

  await submitAndLand(page, reference);

  // The remittance page says the same figures.
  const money = page.getByTestId('money-picture');
  await expect(money.getByTestId('money-debited')).toHaveText(quote.debited);
  await expect(money.getByTestId('money-fee')).toHaveText(quote.fee);
  await expect(money).toContainText('paid by the sender');
  await expect(money.getByTestId('money-total')).toHaveText(quote.total);
  await expect(money.getByTestId('money-rate')).toHaveText(quote.rate);
  await expect(money.getByTestId('money-recipient-gets')).toHaveText(quote.recipientGets);

  // Paid out, and never called final: a return may still follow.
  await expect(page.getByTestId('remittance-status')).toHaveText('Success', { timeout: 30_000 });
  await expect(page.getByTestId('live-note')).toHaveText(/^Paid out\. A return may still follow/);
  await expect(page.locator('main')).not.toContainText(/final/i);
  await expectAccessibleMain(page);

  // The proof of payment: references, parties (account masked), the same money, when it was paid out.
  await page.getByRole('link', { name: 'Proof of payment' }).click();
  await page.waitForURL(`**/remittances/${reference}/receipt`);
  const receipt = page.getByTestId('receipt');
  await expect(receipt.getByRole('heading', { name: 'Corridor', level: 1 })).toBeVisible();
  await expect(page.getByTestId('receipt-status')).toContainText('Paid out');
  await expect(page.getByTestId('receipt-paid-at')).toHaveText(/\d{4}, \d{2}:\d{2}:\d{2} \S+$/);
  await expect(receipt).toContainText(reference);
  await expect(receipt).toContainText('Grace Ann Miller');
  await expect(receipt).toContainText('Ada Ngozi Eze');
  await expect(receipt).toContainText('••••••6789');
  await expect(receipt).not.toContainText('0123456789');
  await expect(receipt.getByTestId('money-total')).toHaveText(quote.total);
  await expect(receipt.getByTestId('money-recipient-gets')).toHaveText(quote.recipientGets);
  await expectAccessibleMain(page);

  // Printed: the desk's navigation and the buttons are left off, black on white even in dark mode.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to the remittance' })).toBeHidden();
  await expect(receipt).toBeVisible();
  const colours = await receipt.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, background: style.backgroundColor };
  });
  expect(colours).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
  await page.emulateMedia({ media: 'screen', colorScheme: 'light' });

  // A viewer's receipt masks the names as every page does for that role.
  const viewer = await browser.newContext();
  const viewerPage = await viewer.newPage();
  await signIn(viewerPage, 'viewer');
  await viewerPage.goto(`/remittances/${reference}/receipt`);
  const viewerReceipt = viewerPage.getByTestId('receipt');
  await expect(viewerReceipt).toContainText('G•••• A•• M•••••');
  await expect(viewerReceipt).not.toContainText('Grace');
  await viewer.close();
});

test('a remittance another client sent and that failed: what the record knows, the reason, and no receipt', async ({
  page,
}) => {
  const reference = `E2E-MONEY-FAIL-${run}`;
  await sendApiTransaction(page.request, reference, { amount: '300000.13' }); // the sandbox fails the sender's KYC

  await signIn(page, 'operator');
  await expect(async () => {
    await page.goto(`/remittances/${reference}`);
    await expect(page.getByTestId('money-picture')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByTestId('money-unknown')).toHaveText(/fees and rate are not known to the desk/);
  await expect(page.getByTestId('money-recipient-gets')).toHaveText('300,000.13 NGN');

  await expect(page.getByTestId('remittance-status')).toHaveText('Failed', { timeout: 30_000 });
  await expect(page.getByTestId('live-note')).toHaveText('Final: no more changes are expected.');
  await expect(page.locator('main').getByRole('alert')).toContainText("could not verify the sender's identity");
  await expect(page.getByRole('link', { name: 'Proof of payment' })).toHaveCount(0);

  await page.goto(`/remittances/${reference}/receipt`);
  await expect(page.getByText('No proof of payment')).toBeVisible();
  await expect(page.getByText('was not paid out (failed)')).toBeVisible();
  await expect(page.getByTestId('receipt')).toHaveCount(0);
});
