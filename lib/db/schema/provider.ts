import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSchema,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Tables of the built-in payments API. The desk never reads them: it goes through /api/v1. */
export const providerSchema = pgSchema('provider');

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export type BankAccountRecord = {
  bankName: string;
  accountNumber: string;
  routingNumber: string;
  iban: string;
  swiftCode: string;
  beneficiaryName: string;
};
export type BlockchainInstructionRecord = { address: string; memo: string; tag: string };

/** One instruction per merchant/asset/network/source countries; renewed in place after expiry. */
export const depositInstructions = providerSchema.table(
  'deposit_instructions',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    asset: text('asset').notNull(),
    network: text('network').notNull(),
    /** Sorted, comma-joined ISO 3166-1 alpha-2 codes: the lookup key. */
    sourceCountries: text('source_countries').notNull(),
    depositType: text('deposit_type').notNull(),
    depositInstruction: jsonb('deposit_instruction').$type<BlockchainInstructionRecord>(),
    bankAccount: jsonb('bank_account').$type<BankAccountRecord>(),
    expireTime: timestamp('expire_time', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    createdAt: createdAt(),
    renewedAt: timestamp('renewed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('deposit_instructions_lookup').on(t.merchantId, t.asset, t.network, t.sourceCountries)],
);

/** Balance per merchant and currency; every change is a ledger entry in the same transaction. */
export const ledgerAccounts = providerSchema.table(
  'ledger_accounts',
  {
    merchantId: text('merchant_id').notNull(),
    currency: text('currency').notNull(),
    balance: numeric('balance').notNull().default('0'),
    reserved: numeric('reserved').notNull().default('0'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency] })],
);

export const ledgerEntries = providerSchema.table(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: text('merchant_id').notNull(),
    currency: text('currency').notNull(),
    /** Signed: credits positive, debits negative. */
    amount: numeric('amount').notNull(),
    balanceAfter: numeric('balance_after').notNull(),
    kind: text('kind').notNull(),
    reference: text('reference'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_entries_account').on(t.merchantId, t.currency, t.id),
    index('ledger_entries_statement').on(t.merchantId, t.currency, t.createdAt, t.id),
  ],
);

const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

/**
 * Idempotency of creates keyed by an Idempotency-Key header (payers, beneficiaries, quotes,
 * quotations, files, webhook endpoints). Inserted in the same transaction as the record, so a
 * concurrent duplicate waits on the primary key and then replays the stored response.
 */
export const idempotencyKeys = providerSchema.table(
  'idempotency_keys',
  {
    merchantId: text('merchant_id').notNull(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status').notNull(),
    responseBody: jsonb('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.scope, t.key] })],
);

export const payers = providerSchema.table(
  'payers',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    payerType: text('payer_type').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    /** The create request as accepted (normalized), answered back on reads. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('payers_merchant').on(t.merchantId, t.createdAt)],
);

export const beneficiaries = providerSchema.table(
  'beneficiaries',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull(),
    verificationStatus: text('verification_status').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('beneficiaries_merchant').on(t.merchantId, t.createdAt)],
);

/** Mid-market rates against USD, seeded; quotes drift them deterministically over time. */
export const fxRates = providerSchema.table('fx_rates', {
  currency: text('currency').primaryKey(),
  /** Units of `currency` per 1 USD. */
  perUsd: numeric('per_usd').notNull(),
  updatedAt: updatedAt(),
});

/** FX quotes (POST /quotes); a payment consumes one, once. */
export const fxQuotes = providerSchema.table(
  'fx_quotes',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    sellCurrency: text('sell_currency').notNull(),
    buyCurrency: text('buy_currency').notNull(),
    fixedSide: text('fixed_side').notNull(),
    sellAmount: numeric('sell_amount').notNull(),
    buyAmount: numeric('buy_amount').notNull(),
    rate: numeric('rate').notNull(),
    feeCurrency: text('fee_currency').notNull(),
    feeAmount: numeric('fee_amount').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedBy: text('used_by'),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('fx_quotes_merchant').on(t.merchantId)],
);

export const payments = providerSchema.table(
  'payments',
  {
    serviceRef: text('service_ref').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    requestId: text('request_id').notNull(),
    merchantRef: text('merchant_ref').notNull(),
    requestHash: text('request_hash').notNull(),
    status: text('status').notNull(),
    quoteId: text('quote_id').notNull(),
    /** The payment record as answered (without status and timeline, which are columns). */
    record: jsonb('record').$type<Record<string, unknown>>().notNull(),
    /** When the worker may move it next; null when final. */
    nextStepAt: ts('next_step_at'),
    /** A forced outcome (sandbox magic value or control) the worker steers towards. */
    plannedOutcome: text('planned_outcome'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('payments_request').on(t.merchantId, t.requestId),
    uniqueIndex('payments_quote').on(t.quoteId),
    index('payments_merchant_ref').on(t.merchantId, t.merchantRef),
    index('payments_due').on(t.nextStepAt),
  ],
);

/** Files: an upload session, then the bytes, then processing. */
export const files = providerSchema.table(
  'files',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    purpose: text('purpose').notNull(),
    contentType: text('content_type').notNull(),
    declaredSize: integer('declared_size').notNull(),
    status: text('status').notNull(),
    size: integer('size'),
    sha256: text('sha256'),
    rejectionReason: text('rejection_reason'),
    uploadExpiresAt: ts('upload_expires_at').notNull(),
    nextStepAt: ts('next_step_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('files_merchant').on(t.merchantId), index('files_due').on(t.nextStepAt)],
);

/** Transaction quotations (POST /quotations): one quote per row, grouped by quotation reference. */
export const transactionQuotes = providerSchema.table(
  'transaction_quotes',
  {
    quoteId: text('quote_id').primaryKey(),
    quotationReference: text('quotation_reference').notNull(),
    merchantId: text('merchant_id').notNull(),
    type: text('type').notNull(),
    payoutInstrument: text('payout_instrument').notNull(),
    receivingCountry: text('receiving_country').notNull(),
    sendingCurrency: text('sending_currency').notNull(),
    sendingAmount: numeric('sending_amount').notNull(),
    /** The quote's fees in the sending currency, debited on top of sendingAmount (0 for quotes made before fees were kept). */
    fee: numeric('fee').notNull().default('0'),
    receivingCurrency: text('receiving_currency').notNull(),
    receivingAmount: numeric('receiving_amount').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedBy: text('used_by'),
    response: jsonb('response').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('transaction_quotes_reference').on(t.quotationReference)],
);

export const transactions = providerSchema.table(
  'transactions',
  {
    serviceRef: text('service_ref').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    /** The caller's transactionReference (requestingOrganisationTransactionReference). */
    partnerRef: text('partner_ref').notNull(),
    requestHash: text('request_hash').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull(),
    amount: numeric('amount').notNull(),
    currency: text('currency').notNull(),
    quoteId: text('quote_id').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    nextStepAt: ts('next_step_at'),
    plannedOutcome: text('planned_outcome'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('transactions_partner_ref').on(t.merchantId, t.partnerRef),
    uniqueIndex('transactions_quote').on(t.quoteId),
    index('transactions_due').on(t.nextStepAt),
  ],
);

/** Every lifecycle transition, appended in the same database transaction as the move. */
export const lifecycleEvents = providerSchema.table(
  'lifecycle_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: text('merchant_id').notNull(),
    aggregate: text('aggregate').notNull(),
    ref: text('ref').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('lifecycle_events_ref').on(t.aggregate, t.ref, t.id)],
);

export const webhookEndpoints = providerSchema.table(
  'webhook_endpoints',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    url: text('url').notNull(),
    description: text('description'),
    /** Standard Webhooks secret (whsec_…) the endpoint verifies signatures with. */
    secret: text('secret').notNull(),
    /** After a rotation, the old secret still signs (beside the new one) until `previousSecretExpiresAt`. */
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    eventTypes: jsonb('event_types').$type<string[]>().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_merchant').on(t.merchantId)],
);

/** One message per event and endpoint; the worker delivers it with retries. */
export const webhookOutbox = providerSchema.table(
  'webhook_outbox',
  {
    id: text('id').primaryKey(),
    merchantId: text('merchant_id').notNull(),
    endpointId: text('endpoint_id'),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    lastStatusCode: integer('last_status_code'),
    createdAt: createdAt(),
    deliveredAt: ts('delivered_at'),
  },
  (t) => [
    index('webhook_outbox_due').on(t.status, t.nextAttemptAt),
    // The message list (GET /api/v1/webhook-messages), newest first per merchant (read backwards). No index on the
    // payload for its reference filter: every message the worker writes would pay for it.
    index('webhook_outbox_merchant_created').on(t.merchantId, t.createdAt, t.id),
  ],
);

export const webhookDeliveries = providerSchema.table(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: text('message_id').notNull(),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code'),
    latencyMs: integer('latency_ms').notNull(),
    responseExcerpt: text('response_excerpt'),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_message').on(t.messageId, t.id)],
);

/**
 * The sandbox clock (lib/provider/clock): the service's time runs from `anchorVirtual` at `rate`
 * times real time since `anchorReal`, or stands still at `anchorVirtual` while paused. One row
 * (`id` = 'sandbox'); no row is real time. Every instance reads it, so all keep one time.
 */
export const sandboxClock = providerSchema.table('sandbox_clock', {
  id: text('id').primaryKey(),
  rate: numeric('rate', { mode: 'number' }).notNull(),
  paused: boolean('paused').notNull(),
  anchorReal: timestamp('anchor_real', { withTimezone: true, mode: 'date' }).notNull(),
  anchorVirtual: timestamp('anchor_virtual', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
