import { expect, test } from '@playwright/test';
import { secondAdmin, signIn } from './fixtures';

/*
 * The approval rules: an admin proposes a version, a second admin confirms (or refuses) it; reviewers
 * read them, operators may not open them.
 */
test('an admin proposes a new version of the approval rules and a second admin confirms it', async ({
  page,
  browser,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => r.status() >= 400 && errors.push(`${r.status()} ${r.url()}`));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text() + ' @ ' + m.location().url));
  await signIn(page, 'admin');
  await page.goto('/settings/approval-rules');
  await expect(page.getByRole('heading', { name: 'In force: version 1' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'USD 50,000 or more' })).toBeVisible();

  // Break rule 1's name: a client-side check at the field.
  await page.getByLabel('Rule 1: name').fill('');
  await page.getByRole('button', { name: 'Propose as a new version' }).click();
  await expect(page.getByLabel('Rule 1: name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Rule 1: name')).toBeFocused();
  // Back to its name: the other journeys meet the default rules, as named.
  await page.getByLabel('Rule 1: name').fill('USD 10,000 or more');

  await page.getByRole('button', { name: 'Add rule' }).click();
  await page.getByLabel('Rule 4: name').fill('Big P2P to Kenya');
  await page.getByRole('combobox', { name: 'Rule 4, threshold 1: currency' }).fill('USD');
  await page.getByRole('option', { name: /^USD/ }).first().click();
  await page.getByLabel('Rule 4, threshold 1: at least').fill('0');
  await page.getByLabel('P2P — Person to person').last().check();
  await page.getByLabel('Rule 4: receiving countries').fill('ng, zz');
  await page.getByLabel('Rule 4: approvals required').selectOption('2');
  await page.getByRole('button', { name: 'Propose as a new version' }).click();
  await expect(page.getByText('Must be greater than zero')).toBeVisible();
  await expect(page.getByText('Must name known countries only: "zz" is not a country')).toBeVisible();
  await page.getByLabel('Rule 4, threshold 1: at least').fill('2,500');
  await page.getByLabel('Rule 4: receiving countries').fill('ke');
  await page.getByRole('button', { name: 'Propose as a new version' }).click();

  // A proposal, not yet in force: its proposer sees it against the rules in force, and cannot confirm it.
  await expect(page.getByRole('heading', { name: 'Proposed: version 2' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In force: version 1' })).toBeVisible();
  const proposal = page.getByRole('region', { name: 'Proposed: version 2' });
  await expect(
    proposal.getByRole('row', { name: /Added.*Big P2P to Kenya: 2,500.00 USD or more · P2P · to KE/ }),
  ).toBeVisible();
  await expect(proposal.getByText('You proposed this version: another admin confirms it.')).toBeVisible();
  await expect(proposal.getByRole('button', { name: 'Confirm version 2' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Propose as a new version' })).toHaveCount(0);

  // A second admin confirms it: version 2 is in force.
  const other = await (await browser.newContext()).newPage();
  await signIn(other, secondAdmin());
  await other.goto('/settings/approval-rules');
  await other.getByRole('button', { name: 'Confirm version 2' }).click();
  await expect(other.getByRole('heading', { name: 'In force: version 2' })).toBeVisible();
  await expect(other.getByRole('cell', { name: 'Big P2P to Kenya' })).toBeVisible();
  await expect(other.getByText('2,500.00 USD or more · P2P · to KE')).toBeVisible();
  await expect(other.getByRole('heading', { name: /Proposed:/ })).toHaveCount(0);

  // The next proposal is based on version 2; the second admin refuses it and version 2 stays.
  // (Kenya: no other journey pays there, so the rules the other journeys meet stay the defaults'.)
  await page.reload();
  await page.getByLabel('Rule 4: approvals required').selectOption('1');
  await page.getByRole('button', { name: 'Propose as a new version' }).click();
  await expect(page.getByRole('heading', { name: 'Proposed: version 3' })).toBeVisible();
  await other.reload();
  await other.getByRole('button', { name: 'Refuse version 3' }).click();
  await expect(other.getByRole('heading', { name: /Proposed:/ })).toHaveCount(0);
  await expect(other.getByRole('heading', { name: 'In force: version 2' })).toBeVisible();
  await other.context().close();
  expect(errors.filter((e) => !e.includes('favicon'))).toEqual([]);
});

test('a stale editor is refused naming the proposal that waits; its proposer withdraws it', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin');
  await page.goto('/settings/approval-rules');
  const other = await (await browser.newContext()).newPage();
  await signIn(other, secondAdmin());
  await other.goto('/settings/approval-rules');
  await other.getByRole('button', { name: 'Propose as a new version' }).click();
  const heading = other.getByRole('heading', { name: /Proposed: version \d+/ });
  await expect(heading).toBeVisible();
  await page.getByRole('button', { name: 'Propose as a new version' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'changed meanwhile' })).toBeVisible();
  const version = (await heading.textContent())!.replace(/\D+/g, '');
  await other.getByRole('button', { name: `Withdraw version ${version}` }).click();
  await expect(other.getByRole('heading', { name: /Proposed:/ })).toHaveCount(0);
  await other.context().close();
});

test('a reviewer reads the rules without the editor', async ({ page }) => {
  await signIn(page, 'reviewer');
  await page.goto('/settings/approval-rules');
  await expect(page.getByRole('heading', { name: /In force: version/ })).toBeVisible();
  await expect(page.getByText('Only admins change the approval rules.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Propose as a new version' })).toHaveCount(0);
});

test('an operator may not open it', async ({ page }) => {
  await signIn(page, 'operator');
  await page.goto('/settings/approval-rules');
  await expect(page).toHaveURL(/forbidden/);
});
