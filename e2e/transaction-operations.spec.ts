import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { API_HEADERS, sendApiTransaction, signIn } from './fixtures';
import { group, individualRecipient, parties } from './composer';

// Issue 18 on the desk: an operator cancels a transaction before its payout and asks for the
// reversal of a paid-out one, from the remittance page; the composer's "Check account" compares
// the account holder's name with the recipient's. The sandbox clock is paused while the two
// transactions are placed (so the first stays PENDING) and put back on real time afterwards.

const run = Date.now().toString(36).toUpperCase();

test.afterAll(async ({ request }) => {
  await request.delete('/api/v1/sandbox/clock', { headers: API_HEADERS });
});

/** Moves a transaction through the sandbox's transition route. */
async function force(request: APIRequestContext, serviceRef: string, ...moves: string[]) {
  for (const to of moves) {
    const moved = await request.post(`/api/v1/sandbox/transactions/${serviceRef}/transitions`, {
      headers: API_HEADERS,
      data: { to },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

/** The remittance's page, once the desk has learned of it (its webhook takes a moment). */
async function openRemittance(page: Page, reference: string, status: string) {
  await expect(async () => {
    await page.goto(`/remittances/${encodeURIComponent(reference)}`);
    await expect(page.getByTestId('remittance-status')).toHaveText(status, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}

/** Opens the operation's dialog, gives the reason and confirms. */
async function operate(page: Page, button: string, question: string, confirm: string, reason: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: question });
  await expect(dialog).toBeVisible();
  // Nothing is sent without a reason: the field says so.
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog.getByText('Give a reason: it is kept with the transaction.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm }).click();
  await expect(dialog).toBeHidden();
}

test('an operator cancels a pending transaction and requests the reversal of a paid-out one', async ({
  page,
  request,
}) => {
  const paused = await request.put('/api/v1/sandbox/clock', { headers: API_HEADERS, data: { paused: true } });
  expect(paused.status(), await paused.text()).toBe(200);
  const pendingRef = `E2E-OPS-CANCEL-${run}`;
  const paidRef = `E2E-OPS-REVERSE-${run}`;
  const pending = await sendApiTransaction(request, pendingRef);
  await force(request, pending.serviceRef, 'PENDING');
  const paid = await sendApiTransaction(request, paidRef);
  await force(request, paid.serviceRef, 'PENDING', 'SUCCESS');

  await signIn(page, 'operator');
  await openRemittance(page, pendingRef, 'Pending');
  await expectNoSeriousViolations(page);
  await expect(page.getByRole('button', { name: 'Request reversal' })).toHaveCount(0);
  await operate(page, 'Cancel', 'Cancel this transaction?', 'Yes, cancel it', 'Sent twice by mistake');
  await expect(page.getByText('Cancelled: the sending amount and the fee are back on the balance.')).toBeVisible();
  await expect(page.getByTestId('remittance-status')).toHaveText('Cancelled');
  await expect(page.getByTestId('timeline-status')).toHaveText(['Acknowledged', 'Pending', 'Cancelled']);
  await expect(page.getByText('Cancelled by the sender: Sent twice by mistake')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);

  await openRemittance(page, paidRef, 'Success');
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await operate(page, 'Request reversal', 'Request a reversal?', 'Yes, request the reversal', 'Paid the wrong person');
  await expect(page.getByTestId('remittance-status')).toHaveText('Reversal pending');
  await expect(page.getByText('Reversal requested by the sender: Paid the wrong person')).toBeVisible();
  // The receiving partner answers one sandbox step later, once the clock runs again.
  await request.delete('/api/v1/sandbox/clock', { headers: API_HEADERS });
  await expect(page.getByTestId('remittance-status')).toHaveText('Returned', { timeout: 30_000 });
  await expect(page.getByText("Reversed at the sender's request: Paid the wrong person")).toBeVisible();
});

test("the composer's Check account says the account exists and its holder matches the recipient", async ({ page }) => {
  await signIn(page, 'operator');
  await page.getByRole('link', { name: 'New transaction' }).click();
  await page.getByRole('radio', { name: /^p2p ·/ }).check();
  await individualRecipient(page, { first: 'Ada', last: 'Eze', full: 'Ada Ngozi Eze' });
  await parties(page, { key: 'msisdn', value: '+2349051234567' });
  const credit = group(page, 'Credit party');
  await credit.getByRole('button', { name: 'Check account' }).click();
  await expect(credit.getByTestId('account-check-result')).toHaveText(
    "The account exists and can receive money. Held by Ada Ngozi Eze. The holder's name matches the recipient's.",
  );
  await credit.getByLabel('Credit party 1: value').fill('+2349051230000');
  await credit.getByRole('button', { name: 'Check account' }).click();
  await expect(credit.getByTestId('account-check-result')).toHaveText(
    'No such account: check the number with the recipient.',
  );
});
