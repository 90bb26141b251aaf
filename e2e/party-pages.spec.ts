import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { createApiParties } from './api-parties';
import { signIn } from './fixtures';

/** A suffix that keeps this run's names apart from earlier runs' and from each other. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

/** A small but real PDF: processing accepts content that starts with %PDF. */
const pdf = Buffer.from('%PDF-1.4\n% Corridor e2e\n%%EOF\n');

/** A payer and a EUR beneficiary, created straight through the API; `tag` keeps each journey's apart. */
function createParties(page: Page, tag: string) {
  return createApiParties(page, {
    key: `pages-${tag}${run}`,
    payerName: `Petra Pages ${tag}${run}`,
    beneficiaryName: `Bernd Seiten ${tag}${run}`,
    idNumber: `K${tag}${run}9`,
  });
}

/** An FX payment between the two, composed in the desk; answers its reference. */
async function payBetween(page: Page, parties: { payerName: string; beneficiaryName: string }): Promise<string> {
  await page.goto('/compose/payment');
  await page.getByLabel('Search payers by name').fill(parties.payerName);
  await page.getByRole('radio', { name: new RegExp(parties.payerName) }).click();
  await page.getByLabel('Search beneficiaries by name').fill(parties.beneficiaryName);
  await page.getByRole('radio', { name: new RegExp(parties.beneficiaryName) }).click();
  await expect(page.getByLabel('Payout currency')).toHaveValue('EUR');
  await page.getByLabel('Debit from balance').selectOption('USD');
  await page.getByLabel(/^Amount/).fill('120.00');
  await page.getByRole('button', { name: 'Get quote' }).click();
  await expect(page.getByTestId('quote-sell')).toHaveText('120.00 USD');
  await page.getByLabel('Purpose code').selectOption('SUPP');
  await page.getByLabel('Payment reason').selectOption({ label: 'Goods purchased' });
  await page.getByLabel('Source of funds').selectOption({ label: 'Savings' });
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page).toHaveURL(/\/remittances\/desk-pay-[0-9a-f-]{36}$/, { timeout: 15_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);
}

test("a payer's page: its record and payment, a new version with a certificate, the old one deactivated", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const parties = await createParties(page, 'A');
  await signIn(page, 'operator');
  const reference = await payBetween(page, parties);

  // Opened from the list.
  await page.goto('/payers');
  await page.getByLabel('Search payers by name').fill(parties.payerName);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: parties.payerName }).click();
  await expect(page.getByRole('heading', { level: 1, name: parties.payerName })).toBeVisible();
  const main = page.getByRole('main');
  // Codes as names, days written out; no wire names.
  await expect(main).toContainText('Passport');
  await expect(main).toContainText('1 Orchard Road, Singapore, Singapore');
  await expect(main).toContainText('1 January 2031');
  await expect(main).not.toContainText('PASSPORT');
  await expect(main).not.toContainText('2031-01-01');
  await expect(page.getByTestId('party-remittance')).toHaveCount(1);
  await expect(page.getByTestId('party-remittance').getByRole('link', { name: reference })).toBeVisible();
  await expect(main).toContainText('cannot change a payer once it is registered');
  await expectNoSeriousViolations(page);
  const oldUrl = page.url();

  // A new version, prefilled: the phone changes, a certificate is added.
  await page.getByRole('link', { name: 'New version' }).click();
  await expect(page.getByRole('heading', { name: `New version of ${parties.payerName}` })).toBeVisible();
  await expect(page.getByText('This creates a new payer')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(parties.payerName);
  await expect(page.getByLabel('Expires on', { exact: true })).toHaveValue('2031-01-01');
  await page.getByLabel('Phone').fill('+6598765432');

  const upload = page.getByLabel('Add documents');
  await upload.setInputFiles({ name: 'certificate-of-incorporation.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByLabel('Document type of certificate-of-incorporation.pdf')).toHaveValue('CR_CERT');
  const certificate = page.getByTestId('document-row').filter({ hasText: 'certificate-of-incorporation.pdf' });
  await expect(certificate.getByTestId('document-status')).toHaveText('Accepted', { timeout: 20_000 });

  // A name that says nothing has no type until one is chosen; a rejected file says why.
  await upload.setInputFiles({ name: 'scan0001.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByLabel('Document type of scan0001.pdf')).toHaveValue('');
  await upload.setInputFiles({ name: 'passport-reject.pdf', mimeType: 'application/pdf', buffer: pdf });
  const rejected = page.getByTestId('document-row').filter({ hasText: 'passport-reject.pdf' });
  await expect(rejected.getByTestId('document-status')).toHaveText(
    'Rejected: the file name contains "reject", which the test service always rejects. Remove it and upload another.',
    { timeout: 20_000 },
  );
  await page.getByRole('button', { name: 'Remove passport-reject.pdf' }).click();
  await expect(page.getByText('Choose the type of each document first.')).toBeVisible();
  await page.getByLabel('Document type of scan0001.pdf').selectOption({ label: 'Proof of address' });
  await expect(page.getByRole('checkbox', { name: /Deactivate .* once the new payer is created/ })).toBeChecked();
  await page.getByRole('button', { name: 'Create the new version' }).click();

  // The new payer's page: the old one named and deactivated, the documents with their result.
  await expect(page).toHaveURL(/\/payers\/op_[0-9a-f]{24}\?replaces=op_[0-9a-f]{24}&old=deactivated$/, {
    timeout: 15_000,
  });
  await expect(page.getByText('New version created')).toBeVisible();
  await expect(main).toContainText('+6598765432');
  const documents = page.getByTestId('party-document');
  await expect(documents).toHaveCount(2);
  await expect(documents.filter({ hasText: 'Certificate of incorporation' })).toContainText('Accepted');
  await expect(documents.filter({ hasText: 'Proof of address' })).toContainText(/Accepted|Being checked|Uploaded/);
  await expect(page.getByTestId('party-remittance')).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.goto(oldUrl);
  await expect(page.getByText('Deactivated', { exact: true }).first()).toBeVisible();
  await expect(main).toContainText('New payments naming this payer are refused.');
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await expect(page.getByTestId('party-remittance')).toHaveCount(1);

  // The composer offers the new version only: the old one would be refused.
  await page.goto('/compose/payment');
  await page.getByLabel('Search payers by name').fill(parties.payerName);
  await expect(page.getByTestId('payer-option')).toHaveCount(1);
});

test("a beneficiary's page: its record and payment, then deactivated; a viewer sees it masked", async ({ page }) => {
  test.setTimeout(120_000);
  const parties = await createParties(page, 'B');
  await signIn(page, 'operator');
  const reference = await payBetween(page, parties);

  await page.goto('/beneficiaries');
  await page.getByLabel('Search beneficiaries by name').fill(parties.beneficiaryName);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: parties.beneficiaryName }).click();
  await expect(page.getByRole('heading', { level: 1, name: parties.beneficiaryName })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('SWIFT (international wire)');
  await expect(main).toContainText('Hauptstrasse 1, Berlin, Germany');
  await expect(main).toContainText('DE89370400440532013000');
  await expect(page.getByTestId('party-remittance').getByRole('link', { name: reference })).toBeVisible();
  await expectNoSeriousViolations(page);
  const url = page.url();

  // Deactivated after being asked once more.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('group', { name: `Deactivate ${parties.beneficiaryName}` })).toContainText(
    'New payments naming this beneficiary will be refused.',
  );
  await page.getByRole('button', { name: 'Deactivate beneficiary' }).click();
  await expect(main).toContainText('New payments naming this beneficiary are refused.');
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  // A viewer reads the same page with names and numbers masked, and no way to change it.
  await page.context().clearCookies();
  await signIn(page, 'viewer');
  await page.goto(url);
  await expect(main).not.toContainText(parties.beneficiaryName);
  await expect(main).not.toContainText('DE89370400440532013000');
  await expect(main).toContainText('Germany');
  await expect(page.getByRole('link', { name: 'New version' })).toHaveCount(0);

  // An ID the service does not know is a page that says so.
  await page.goto('/beneficiaries/ben_000000000000000000000000');
  await expect(page.getByRole('heading', { name: 'Beneficiary not found' })).toBeVisible();
  await page.goto('/payers/op_000000000000000000000000');
  await expect(page.getByRole('heading', { name: 'Payer not found' })).toBeVisible();
});
