import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { signIn } from './fixtures';
import { control, corridor, group, individualRecipient, individualSender, parties, type } from './composer';

/*
 * Every desk page and every state of the composer against axe's WCAG 2.1 A/AA rules: no serious or
 * critical violation. On the composer, every control must also have an accessible name.
 */

const TYPES = ['b2b', 'b2p', 'p2b', 'p2p'] as const;

/** Every input, select and textarea of the details form has a name a screen reader announces. */
async function expectEveryControlNamed(page: Page) {
  const controls = page
    .getByRole('form', { name: 'Transaction details' })
    .locator('input:not([type="hidden"]), select, textarea');
  const count = await controls.count();
  expect(count).toBeGreaterThan(10);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const id = await control.getAttribute('id');
    await expect(control, `control #${id ?? i} has no accessible name`).toHaveAccessibleName(/\S/);
  }
}

async function openComposer(page: Page) {
  await signIn(page, 'operator');
  await page.goto('/compose/transaction');
  await expect(page.getByRole('heading', { name: 'New transaction' })).toBeVisible();
}

for (const kind of TYPES) {
  test(`composer, ${kind}: the details step and its errors`, async ({ page }) => {
    await openComposer(page);
    await page.getByRole('radio', { name: new RegExp(`^${kind} ·`) }).check();
    await expect(page.getByRole('radio', { name: new RegExp(`^${kind} ·`) })).toBeChecked();
    await expectNoSeriousViolations(page);
    await expectEveryControlNamed(page);

    await page.getByRole('button', { name: 'Get quote' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'to fix before quoting' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('composer: an open picker, the quote and the review of a p2p', async ({ page }) => {
  await openComposer(page);
  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  // An open picker: its listbox and options are checked too.
  const country = control(group(page, 'Corridor and amount'), 'Receiving country');
  await country.fill('ni');
  await expect(page.getByRole('listbox', { name: 'Receiving country' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await country.press('Escape');

  await corridor(page, { amount: '250000', purpose: 'Gift', source: 'Salary', relationship: 'Brother' });
  await individualSender(page);
  await individualRecipient(page);
  await parties(page, { value: '0123456789' });

  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByRole('heading', { name: 'Quote' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page.getByTestId('wire-json')).toBeAttached();
  // The wire JSON sits in a closed <details>: open it so axe sees it too.
  await page.getByText('The request on the wire').click();
  await expect(page.getByTestId('wire-json')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('drafts page, with a draft listed', async ({ page }) => {
  await openComposer(page);
  await type(group(page, 'Business sender'), 'Business name', 'Axe Check Ltd');
  await expect(page.getByTestId('draft-status')).toContainText('Draft saved');
  await page.goto('/compose/drafts');
  await expect(page.getByTestId('draft-row').first()).toBeVisible();
  await expectNoSeriousViolations(page);
});

const DESK_PAGES = [
  { path: '/', heading: /Good to see you/ },
  { path: '/payers', heading: 'Payers' },
  { path: '/payers/new', heading: /payer/i },
  { path: '/beneficiaries', heading: 'Beneficiaries' },
  { path: '/beneficiaries/new', heading: /beneficiary/i },
  { path: '/deposits', heading: /Deposit instructions/i },
  { path: '/api-reference', heading: /API reference/i },
  { path: '/parties', heading: 'Parties' },
  { path: '/parties/new', heading: 'New party' },
  { path: '/compose/payment', heading: 'New FX payment' },
  { path: '/remittances', heading: 'Remittances' },
  { path: '/statement', heading: 'Statement' },
  { path: '/webhooks', heading: 'Webhooks' },
] as const;

/** The compliance pages, as the admin (who may open them all) sees them. */
const COMPLIANCE_PAGES = [
  { path: '/review', heading: 'Review queue' },
  { path: '/audit', heading: 'Audit trail' },
  { path: '/settings/approval-rules', heading: /Approval rules/ },
  { path: '/settings/screening-list', heading: /Screening list/ },
  { path: '/settings/sandbox', heading: 'Sandbox clock' },
  { path: '/settings/connection', heading: 'API connection' },
  { path: '/settings/webhooks', heading: 'Webhooks' },
  { path: '/settings/general', heading: 'Timezone' },
] as const;

for (const { path, heading } of COMPLIANCE_PAGES) {
  test(`compliance page ${path}`, async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

for (const { path, heading } of DESK_PAGES) {
  test(`desk page ${path}`, async ({ page }) => {
    await signIn(page, 'operator');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}

test('sign-in page', async ({ page }) => {
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

/** Tables that are wider than the box they scroll in: their last columns would be out of sight. */
async function tablesWiderThanTheirArea(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')]
      .filter((table) => table.getBoundingClientRect().width > (table.parentElement?.clientWidth ?? 0) + 1)
      .map(
        (table) =>
          table.querySelector('caption')?.textContent ??
          table.closest('section')?.textContent?.slice(0, 40) ??
          'a table',
      ),
  );
}

test('the review queue, a case, drafts and the remittance list fit 1280 px and a phone, held rows included', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A remittance held by the screening (its recipient is on the list), composed by an admin, who
  // may open all four pages.
  await signIn(page, 'admin');
  await page.goto('/compose/transaction');
  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  await corridor(page, { amount: '250000', purpose: 'Gift', source: 'Salary', relationship: 'Brother' });
  await individualSender(page);
  await individualRecipient(page, { first: 'Ivan', last: 'Sidorov', full: 'Ivan Petrovich Sidorov' });
  await parties(page, { value: '0123456789' });
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByTestId('quote-countdown')).toContainText('Quote valid for');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  const reference = (await page.getByTestId('draft-reference').textContent())!.trim();
  await page.getByRole('button', { name: 'Submit remittance' }).click();
  await page.waitForURL(`**/review/${reference}`);

  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    for (const path of ['/review', `/review/${reference}`, '/compose/drafts', '/remittances']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await tablesWiderThanTheirArea(page), `${path} at ${width} px`).toEqual([]);
    }
  }
});
