// The transaction create's hot path: one all-or-nothing SQL statement (see insertAcknowledged) and
// the checks that explain a refusal. Orchestrated by service.ts.
import Decimal from 'decimal.js';
import type { DbOrTx } from '@/lib/db/client';
import { preparedRows } from '@/lib/db/client';
import { formatAmount } from '@/lib/reference/money';
import type { TransactionRequest, TransactionResponse } from '@/lib/schemas/transaction';
import type { ProviderDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { getTransactionQuote } from '../quotations/service';
import { eventInsert, outboxInsert, sqlText } from '../lifecycle/record-transition';
import { plannedTransactionOutcome } from './model';
import { transactionWebhook } from './webhook-payload';

const QUOTE_FIELD = 'internationalTransferInformation.quoteId';

/** The request as stored and echoed: JSON form (requestDate as ISO 8601). */
export type StoredRequest = Omit<TransactionRequest, 'requestDate'> & { requestDate: string };

/** The create's answer: the interface's p2p shape for every type, transactionStatus ACKNOWLEDGED. */
export function acknowledgement(serviceRef: string, request: StoredRequest): TransactionResponse {
  return {
    amount: request.amount,
    currency: request.currency,
    type: request.type,
    requestDate: request.requestDate,
    requestingOrganisationTransactionReference: request.transactionReference,
    debitParty: request.debitParty,
    creditParty: request.creditParty,
    transactionStatus: 'ACKNOWLEDGED',
    transactionReference: serviceRef,
  };
}

function sendingSide(request: TransactionRequest): { sendingAmount: string | null; payinCcyCode: string | null } {
  const r = request as { sendingAmount?: string; payinCcyCode?: string };
  return { sendingAmount: r.sendingAmount ?? null, payinCcyCode: r.payinCcyCode ?? null };
}

/** What the create statement did: the transaction inserted, the ledger debited (amount and fee; both or neither). */
export interface CreateOutcome {
  inserted: number;
  debited: number;
}

/**
 * One statement does the whole create, all or nothing, without an explicit transaction: lock the
 * quote (if it matches type, amount and currency, is unexpired and unused, and the reference is
 * new) and the ledger row (if its available balance covers the quote's sending amount plus its
 * fee), then insert the transaction, consume the quote, debit the ledger by both, append the two
 * ledger entries (the amount, then the fee), the event and the webhook messages. The embedded
 * database runs on the event loop, so round trips are what cost (BEGIN and COMMIT would be two
 * more).
 */
export async function insertAcknowledged(
  deps: ProviderDeps,
  merchantId: string,
  serviceRef: string,
  stored: StoredRequest,
  hash: string,
) {
  const [result] = await preparedRows<CreateOutcome>(
    deps.db,
    'corridor_create_transaction',
    CREATE_TRANSACTION_SQL,
    createParameters(deps, merchantId, serviceRef, stored, hash),
  );
  return result!;
}

/**
 * The create statement: constant text (a named prepared statement must keep its text) with
 * numbered parameters, each value sent once. $1 service ref, $2 merchant, $3 quote id, $4 now,
 * $5 type, $6 amount, $7 currency, $8 sending amount or null, $9 pay-in currency or null,
 * $10 partner ref, $11 request hash, $12 request JSON, $13 next step at, $14 planned outcome,
 * $15 webhook event type, $16 webhook payload, $17 event type as a JSON array.
 *
 * Every write is derived from the inserted transaction `t`, and `t` from the two locked rows: a
 * locked quote cannot be spent and a locked balance cannot fall meanwhile, so once `t` exists the
 * quote's use and the debit cannot fail, and when `t` does not (quote refused, balance short, the
 * reference taken by a concurrent create) nothing is written at all. `for update` waits for a
 * concurrent create holding the row and then re-checks its conditions on the row's latest version.
 */
export const CREATE_TRANSACTION_SQL = `
  with q as (
    select qt.sending_amount, qt.fee, qt.sending_currency from provider.transaction_quotes qt
    where qt.quote_id = $3 and qt.merchant_id = $2 and qt.used_by is null and qt.expires_at > $4::timestamptz
      and qt.type = $5 and qt.receiving_amount = $6::numeric and qt.receiving_currency = $7
      and ($8::numeric is null or qt.sending_amount = $8::numeric)
      and ($9::text is null or qt.sending_currency = $9::text)
      -- a known reference is a replay or a conflict: the quote is not touched
      and not exists (select 1 from provider.transactions x where x.merchant_id = $2 and x.partner_ref = $10)
    for update
  ), covered as (
    select a.currency, q.sending_amount, q.fee from provider.ledger_accounts a, q
    where a.merchant_id = $2 and a.currency = q.sending_currency and a.balance - a.reserved >= q.sending_amount + q.fee
    for update of a
  ), t as (
    insert into provider.transactions (service_ref, merchant_id, partner_ref, request_hash, type, status, amount, currency, quote_id, request, next_step_at, planned_outcome, created_at, updated_at)
    select $1, $2, $10, $11, $5, 'ACKNOWLEDGED', $6::numeric, $7, $3, $12::jsonb, $13::timestamptz, $14, $4::timestamptz, $4::timestamptz
    from covered
    -- the same reference sent concurrently with another quote: the first create wins, this one writes nothing
    on conflict (merchant_id, partner_ref) do nothing
    returning service_ref
  ), used as (
    update provider.transaction_quotes qt set used_by = t.service_ref from t where qt.quote_id = $3
  ), l as (
    update provider.ledger_accounts a set balance = a.balance - covered.sending_amount - covered.fee, updated_at = $4::timestamptz
    from covered, t
    where a.merchant_id = $2 and a.currency = covered.currency
    returning a.balance, covered.sending_amount, covered.fee, a.currency
  ), e as (
    -- the amount first (its balance after is before the fee), then the fee when there is one; in this order, so ids follow it
    insert into provider.ledger_entries (merchant_id, currency, amount, balance_after, kind, reference, created_at)
    select $2, l.currency, d.amount, d.balance_after, d.kind, $1, $4::timestamptz
    from l cross join lateral (values
      (1, -l.sending_amount, l.balance + l.fee, 'TRANSACTION_DEBIT'),
      (2, -l.fee, l.balance, 'FEE')
    ) d (n, amount, balance_after, kind)
    where d.n = 1 or l.fee <> 0
    order by d.n
  ), ev as (
    ${eventInsert(sqlText, { merchantId: '$2', aggregate: "'transaction'", ref: '$1', from: 'null', to: "'ACKNOWLEDGED'", actor: "'api'", reason: 'null', at: '$4' }, 'from t')}
  ), o as (
    ${outboxInsert(sqlText, { merchantId: '$2', eventType: '$15', payload: '$16', eventTypes: '$17', at: '$4' }, 't, ')}
  )
  select (select count(*) from t)::int as inserted, (select count(*) from l)::int as debited`;

export function createParameters(
  deps: ProviderDeps,
  merchantId: string,
  serviceRef: string,
  stored: StoredRequest,
  hash: string,
): unknown[] {
  const now = deps.now();
  const { sendingAmount, payinCcyCode } = sendingSide(stored as unknown as TransactionRequest);
  const webhook = transactionWebhook(
    {
      serviceRef,
      partnerRef: stored.transactionReference,
      status: 'ACKNOWLEDGED',
      errorCode: null,
      errorMessage: null,
    },
    null,
  );
  return [
    serviceRef,
    merchantId,
    stored.internationalTransferInformation.quoteId,
    now.toISOString(),
    stored.type,
    stored.amount,
    stored.currency,
    sendingAmount,
    payinCcyCode,
    stored.transactionReference,
    hash,
    JSON.stringify(stored),
    new Date(now.getTime() + deps.config.sandboxStepMs).toISOString(),
    plannedTransactionOutcome(stored.amount, stored.transactionReference),
    webhook.eventType,
    JSON.stringify(webhook.payload),
    JSON.stringify([webhook.eventType]),
  ];
}

const mismatch = (field: string, quoted: string, sent: string) =>
  new ApiError(
    'QUOTE_MISMATCH',
    `${field} ${sent} does not match the quote's ${quoted} (quote and remit parameters differ)`,
    [{ field, message: `must equal the quote's ${quoted}` }],
  );

/** Why the quote could not be consumed, as the provider's quote error naming the field. */
export async function quoteError(
  db: DbOrTx,
  merchantId: string,
  request: StoredRequest,
  now: Date,
): Promise<ApiError | undefined> {
  const quoteId = request.internationalTransferInformation.quoteId;
  const quote = await getTransactionQuote(db, merchantId, quoteId);
  if (!quote)
    return new ApiError('QUOTE_NOT_FOUND', `${QUOTE_FIELD} ${quoteId} is not a quotation of this merchant`, [
      { field: QUOTE_FIELD, message: 'is not a known quote' },
    ]);
  if (quote.usedBy)
    return new ApiError('QUOTE_ALREADY_USED', `${QUOTE_FIELD} ${quoteId} was already used by ${quote.usedBy}`, [
      { field: QUOTE_FIELD, message: 'was already used' },
    ]);
  if (quote.expiresAt <= now)
    return new ApiError('QUOTE_EXPIRED', `${QUOTE_FIELD} ${quoteId} expired at ${quote.expiresAt.toISOString()}`, [
      { field: QUOTE_FIELD, message: 'has expired' },
    ]);
  if (quote.type !== request.type) return mismatch('type', quote.type, request.type);
  if (quote.receivingCurrency !== request.currency)
    return mismatch('currency', quote.receivingCurrency, request.currency);
  if (!new Decimal(quote.receivingAmount).equals(request.amount))
    return mismatch('amount', quote.receivingAmount, request.amount);
  const { sendingAmount, payinCcyCode } = sendingSide(request as unknown as TransactionRequest);
  if (payinCcyCode && quote.sendingCurrency !== payinCcyCode)
    return mismatch('payinCcyCode', quote.sendingCurrency, payinCcyCode);
  if (sendingAmount && !new Decimal(quote.sendingAmount).equals(sendingAmount))
    return mismatch('sendingAmount', quote.sendingAmount, sendingAmount);
  return undefined; // the quote is fine: the balance was the problem
}

/** The balance was the problem: what the quote needs (its sending amount plus its fee), in words. */
export async function shortfallError(db: DbOrTx, merchantId: string, request: StoredRequest): Promise<ApiError> {
  const quote = await getTransactionQuote(db, merchantId, request.internationalTransferInformation.quoteId);
  const money = (amount: Decimal.Value) => `${formatAmount(amount, quote!.sendingCurrency)} ${quote!.sendingCurrency}`;
  const message = quote
    ? `The available ${quote.sendingCurrency} balance does not cover ${money(new Decimal(quote.sendingAmount).plus(quote.fee))}: ` +
      `the quote's sending amount ${money(quote.sendingAmount)} plus its fee of ${money(quote.fee)}`
    : "The available balance does not cover the quote's sending amount plus its fee";
  return new ApiError('INSUFFICIENT_FUNDS', message, [
    { field: 'amount', message: 'exceeds the available balance with the fee' },
  ]);
}
