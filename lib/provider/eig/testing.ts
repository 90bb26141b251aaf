import { createHash } from 'node:crypto';
import { TEST_EIG_USER } from '../testing';
import { providerDateTime } from './codes';

/** The provider's headers (A.2) for a user of the test provider: X-PASSWORD is the password's SHA-256 hex. */
export function eigHeaders(
  user: { username: string; password: string } = TEST_EIG_USER,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    'x-username': user.username,
    'x-password': createHash('sha256').update(user.password).digest('hex'),
    'x-date': providerDateTime(new Date()),
    'x-origincountry': 'US',
    ...extra,
  };
}

/** A POST of `body` to /eig with the provider's headers; `text/plain` as the provider's own JavaScript examples send it when told. */
export function eigPost(
  body: unknown,
  options: {
    contentType?: string;
    headers?: Record<string, string>;
    user?: { username: string; password: string };
  } = {},
): RequestInit & { key: null } {
  return {
    method: 'POST',
    key: null,
    headers: {
      ...eigHeaders(options.user),
      'content-type': options.contentType ?? 'application/json',
      ...options.headers,
    },
    body: JSON.stringify(body),
  };
}

/** A GET on /eig with the provider's headers. */
export const eigGet = (headers: Record<string, string> = {}): RequestInit & { key: null } => ({
  method: 'GET',
  key: null,
  headers: { ...eigHeaders(), ...headers },
});

type Body = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const isBankCredit = (body: Body) =>
  (body.creditParty as { key: string }[]).some((item) => ['bankaccountno', 'accountIBAN'].includes(item.key));

/** A v2 quotation body (/eig/gsmaV2/quotations) for a transaction body's type, corridor and payout instrument. */
export function eigQuotationFor(body: Body, now: Date): Body {
  return {
    requestDate: providerDateTime(now),
    type: body.type,
    requestAmount: body.amount,
    requestCurrency: body.currency,
    creditParty: [
      { key: 'instrumentType', value: isBankCredit(body) ? 'BANK_AC' : 'WALLET' },
      { key: 'receivingCountry', value: body.internationalTransferInformation.receivingCountry },
    ],
    quotes: [
      {
        sendingCurrency: typeof body.payinCcyCode === 'string' ? body.payinCcyCode : 'USD',
        receivingCurrency: body.currency,
      },
    ],
  };
}

/** Quotes a transaction body through /eig and spends the quote in it (quoteId, and sendingAmount where it sends one). */
export async function quoteThroughEig(
  request: (path: string, init: RequestInit & { key: null }) => Response | Promise<Response>,
  body: Body,
  now: Date,
): Promise<Body> {
  const response = await request('/eig/gsmaV2/quotations', eigPost(eigQuotationFor(body, now)));
  const text = await response.text();
  if (response.status !== 201) throw new Error(`the /eig quotation was refused: ${response.status} ${text}`);
  const quote = (JSON.parse(text) as { quotes: { quoteId: string; sendingAmount: string }[] }).quotes[0]!;
  body.internationalTransferInformation.quoteId = quote.quoteId;
  if (typeof body.sendingAmount === 'string') body.sendingAmount = quote.sendingAmount;
  return body;
}
