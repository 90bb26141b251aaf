import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_USERS, SECOND_DEMO_ADMIN, type DemoUser } from '../lib/auth/demo-users';
import type { Role } from '../lib/auth/roles';
import { SANDBOX_DEMO_API_KEY } from '../lib/env';
import { exampleQuotationBody, exampleTransactionBody } from '../lib/schemas/transaction.examples';

/** The sandbox's demo API key, as another client of the API sends it. */
export const API_HEADERS = { 'x-api-key': SANDBOX_DEMO_API_KEY };

export function demoUser(role: Role) {
  const user = DEMO_USERS.find((u) => u.role === role);
  if (!user) throw new Error(`no demo user for ${role}`);
  return user;
}

/** The second demo admin (the first is `demoUser('admin')`): confirms what the first proposes. */
export const secondAdmin = () => SECOND_DEMO_ADMIN;

/** Signs in through the form, as a person would, and waits for the overview. */
export async function signIn(page: Page, role: Role | DemoUser) {
  const user = typeof role === 'string' ? demoUser(role) : role;
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('current-user')).toHaveText(user.name);
  return user;
}

/** The USD balance as the API reports it (through the desk's polling route). */
export async function usdBalance(page: Page): Promise<string> {
  const response = await page.request.get('/api/desk/balances');
  expect(response.ok()).toBeTruthy();
  const body = (await response.json()) as { balances: { currency: string; availableBalance: string }[] };
  return body.balances.find((b) => b.currency === 'USD')!.availableBalance;
}

/** A transaction quote as the API answers it (the fields the journeys use). */
export interface ApiQuote {
  quoteId: string;
  receivingAmount: string;
  sendingAmount: string;
  sendingCurrency: string;
  fees: { amount: string; currency: string }[];
}

/**
 * A p2b transaction sent straight through the API, as another client of it would (the desk learns
 * of it by webhook): quoted for `amount` NGN (its cents pick a sandbox outcome: .13 fails the
 * sender's KYC), paid from `sendingCurrency`. Answers the API's own reference and the quote.
 */
export async function sendApiTransaction(
  request: APIRequestContext,
  reference: string,
  { amount = '300000.00', sendingCurrency }: { amount?: string; sendingCurrency?: string } = {},
): Promise<{ serviceRef: string; quote: ApiQuote }> {
  const quotation = {
    ...exampleQuotationBody('p2b'),
    requestAmount: amount,
    ...(sendingCurrency ? { sendingCurrency } : {}),
  };
  const quoted = await request.post('/api/v1/quotations', { headers: API_HEADERS, data: quotation });
  expect(quoted.status(), await quoted.text()).toBe(201);
  const quote = ((await quoted.json()) as { quotes: ApiQuote[] }).quotes[0]!;
  const body = exampleTransactionBody('p2b', { quoteId: quote.quoteId, transactionReference: reference });
  body.amount = quote.receivingAmount;
  body.sendingAmount = quote.sendingAmount;
  body.payinCcyCode = quote.sendingCurrency;
  const created = await request.post('/api/v1/transactions', { headers: API_HEADERS, data: body });
  expect(created.status(), await created.text()).toBe(201);
  const ack = (await created.json()) as { transactionReference: string; transactionStatus: string };
  expect(ack.transactionStatus).toBe('ACKNOWLEDGED');
  return { serviceRef: ack.transactionReference, quote };
}
