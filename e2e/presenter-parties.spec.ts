import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { callServerAction } from './server-actions';

/*
 * Issue 26, item 11: presenter mode masked a saved party's record but not its edit form on
 * /parties/{id}, nor the composer's picker (/api/desk/saved-parties). Presenting, an admin sees
 * neither the name, ID nor account number anywhere, and an edit is refused even when the action is
 * called directly (a stale page, another tab).
 */

const run = Date.now().toString(36).toUpperCase();
const FULL_NAME = `Grace Presented ${run}`;
const ID_NUMBER = 'P56781234';
const ACCOUNT = 'GB82WEST12345698765432';
const kyc = {
  nationality: 'US',
  dateOfBirth: '1985-09-14',
  gender: 'f',
  idDocument: [{ idType: 'passport', idNumber: ID_NUMBER, expiryDate: '2031-03-09' }],
  postalAddress: { addressLine1: '1600 Park Avenue', city: 'Washington', country: 'US' },
  subjectName: { firstName: 'Grace', lastName: `Presented${run}`, fullName: FULL_NAME },
};

test('presenting, a saved party’s page has no edit form, the picker answers it masked, and an edit is refused', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/parties');
  const created = await callServerAction(page, 'createSavedPartyAction', [
    { kind: 'individual', kyc, creditParty: [{ key: 'accountIBAN', value: ACCOUNT }] },
  ]);
  const id = /"id":"([0-9a-f-]{36})"/.exec(created)?.[1];
  expect(id, created).toBeTruthy();

  // Not presenting: the edit form holds the party whole.
  await page.goto(`/parties/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit' })).toBeVisible();
  expect(await page.content()).toContain(ID_NUMBER);

  await page.getByRole('button', { name: 'Presenter mode' }).click();
  await expect(page.getByRole('button', { name: 'Presenter mode' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto(`/parties/${id}`);
  await expect(page.getByText('Not editable while presenting')).toBeVisible();
  const html = await page.content();
  for (const value of [FULL_NAME, ID_NUMBER, ACCOUNT]) expect(html, value).not.toContain(value);

  const picked = await page.request.get(`/api/desk/saved-parties?kind=individual&search=${encodeURIComponent(run)}`);
  expect(picked.ok()).toBeTruthy();
  const answer = await picked.text();
  for (const value of [FULL_NAME, ID_NUMBER, ACCOUNT]) expect(answer, value).not.toContain(value);
  expect(answer).toContain('"masked":true');

  await page.goto('/parties');
  const refused = await callServerAction(page, 'updateSavedPartyAction', [
    { id, party: { kind: 'individual', kyc: { ...kyc, subjectName: { ...kyc.subjectName, fullName: 'Renamed' } } } },
  ]);
  expect(refused).toContain('Presenter mode is on');
});
