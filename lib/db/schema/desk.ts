import { bigserial, boolean, index, integer, jsonb, pgSchema, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Tables of the desk: sign-in (better-auth's model), the audit trail, remittances and composer drafts. */
export const deskSchema = pgSchema('desk');

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const user = deskSchema.table('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** One of lib/auth/roles.ts ROLES; never settable through sign-up. */
  role: text('role').notNull().default('viewer'),
  ...timestamps,
});

export const session = deskSchema.table(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [index('session_user').on(t.userId)],
);

export const account = deskSchema.table(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('account_user').on(t.userId)],
);

export const verification = deskSchema.table('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  ...timestamps,
});

/** Who did what in the desk, including refused attempts. */
export const auditEvents = deskSchema.table(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    outcome: text('outcome').notNull(),
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_created').on(t.createdAt)],
);

/**
 * Failed sign-ins per account (`account:` + a hash of the normalised e-mail) and per client address
 * (`address:` + the address), shared by every instance on the database (lib/desk/sign-in-throttle.ts).
 */
export const signInAttempts = deskSchema.table(
  'sign_in_attempts',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [index('sign_in_attempts_last_failure').on(t.lastFailureAt)],
);

/** Webhooks the desk received from the payments API, once each (the id is the dedupe key). */
export const webhookReceipts = deskSchema.table(
  'webhook_receipts',
  {
    messageId: text('message_id').primaryKey(),
    eventType: text('event_type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_receipts_received').on(t.receivedAt)],
);

/**
 * Remittances submitted from the desk — transactions (kind `transaction`, `type` b2b…p2p) and FX
 * payments (kind `payment`). `reference` is the desk's own: the transactionReference or the
 * payment's requestId it generated once per draft. Kept current by webhooks and by the poller
 * that repairs a lost one; `request` is what went on the wire (review, "repeat").
 */
export const remittances = deskSchema.table(
  'remittances',
  {
    reference: text('reference').primaryKey(),
    kind: text('kind').$type<'transaction' | 'payment'>().notNull(),
    type: text('type'),
    /** The API's own reference (transactionReference of the answer, or the payment's serviceRef). */
    serviceRef: text('service_ref').notNull(),
    status: text('status').notNull(),
    /** No more status changes will come (a final webhook, or a final status read back). */
    final: boolean('final').notNull().default(false),
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    sendingAmount: text('sending_amount'),
    sendingCurrency: text('sending_currency'),
    senderName: text('sender_name'),
    recipientName: text('recipient_name'),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdBy: text('created_by'),
    /** The draft it was composed in, so a re-submitted draft finds its remittance. */
    draftId: text('draft_id'),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('remittances_service_ref').on(t.kind, t.serviceRef),
    index('remittances_created').on(t.createdAt),
    index('remittances_open').on(t.final, t.lastCheckedAt),
  ],
);

/** Every status a remittance took, from where the desk learned it (submit, webhook, poll). */
export const remittanceEvents = deskSchema.table(
  'remittance_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    status: text('status').notNull(),
    source: text('source').$type<'submit' | 'webhook' | 'poll'>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('remittance_events_reference').on(t.reference, t.at)],
);

/**
 * Half-filled composer forms, per user: they survive a reload and can be listed and resumed.
 * `reference` is generated once per draft, so submitting the same draft twice is one remittance.
 */
export const composerDrafts = deskSchema.table(
  'composer_drafts',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    kind: text('kind').$type<'transaction' | 'payment'>().notNull(),
    /** A short summary for the drafts list ("b2b · Acme Ltd → Globex, 1,000.00 NGN"). */
    title: text('title').notNull().default(''),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    reference: text('reference').notNull(),
    /** Set once submitted: the draft leaves the list and points at its remittance. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('composer_drafts_owner').on(t.ownerId, t.updatedAt)],
);
