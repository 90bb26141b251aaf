import { expect, test, type APIRequestContext } from '@playwright/test';
import { deskRemittanceRoute, remittancePath } from '../lib/schemas/reference-path';
import { API_HEADERS, sendApiTransaction, signIn } from './fixtures';

// Issue 26, item 9: the API takes any printable ASCII in transactionReference, so another client's
// reference may hold every character a path treats specially. Such a remittance opens on the desk
// (its page, its live status, its messages and its receipt's address), and can be cancelled there.

const run = Date.now().toString(36).toUpperCase();
/** Every character a path, a query, a fragment or a form treats specially. */
const SPECIAL = '"#$%&+,/:;<=>?@[\\]^`{|}';

test.afterAll(async ({ request }) => {
  await request.delete('/api/v1/sandbox/clock', { headers: API_HEADERS });
});

async function force(request: APIRequestContext, serviceRef: string, to: string) {
  const moved = await request.post(`/api/v1/sandbox/transactions/${serviceRef}/transitions`, {
    headers: API_HEADERS,
    data: { to },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

test('a remittance whose reference holds " # $ % & + , / : ; < = > ? @ [ \\ ] ^ ` { | } opens and is cancelled on the desk', async ({
  page,
  request,
}) => {
  // Paused, so the transaction waits in PENDING for the cancel.
  const paused = await request.put('/api/v1/sandbox/clock', { headers: API_HEADERS, data: { paused: true } });
  expect(paused.status(), await paused.text()).toBe(200);
  const reference = `ODD-${run}-${SPECIAL}`;
  const sent = await sendApiTransaction(request, reference);
  await force(request, sent.serviceRef, 'PENDING');

  await signIn(page, 'operator');
  const address = remittancePath(reference);
  expect(address).toMatch(/^\/remittances\/[A-Za-z0-9_.~-]+$/);
  // The desk learns of it by webhook: the page opens once it has. A percent-encoded link (another
  // tool's) is sent to the desk's own address of it.
  await expect(async () => {
    await page.goto(`/remittances/${encodeURIComponent(reference)}`);
    await expect(page.getByTestId('remittance-status')).toHaveText('Pending', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe(address);
  await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
  await expect(page).toHaveTitle(`Remittance ${reference} · Corridor`);
  // Still there once the page has settled (Next renders it again after hydration).
  await page.waitForTimeout(3_000);
  await expect(page.getByTestId('remittance-status')).toHaveText('Pending');

  // Its live status and its messages, read by the page's islands through the desk's routes.
  for (const route of ['', '/exchanges?after=0']) {
    const answer = await page.request.get(`${deskRemittanceRoute(reference)}${route}`);
    expect(answer.status(), `${route}: ${await answer.text()}`).toBe(200);
  }
  // The receipt's address finds it too (not paid out: the receipt page says so).
  await page.goto(`${address}/receipt`);
  await expect(page.getByRole('link', { name: 'Back to the remittance' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the remittance' }).click();
  await expect(page.getByTestId('remittance-status')).toHaveText('Pending');
  expect(new URL(page.url()).pathname).toBe(address);

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this transaction?' });
  await dialog.getByLabel('Reason').fill('Reference with every odd character');
  const sentAction = page.waitForRequest((sent) => sent.method() === 'POST' && !!sent.headers()['next-action']);
  await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('remittance-status')).toHaveText('Cancelled');
  await expect(page.getByText('Cancelled by the sender: Reference with every odd character')).toBeVisible();

  // The same action called with arguments nested 10,000 deep: refused in words, not a 500.
  const actionId = (await sentAction).headers()['next-action']!;
  const deep = await page.request.post(address, {
    headers: { 'next-action': actionId, 'content-type': 'text/plain;charset=UTF-8' },
    data: `[${'['.repeat(10_000)}${']'.repeat(10_000)}]`,
  });
  expect(deep.status()).toBe(400);
  expect(await deep.text()).toBe('This request is nested more than 32 levels deep (arrays and objects).');
});

test('a server action over 1 MB is answered 413 in a short body, not 500', async ({ page }) => {
  await signIn(page, 'operator');
  const answer = await page.request.post('/compose/transaction', {
    headers: { 'next-action': '0'.repeat(42), 'content-type': 'text/plain;charset=UTF-8' },
    data: `["${'x'.repeat(1024 * 1024 + 10)}"]`,
  });
  expect(answer.status()).toBe(413);
  expect(await answer.text()).toBe('This request is larger than 1 MB.');
});
