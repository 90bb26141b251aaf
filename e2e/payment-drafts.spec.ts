import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { group } from './composer';
import { createApiParties } from './api-parties';
import { signIn } from './fixtures';

/** A suffix that keeps this run's names apart from earlier runs'. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

/** A payer and a EUR beneficiary, created straight through the API. */
function createParties(page: Page) {
  return createApiParties(page, {
    key: `draft-${run}`,
    payerName: `Dora Drafter ${run}`,
    beneficiaryName: `Emil Entwurf ${run}`,
    idNumber: `D${run}1`,
  });
}

const draftRows = (page: Page) => page.getByTestId('draft-row');

test('an FX payment draft survives a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const { payerName, beneficiaryName } = await createParties(page);
  await signIn(page, 'operator');

  // Flipping a choice with a default is not a draft: nothing is saved, the address stays bare.
  await page.goto('/compose/payment');
  await page.getByTestId('fixed-side').getByText('They receive').click();
  await page.getByTestId('fixed-side').getByText('I send').click();
  await page.waitForTimeout(800);
  await expect(page.getByTestId('draft-status')).toHaveText('Saved as a draft once you start');
  expect(new URL(page.url()).searchParams.has('draft')).toBe(false);

  // Parties, amount and instruction: saved as a draft as they are chosen.
  await page.getByLabel('Search payers by name').fill(payerName);
  await page.getByRole('radio', { name: new RegExp(payerName) }).click();
  await page.getByLabel('Search beneficiaries by name').fill(beneficiaryName);
  await page.getByRole('radio', { name: new RegExp(beneficiaryName) }).click();
  await expect(page.getByLabel('Payout currency')).toHaveValue('EUR');
  await page.getByLabel('Debit from balance').selectOption('USD');
  await page.getByLabel(/^Amount/).fill('250.00');
  await page.getByLabel('Purpose code').selectOption('SALA');
  await page.getByLabel('Payment reference (optional)').fill(`Draft ${run}`);
  await expect(page.getByTestId('draft-status')).toContainText('Draft saved');
  await expect(page).toHaveURL(/\/compose\/payment\?draft=[0-9a-f-]{36}$/);
  const draftUrl = page.url();

  // A reload finds everything: the parties by name, the amount, the instruction.
  await page.reload();
  await expect(page.getByTestId('payer-selected')).toHaveText(`Selected: ${payerName}`);
  await expect(page.getByTestId('beneficiary-selected')).toHaveText(`Selected: ${beneficiaryName}`);
  await expect(page.getByLabel('Debit from balance')).toHaveValue('USD');
  await expect(page.getByLabel('Payout currency')).toHaveValue('EUR');
  await expect(page.getByLabel(/^Amount/)).toHaveValue('250.00');
  await expect(page.getByLabel('Purpose code')).toHaveValue('SALA');
  await expect(page.getByLabel('Payment reference (optional)')).toHaveValue(`Draft ${run}`);
  await expectNoSeriousViolations(page);

  // The drafts list shows it once, as an FX payment, and resumes it.
  await page.getByRole('link', { name: 'Drafts', exact: true }).first().click();
  const row = draftRows(page).filter({ hasText: `${payerName} → ${beneficiaryName}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('FX payment');
  await expect(row).toContainText('250.00 USD');
  await row.getByRole('link', { name: /Resume draft/ }).click();
  await expect(page).toHaveURL(draftUrl);
  await expect(page.getByLabel(/^Amount/)).toHaveValue('250.00');

  // Confirmed from the draft: one payment, whose requestId is the draft's; the draft leaves the list.
  await page.getByLabel('Payment reason').selectOption({ label: 'Salary or wages' });
  await page.getByLabel('Source of funds').selectOption({ label: 'Savings' });
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByTestId('quote-sell')).toHaveText('250.00 USD');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/remittances\/desk-pay-[0-9a-f-]{36}$/, { timeout: 15_000 });
  const paid = page.url();
  await page.goto(draftUrl);
  await expect(page).toHaveURL(paid);
  await page.goto('/compose/drafts');
  await expect(draftRows(page).filter({ hasText: `${payerName} → ${beneficiaryName}` })).toHaveCount(0);
});

test('a draft is deleted from the list after asking', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/compose/payment');
  await page.getByLabel('Debit from balance').selectOption('USD');
  await page.getByLabel(/^Amount/).fill(`7${run.length}.25`);
  await expect(page.getByTestId('draft-status')).toContainText('Draft saved');
  const draftId = new URL(page.url()).searchParams.get('draft')!;

  await page.goto('/compose/drafts');
  const row = draftRows(page).filter({ has: page.locator(`a[href$="${draftId}"]`) });
  await expect(row).toContainText('FX payment · payer? → beneficiary?');
  await row.getByRole('button', { name: /Delete draft/ }).click();
  await row.getByRole('button', { name: 'Keep it' }).click();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /Delete draft/ }).click();
  await expectNoSeriousViolations(page);
  await row.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(row).toHaveCount(0);
  await page.goto(`/compose/payment?draft=${draftId}`);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});

test('switching type saves nothing on an untouched transaction, then updates its one draft', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/compose/drafts');
  const before = await draftRows(page).count();

  await page.goto('/compose/transaction');
  for (const kind of ['p2p', 'b2p', 'p2b', 'b2b'])
    await page.getByRole('radio', { name: new RegExp(`^${kind} ·`) }).check();
  await page.waitForTimeout(800);
  expect(new URL(page.url()).searchParams.has('draft')).toBe(false);

  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  await group(page, 'Individual sender').getByLabel('Full name', { exact: true }).fill(`Switcher ${run}`);
  await expect(page.getByTestId('draft-status')).toContainText('Draft saved');
  const draftUrl = page.url();
  for (const kind of ['p2b', 'p2p']) {
    await page.getByRole('radio', { name: new RegExp(`^${kind} ·`) }).check();
    await expect(page.getByTestId('draft-status')).toContainText('Draft saved');
  }
  expect(page.url()).toBe(draftUrl);

  await page.goto('/compose/drafts');
  await expect(draftRows(page)).toHaveCount(before + 1);
  await expect(draftRows(page).filter({ hasText: `Switcher ${run}` })).toHaveCount(1);
});
