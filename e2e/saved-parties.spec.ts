import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import {
  businessRecipient,
  businessSender,
  control,
  corridor,
  group,
  individualRecipient,
  individualSender,
  parties,
  providerDetails,
  quoteAndReview,
  submitAndLand,
  type,
} from './composer';
import { signIn } from './fixtures';

/*
 * Saved parties (issue 15): a company saved from a composed remittance, picked in the next one
 * without typing its KYC, changed for that remittance only; its page lists the remittance.
 */

const run = Date.now().toString(36).toUpperCase();
const SENDER = `Harbor Electronics ${run}`;
const RECIPIENT = `Lagoon Components ${run}`;

/** Opens a new composer (a new draft, with its own reference) and picks the type. */
async function newComposer(page: Page, kind: 'b2b' | 'p2p') {
  const reference = page.getByTestId('draft-reference');
  const before = (await reference.count()) > 0 ? await reference.textContent() : null;
  await page.getByRole('link', { name: 'New transaction' }).click();
  await expect(page.getByRole('heading', { name: 'New transaction' })).toBeVisible();
  if (before) await expect(reference).not.toHaveText(before);
  await page.getByRole('radio', { name: new RegExp(`^${kind} ·`) }).check();
}

/** Saves the block under a saved-party panel as a new party and waits for its link. */
async function saveAsNew(page: Page, role: 'sender' | 'recipient', name: string) {
  const panel = page.getByTestId(`saved-${role}`);
  await panel.getByRole('button', { name: `Save the ${role} below as a new party` }).click();
  await expect(panel.getByRole('link', { name })).toBeVisible();
}

/** Picks a saved party by name in the sender's or recipient's picker. */
async function pick(page: Page, role: 'sender' | 'recipient', name: string) {
  const picker = group(page, role === 'sender' ? 'Saved sender' : 'Saved recipient');
  await picker.getByRole('searchbox').fill(name);
  await picker.getByRole('radio', { name: new RegExp(`^${name}`) }).check();
  await expect(page.getByTestId(`saved-${role}-selected`)).toContainText(name);
}

test('a b2b for a saved company sender and recipient, without typing their KYC; the party’s page lists it', async ({
  page,
}) => {
  await signIn(page, 'operator');

  // Two companies saved from the blocks of a composed remittance (not submitted).
  await newComposer(page, 'b2b');
  await businessSender(page, SENDER);
  await saveAsNew(page, 'sender', SENDER);
  await businessRecipient(page, RECIPIENT);
  await type(group(page, 'Credit party'), 'Credit party 1: value', '0123456789');
  await saveAsNew(page, 'recipient', RECIPIENT);

  // The next remittance: both picked, nothing of their KYC typed.
  await newComposer(page, 'b2b');
  const sender = group(page, 'Business sender');
  const recipient = group(page, 'Business recipient');
  await expect(control(sender, 'Business name')).toHaveValue('');
  await pick(page, 'sender', SENDER);
  await pick(page, 'recipient', RECIPIENT);
  await expect(control(sender, 'Business name')).toHaveValue(SENDER);
  await expect(control(sender, 'Registration number')).toHaveValue('C4410987');
  await expect(control(recipient, 'Business name')).toHaveValue(RECIPIENT);
  await expect(control(group(page, 'Credit party'), 'Credit party 1: value')).toHaveValue('0123456789');

  // One field changed for this remittance only.
  await type(sender, 'Address line 1', '1 Harbour Quay');
  await corridor(page, { amount: '1500000', purpose: 'Goods Payment', source: 'Business Revenue' });
  await type(group(page, 'Debit party'), 'Debit party 1: value', '+14155550123');
  await providerDetails(page, { kid: true, mode: 'Bank account', option: 'Account Credit' });
  const reference = await quoteAndReview(page);
  const json = JSON.parse((await page.getByTestId('wire-json').textContent())!);
  expect(json.business.senderKyc.businessName).toBe(SENDER);
  expect(json.business.senderKyc.businessAddress1).toBe('1 Harbour Quay');
  expect(json.business.recepientKyc.businessName).toBe(RECIPIENT);
  expect(json.savedParties).toBeUndefined();
  await submitAndLand(page, reference);

  // The party's page: the remittance that used it; its own record unchanged.
  // The navigation's Parties (the shell may hold the navigation twice: the sidebar and the phone's menu).
  await page.getByRole('link', { name: 'Parties', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Parties' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Search parties by name').fill(SENDER);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: SENDER }).click();
  await expect(page.getByRole('heading', { name: SENDER })).toBeVisible();
  const used = page.getByTestId('party-remittance');
  await expect(used).toHaveCount(1);
  await expect(used).toContainText(reference);
  await expect(used).toContainText('Sender');
  await expect(page.getByText('500 Market Street')).toBeVisible();
  await expect(page.getByText('1 Harbour Quay')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await used.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { name: new RegExp(reference) })).toBeVisible();
});

test('a person whose ID expired since they were saved is flagged when picked', async ({ page }) => {
  await signIn(page, 'operator');
  await newComposer(page, 'p2p');
  await individualSender(page, { idExpires: '2026-03-03' });
  const name = `Grace ${run}`;
  await type(group(page, 'Individual sender'), 'Full name', name);
  await saveAsNew(page, 'sender', name);

  await newComposer(page, 'p2p');
  await pick(page, 'sender', name);
  await expect(page.getByTestId('saved-sender').getByRole('alert')).toHaveText(
    'ID expired on 3 March 2026 — ask for a new one',
  );
  await expect(control(group(page, 'Individual sender'), 'Sender ID 1: number')).toHaveValue('P56781234');

  // The new ID, for this remittance; the recipient, typed, is saved from the review.
  await type(group(page, 'Individual sender'), 'Sender ID 1: expires on', '2031-03-09');
  await corridor(page, { amount: '250000', purpose: 'Gift', source: 'Salary', relationship: 'Brother' });
  const recipient = `Ada ${run}`;
  await individualRecipient(page, { first: 'Ada', last: 'Eze', full: recipient });
  await parties(page, { value: '0123456789' });
  await quoteAndReview(page);
  await expect(page.getByRole('button', { name: 'Save the sender as a new party' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save the recipient as a new party' }).click();
  await expect(page.getByRole('link', { name: recipient })).toBeVisible();
  await page.goto('/parties');
  await expect(page.getByRole('link', { name: recipient })).toBeVisible();
});

test('a party is created, edited and deactivated on its own pages', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/parties/new');
  await expect(page.getByRole('heading', { name: 'New party' })).toBeVisible();
  await expectNoSeriousViolations(page);
  const block = group(page, 'Business recipient');
  const name = `Delta Traders ${run}`;
  await type(block, 'Business name', name);
  await page.getByRole('button', { name: 'Save the party' }).click();
  // The address country is what a company needs at least: its error is at its field.
  await expect(control(block, 'Address country')).toHaveAttribute('aria-invalid', 'true');
  await control(block, 'Address country').click();
  await control(block, 'Address country').fill('Nigeria');
  await page
    .getByRole('option', { name: /^Nigeria\b/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Save the party' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('No remittance has used this party yet.')).toBeVisible();

  const edit = page.getByRole('form', { name: 'Edit the party' });
  await type(edit, 'City (optional)', 'Lagos');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expect(page.getByText('Lagos', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Deactivate…' }).click();
  await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'no longer offered in the composer' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit the party' })).toHaveCount(0);
});

test('a viewer reads the parties with names masked, searches by ID only, and changes nothing', async ({ page }) => {
  await signIn(page, 'viewer');
  await page.goto('/parties');
  await expect(page.getByRole('heading', { name: 'Parties' })).toBeVisible();
  await expect(page.getByTestId('search-by-id-hint')).toBeVisible();
  await expect(page.getByRole('link', { name: 'New party' })).toHaveCount(0);
  await expect(page.getByText(SENDER)).toHaveCount(0);
  const row = page.getByTestId('party-row').first();
  await expect(row).toContainText('•');
  const id = (await row.getByTestId('party-id').textContent())!.trim();
  await page.getByLabel('Search parties by ID').fill(id);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('party-row')).toHaveCount(1);
  await page.getByTestId('party-row').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('•');
  await expect(page.getByRole('form', { name: 'Edit the party' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Deactivate…' })).toHaveCount(0);
  await expectNoSeriousViolations(page);
});
