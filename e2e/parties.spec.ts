import { expect, test, type Page } from '@playwright/test';
import { SANDBOX_DEMO_API_KEY } from '../lib/env';
import { signIn } from './fixtures';

/** Picks an option of a combobox as a person does: types part of it, then clicks the option. */
async function choose(page: Page, combobox: string, typed: string, option: string) {
  const input = page.getByRole('combobox', { name: combobox, exact: true });
  await input.click();
  await input.pressSequentially(typed);
  await expect(input).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('option', { name: option }).click();
  await expect(input).toHaveValue(option);
  await expect(input).toHaveAttribute('aria-expanded', 'false');
}

/** A suffix that keeps this run's names apart from earlier runs' and from each other. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

async function fillIdentityAndAddress(page: Page, idNumber: string) {
  await page.getByLabel('ID type', { exact: true }).selectOption({ label: 'Passport' });
  await page.getByLabel('ID number', { exact: true }).fill(idNumber);
  await page.getByLabel('Issued on', { exact: true }).fill('2020-01-15');
  await page.getByLabel('Expires on', { exact: true }).fill('2030-01-14');
  await page.getByLabel('Address line 1', { exact: true }).fill('1 Raffles Place');
  await page.getByLabel('City', { exact: true }).fill('Singapore');
  await choose(page, 'Country', 'singa', 'Singapore');
}

test('an operator creates an individual and a company payer, lists them and finds one by search', async ({ page }) => {
  await signIn(page, 'operator');
  await page.getByRole('link', { name: 'Payers', exact: true }).click();
  await page.getByRole('link', { name: 'New payer' }).click();
  await expect(page.getByRole('heading', { name: 'New payer' })).toBeVisible();

  // An individual: no company block, directors or owners.
  const individual = `Ada Lovelace ${run}`;
  await expect(page.getByLabel('Payer type')).toHaveValue('INDIVIDUAL');
  await expect(page.getByRole('button', { name: 'Add director' })).toHaveCount(0);
  await page.getByLabel('Full name').fill(individual);
  await page.getByLabel('Name in Latin script').fill(individual);
  await page.getByLabel('Phone').fill('+65 9123 4567');
  await fillIdentityAndAddress(page, `E${run}1`);
  // Submitted twice at once (a double click that beats the disabled button): one payer.
  let actionPosts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) actionPosts += 1;
  });
  await page.getByRole('form', { name: 'New payer' }).evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page).toHaveURL(/\/payers\?created=/);
  expect(actionPosts).toBe(2);
  await expect(page.getByTestId('payer-row').filter({ hasText: individual })).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: `Payer ${individual} created.` })).toBeVisible();
  // Lists show no number in full, whoever looks (reviewers and admins reveal one per remittance).
  const individualRow = page.getByTestId('payer-row').filter({ hasText: individual });
  await expect(individualRow.getByTestId('payer-phone')).toHaveText('+••••••4567');
  await expect(individualRow).not.toContainText('+6591234567');

  // A company with one director and one owner; a second director added and removed again.
  const company = `Harbour Trading ${run} Pte Ltd`;
  await page.getByRole('link', { name: 'New payer' }).click();
  await page.getByLabel('Payer type').selectOption({ label: 'Private company' });
  await page.getByLabel('Registered name').fill(company);
  await page.getByLabel('Name in Latin script').fill(company);
  await page.getByLabel('Phone').fill('+6562223333');
  await fillIdentityAndAddress(page, `S${run}2`);
  await page.getByLabel('Business registration number').fill(`2019${run}K`);
  await page.getByLabel('Registered on').fill('2019-03-01');
  await page.getByLabel('Registration expires on').fill('2029-03-01');
  await page.getByLabel('Registered address line 1').fill('10 Marina Boulevard');
  await page.getByLabel('Registered address city').fill('Singapore');
  await choose(page, 'Registered address country', 'SG', 'Singapore');
  await page.getByLabel('Director 1: full name').fill('Grace Hopper');
  await page.getByLabel('Director 1: ID number').fill('S1234567D');
  await page.getByLabel('Director 1: ID expires on').fill('2031-05-31');
  await page.getByRole('button', { name: 'Add director' }).click();
  await expect(page.getByLabel('Director 2: full name')).toBeVisible();
  await page.getByRole('button', { name: 'Remove director 2' }).click();
  await expect(page.getByLabel('Director 2: full name')).toHaveCount(0);
  await page.getByLabel('Owner 1: full name').fill('Alan Turing');
  await page.getByLabel('Owner 1: ID type').selectOption({ label: 'National ID card' });
  await page.getByLabel('Owner 1: ID number').fill('S7654321B');
  await page.getByRole('button', { name: 'Create payer' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Payer ${company} created.` })).toBeVisible();

  // Newest first: the company heads the list, the individual follows.
  const rows = page.getByTestId('payer-row');
  await expect(rows.nth(0)).toContainText(company);
  await expect(rows.nth(0)).toContainText('Private company');
  await expect(rows.nth(1)).toContainText(individual);

  // Search narrows the list to the one name.
  await page.getByLabel('Search payers by name').fill(`lovelace ${run.toLowerCase()}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(individual);
});

test('an empty payer form shows the field errors and focuses the first', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/payers/new');
  await page.getByRole('button', { name: 'Create payer' }).click();
  const name = page.getByLabel('Full name');
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(page.locator(`#${await name.getAttribute('aria-describedby')}`)).toHaveText('Required');
  await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Country', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/payers\/new$/);

  // Errors show when leaving a field, and clear once it is put right.
  await page.getByLabel('Phone').fill('12');
  await page.getByLabel('Phone').blur();
  await expect(page.getByText('Must be a valid phone number in international format')).toBeVisible();
  await page.getByLabel('Phone').fill('+6591234567');
  await expect(page.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'false');
});

test('an operator creates a SWIFT beneficiary with an intermediary bank', async ({ page }) => {
  await signIn(page, 'operator');
  await page.getByRole('link', { name: 'Beneficiaries', exact: true }).click();
  await page.getByRole('link', { name: 'New beneficiary' }).click();
  const name = `Max Mustermann ${run}`;
  await page.getByLabel('Payment channel').selectOption('SWIFT');
  await choose(page, 'Payout country', 'germ', 'Germany');
  // Escape while searching closes the list and puts the chosen country back.
  const payoutCountry = page.getByRole('combobox', { name: 'Payout country' });
  await payoutCountry.press('ControlOrMeta+a');
  await payoutCountry.pressSequentially('xyz');
  await expect(page.getByText('No matches for “xyz”')).toBeVisible();
  await payoutCountry.press('Escape');
  await expect(payoutCountry).toHaveValue('Germany');
  await expect(payoutCountry).toHaveAttribute('aria-expanded', 'false');
  await page.getByLabel('Beneficiary name').fill(name);
  await page.getByLabel('Street address').fill('Hauptstrasse 1');
  await page.getByLabel('Beneficiary city').fill('Berlin');
  // Keyboard only: the exact code comes first and is highlighted; Enter takes it.
  const beneficiaryCountry = page.getByRole('combobox', { name: 'Beneficiary country' });
  await beneficiaryCountry.focus();
  await beneficiaryCountry.pressSequentially('de');
  await expect(beneficiaryCountry).toHaveAttribute('aria-activedescendant', /option-0$/);
  await expect(
    page.getByRole('listbox', { name: 'Beneficiary country options' }).getByRole('option', { selected: true }),
  ).toContainText('Germany');
  await beneficiaryCountry.press('Enter');
  await expect(beneficiaryCountry).toHaveValue('Germany');
  await page.getByLabel('Bank name', { exact: true }).fill('Deutsche Bank');
  await choose(page, 'Account currency', 'eur', 'EUR — Euro');
  await page.getByLabel('IBAN (optional)').fill('DE89 3704 0044 0532 0130 00');
  await page.getByLabel('SWIFT code (BIC)', { exact: true }).fill('deutdeff');
  await page.getByLabel('Add an intermediary bank').check();
  await page.getByLabel('Intermediary bank name').fill('Citibank N.A.');
  await page.getByLabel('Intermediary SWIFT code (BIC)').fill('CITIUS33');
  await page.getByRole('button', { name: 'Create beneficiary' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Beneficiary ${name} created.` })).toBeVisible();
  const row = page.getByTestId('beneficiary-row').filter({ hasText: name });
  await expect(row).toContainText('DEUTDEFF');
  await expect(row.getByTestId('beneficiary-account')).toHaveText('••••••••••••••••••3000');
  await expect(row).not.toContainText('DE89370400440532013000');
  await expect(row).toContainText('Verified');

  // The intermediary bank went along (the list does not show it; the API does).
  const stored = await page.request.get(`/api/v1/beneficiaries?search=${encodeURIComponent(name)}`, {
    headers: { 'x-api-key': SANDBOX_DEMO_API_KEY },
  });
  const body = (await stored.json()) as {
    items: { intermediaryBank?: { swiftCode: string }; localClearing?: unknown }[];
  };
  expect(body.items).toHaveLength(1);
  expect(body.items[0]!.intermediaryBank?.swiftCode).toBe('CITIUS33');
  expect(body.items[0]!.localClearing).toBeUndefined();
});

test('a viewer sees the lists with masked names and numbers, searches by ID only, and cannot open the form', async ({
  page,
}) => {
  // A payer to look at, created straight through the API.
  const name = `Viewer Check ${run}`;
  const created = await page.request.post('/api/v1/payers', {
    headers: { 'x-api-key': SANDBOX_DEMO_API_KEY, 'idempotency-key': `e2e-viewer-${run}` },
    data: {
      requestId: `e2e-viewer-${run}`,
      payerType: 'INDIVIDUAL',
      payer: { name, enName: name, phone: '+6591234567' },
      identity: { type: 'PASSPORT', number: 'K98765432', issuedDate: '2021-01-01', expirationDate: '2031-01-01' },
      address: { line1: '1 Orchard Road', city: 'Singapore', country: 'SG' },
    },
  });
  expect(created.status()).toBe(201);
  const { originalPayerId } = (await created.json()) as { originalPayerId: string };

  await signIn(page, 'viewer');
  await page.getByRole('link', { name: 'Payers', exact: true }).click();
  // The row is found by its ID: the name is masked but for the first letter of each word.
  const row = page.getByTestId('payer-row').filter({ has: page.getByTestId('party-id').getByText(originalPayerId) });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('payer-name')).toHaveText(`V••••• C•••• ${run[0]}${'•'.repeat(run.length - 1)}`);
  await expect(row).not.toContainText(name);
  await expect(row.getByTestId('payer-phone')).toHaveText('+••••••4567');
  await expect(row.getByTestId('payer-id-number')).toContainText('•••••5432');
  await expect(row).not.toContainText('K98765432');
  await expect(page.getByRole('link', { name: 'New payer' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(name);

  // A search by name finds nothing (it would reveal the name); the search box says it takes IDs.
  await expect(page.getByLabel('Search payers by name')).toHaveCount(0);
  const search = page.getByLabel('Search payers by ID');
  await expect(page.getByTestId('search-by-id-hint')).toHaveText(/Viewers can search by ID only/);
  await search.fill(name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByTestId('payer-row')).toHaveCount(0);
  await expect(page.getByText(`No payer has the ID “${name}”. Viewers can search by ID only.`)).toBeVisible();
  // The ID finds the one payer, still masked.
  await page.getByLabel('Search payers by ID').fill(originalPayerId);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('payer-row')).toHaveCount(1);
  await expect(page.getByTestId('payer-row')).toContainText(originalPayerId);
  await expect(page.getByTestId('payer-row')).not.toContainText(name);

  await page.goto('/payers/new');
  await expect(page).toHaveURL(/\/forbidden/);

  await page.goto('/beneficiaries');
  await expect(page.getByRole('heading', { name: 'Beneficiaries' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New beneficiary' })).toHaveCount(0);
  for (const account of await page.getByTestId('beneficiary-account').allTextContents())
    expect(account).toMatch(/^•+[0-9A-Z]{4}$/);
  // Every beneficiary's name shows the first letter of each word only: never two letters in a row.
  const names = await page.getByTestId('beneficiary-name').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const shown of names) expect(shown).not.toMatch(/[\p{L}\p{N}]{2}/u);
  await page.getByLabel('Search beneficiaries by ID').fill('Max');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('beneficiary-row')).toHaveCount(0);
  await page.goto('/beneficiaries/new');
  await expect(page).toHaveURL(/\/forbidden/);
});
