import { sql } from 'drizzle-orm';
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
  /** Set when an admin deactivates the person: their sessions end and sign-in is refused. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /** Made with a one-time password: the person must choose their own at the next sign-in. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  /** The admin who created the account (null for the seed). */
  createdBy: text('created_by'),
  ...timestamps,
});

/** An invitation link (its token kept as a SHA-256 hash) that lets a new person choose a password once. */
export const invitations = deskSchema.table(
  'invitations',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invitations_user').on(t.userId)],
);

/**
 * Admin or reviewer rights granted by one admin — to a new person, or as another role — waiting for
 * another admin to confirm them (lib/desk/users/grants.ts): until then a new person cannot sign in
 * and an existing one keeps their role. Kept once settled: who proposed a person's rights is what
 * the maker-checker and rule confirmations read, so a person cannot approve for the admin who made them.
 */
export const roleGrants = deskSchema.table(
  'role_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The role the person had; null for a new account (it cannot sign in until confirmed). */
    fromRole: text('from_role'),
    toRole: text('to_role').notNull(),
    proposedBy: text('proposed_by').notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedBy: text('confirmed_by'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Refused by another admin or withdrawn by its proposer. */
    refusedBy: text('refused_by'),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
  },
  (t) => [
    index('role_grants_user').on(t.userId),
    uniqueIndex('role_grants_one_open')
      .on(t.userId)
      .where(sql`${t.confirmedAt} is null and ${t.refusedAt} is null`),
  ],
);

/**
 * Every name a person has had and since when (written by a trigger on desk.user, whatever path
 * changes it), so the audit trail and the dossier name the actor as they were at the time of the act.
 */
export const userNames = deskSchema.table(
  'user_names',
  {
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.since] })],
);

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

/**
 * Who did what in the desk, including refused attempts. Append-only in the database itself (a
 * trigger refuses UPDATE, DELETE and TRUNCATE, migration 0004) and hash-chained: `hash` is the
 * HMAC-SHA-256, under a key derived from AUTH_SECRET (`chainKey` names it), of the row's canonical
 * JSON including `prevHash`, the previous row's `hash`; rows written before the chain was keyed
 * have no `chainKey` and a plain SHA-256 (lib/desk/audit/chain.ts).
 */
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
    /** The client address the request came from, when there was a request. */
    ip: text('ip'),
    /** The remittance (its desk reference) the row concerns, for the dossier and the filters. */
    remittance: text('remittance'),
    prevHash: text('prev_hash'),
    hash: text('hash'),
    /** The id of the key the row's hash is keyed with; null on rows hashed before the chain was keyed. */
    chainKey: text('chain_key'),
  },
  (t) => [
    index('audit_events_created').on(t.createdAt),
    index('audit_events_remittance').on(t.remittance, t.id),
    index('audit_events_actor').on(t.actorId, t.id),
  ],
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

/** Webhooks the desk refused (bad or stale signature, not JSON, not an envelope), for the webhook log. */
export const webhookRefusals = deskSchema.table(
  'webhook_refusals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The webhook-id header as sent (unverified), or null when absent. */
    messageId: text('message_id'),
    reason: text('reason').notNull(),
    /** The client address that sent it. */
    ip: text('ip'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_refusals_received').on(t.receivedAt)],
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
    /** The payout amount as a number, for the amount filter and sort. */
    amountValue: numeric('amount_value').generatedAlwaysAs(sql`amount::numeric`),
    /** ISO 3166 alpha-2 of the receiving side (the corridor), when known. */
    receivingCountry: text('receiving_country'),
    /** An FX payment's merchantRef (its own `PAY-…` reference), for search. */
    merchantRef: text('merchant_ref'),
    /** An FX payment's paymentReference (invoice text), for search. */
    paymentReference: text('payment_reference'),
    /**
     * What the quote charged, as the desk learned it (lib/desk/remittances/money.ts): the rate, each
     * fee and who pays it, the total debited. Absent for a remittance another client sent.
     */
    money: jsonb('money').$type<Record<string, unknown>>(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('remittances_service_ref').on(t.kind, t.serviceRef),
    index('remittances_created').on(t.createdAt, t.reference),
    index('remittances_updated').on(t.updatedAt, t.reference),
    index('remittances_amount').on(t.amountValue, t.reference),
    index('remittances_maker').on(t.createdBy, t.createdAt),
    index('remittances_open').on(t.final, t.lastCheckedAt),
    // A payer's or beneficiary's page lists the FX payments that named it (lib/desk/party-pages);
    // partial, so status changes of transactions never touch them.
    index('remittances_payer')
      .on(sql`(${t.request}->'payer'->>'originalPayerId')`)
      .where(sql`${t.kind} = 'payment'`),
    index('remittances_beneficiary')
      .on(sql`(${t.request}->'beneficiary'->>'beneficiaryId')`)
      .where(sql`${t.kind} = 'payment'`),
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
    /**
     * How many submits of this draft were taken (a held draft may be resubmitted). A composer sends
     * the count it was opened with, so a submit from a stale page (another tab) is refused.
     */
    submissions: integer('submissions').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('composer_drafts_owner').on(t.ownerId, t.updatedAt)],
);

/**
 * A composed remittance held for compliance review (lib/desk/review): not sent to the API until
 * approved. One case per draft; `round` counts submissions for review, `previousRequest` is the
 * body the last review saw (the field-level diff on resubmission).
 */
export const reviewCases = deskSchema.table(
  'review_cases',
  {
    id: text('id').primaryKey(),
    draftId: text('draft_id').notNull().unique(),
    /** The remittance's own reference (the draft's transactionReference or requestId). */
    reference: text('reference').notNull().unique(),
    kind: text('kind').$type<'transaction' | 'payment'>().notNull(),
    type: text('type'),
    status: text('status').notNull(),
    round: integer('round').notNull().default(1),
    /** Who composed or last edited it: never its approver. */
    makerId: text('maker_id').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    previousRequest: jsonb('previous_request').$type<Record<string, unknown>>(),
    /** The quote the maker composed with (amounts, rate, expiry). */
    quote: jsonb('quote').$type<Record<string, unknown>>(),
    findings: jsonb('findings').$type<unknown[]>().notNull().default([]),
    screening: jsonb('screening').$type<unknown[]>().notNull().default([]),
    /** The rule decision (RuleDecision) that held it. */
    decision: jsonb('decision').$type<Record<string, unknown>>().notNull(),
    approvalsRequired: integer('approvals_required').notNull(),
    /** When the review is due: REVIEW_DEADLINE_HOURS after the round was submitted (not the quote's expiry). */
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    amount: text('amount').notNull(),
    currency: text('currency').notNull(),
    sendingAmount: text('sending_amount'),
    sendingCurrency: text('sending_currency'),
    receivingCountry: text('receiving_country'),
    senderName: text('sender_name'),
    recipientName: text('recipient_name'),
    /** The reason of the last reject or return, shown to the maker. */
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('review_cases_queue').on(t.status, t.deadline), index('review_cases_maker').on(t.makerId, t.updatedAt)],
);

/** A reviewer's verdict on one field of one round of a case; the latest per field counts. */
export const reviewVerdicts = deskSchema.table(
  'review_verdicts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: text('case_id').notNull(),
    round: integer('round').notNull(),
    field: text('field').notNull(),
    verdict: text('verdict').notNull(),
    comment: text('comment'),
    reviewerId: text('reviewer_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_verdicts_case').on(t.caseId, t.round, t.field, t.id)],
);

/** One approval of one round; a person approves a round once (maker-checker, two approvers). */
export const reviewApprovals = deskSchema.table(
  'review_approvals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    caseId: text('case_id').notNull(),
    round: integer('round').notNull(),
    approverId: text('approver_id').notNull(),
    /** The approval rule set version that applied. */
    ruleVersion: integer('rule_version').notNull(),
    /** Set when a later edit cleared it. */
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('review_approvals_once').on(t.caseId, t.round, t.approverId)],
);

/**
 * A closed round of a review case, as it stood when the next submission replaced it: the request
 * it reviewed, its findings and screening (dismissals included) and how it ended (returned with its
 * reason, or replaced by an edit while waiting). The case row holds the current round; the dossier
 * reads both, so no round is forgotten.
 */
export const reviewRounds = deskSchema.table(
  'review_rounds',
  {
    caseId: text('case_id').notNull(),
    round: integer('round').notNull(),
    makerId: text('maker_id').notNull(),
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    quote: jsonb('quote').$type<Record<string, unknown>>(),
    findings: jsonb('findings').$type<unknown[]>().notNull(),
    screening: jsonb('screening').$type<unknown[]>().notNull(),
    decision: jsonb('decision').$type<Record<string, unknown>>().notNull(),
    /** The case's status when the round closed: `returned`, or `in_review` (replaced while waiting). */
    status: text('status').notNull(),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.round] })],
);

/**
 * A screening hit a reviewer dismissed as a false positive, per screened person and list entry:
 * `subjectKey` is the screened name's normalised form, so a changed name is screened again.
 */
export const screeningDismissals = deskSchema.table(
  'screening_dismissals',
  {
    subjectKey: text('subject_key').notNull(),
    entryId: text('entry_id').notNull(),
    listName: text('list_name').notNull(),
    name: text('name').notNull(),
    reason: text('reason').notNull(),
    dismissedBy: text('dismissed_by').notNull(),
    /** The second person, when the rules asked for two: a one-person dismissal does not clear such a hit. */
    secondBy: text('second_by'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.subjectKey, t.entryId] })],
);

/**
 * The approval rules, versioned: each save is a new version, proposed by one admin and in force once
 * a second admin confirms it (`confirmedAt`); the highest confirmed version is in force.
 */
export const approvalRuleSets = deskSchema.table('approval_rule_sets', {
  version: integer('version').primaryKey(),
  rules: jsonb('rules').$type<unknown[]>().notNull(),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedBy: text('confirmed_by'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** Set when an admin withdrew or refused the proposal instead of confirming it. */
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
});

/**
 * The quotes the desk was given (as the API answered them), so a held remittance knows its quote's
 * rate and expiry, and can ask again with the same request when the quote expired while it waited.
 */
export const deskQuotes = deskSchema.table('quotes', {
  quoteId: text('quote_id').primaryKey(),
  kind: text('kind').$type<'transaction' | 'payment'>().notNull(),
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  quote: jsonb('quote').$type<Record<string, unknown>>().notNull(),
  requestedBy: text('requested_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A person's saved list view: filters (the list's query string) and columns, optionally shared with a role. */
export const savedViews = deskSchema.table(
  'saved_views',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    name: text('name').notNull(),
    /** The list it belongs to (`remittances` for now). */
    list: text('list').notNull().default('remittances'),
    /** The filters and sort as the list's URL query string (without the cursor). */
    query: text('query').notNull(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    /** A role (lib/auth/roles.ts) every member of which sees the view, or null for the owner alone. */
    sharedWithRole: text('shared_with_role'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('saved_views_owner_name').on(t.ownerId, t.list, t.name),
    index('saved_views_role').on(t.sharedWithRole),
  ],
);

/** Per person: the timezone every timestamp is shown in (null: the browser's) and the colour theme. */
export const userPreferences = deskSchema.table('user_preferences', {
  userId: text('user_id').primaryKey(),
  timeZone: text('time_zone'),
  theme: text('theme').$type<'system' | 'light' | 'dark'>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Saved transaction parties (lib/desk/parties): an individual or a business kept with its KYC as the
 * wire writes it (`kyc`: an individual's or a business's KYC block) and, optionally, the credit-party
 * details it is paid on, so the composer can prefill a sender or a recipient without retyping.
 * `idExpiresOn` copies the ID document's expiry out of the KYC so an expired one can be flagged.
 * Deactivated parties stay for the remittances that used them, but are no longer offered.
 */
export const parties = deskSchema.table(
  'parties',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'individual' | 'business'>().notNull(),
    /** The name a person picks it by: full name or registered business name. */
    displayName: text('display_name').notNull(),
    /** ISO 3166 alpha-2 of the party's country (nationality or registration), when known. */
    country: text('country'),
    kyc: jsonb('kyc').$type<Record<string, unknown>>().notNull(),
    /** Credit-party details (the `creditParty` key/value list) the party is paid on, when saved. */
    creditParty: jsonb('credit_party').$type<Record<string, unknown>[]>(),
    idExpiresOn: text('id_expires_on'),
    createdBy: text('created_by').notNull(),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('parties_kind_name').on(t.kind, t.displayName)],
);

/** Which saved party a remittance used, and as what (`sender` or `recipient`); written once at submit. */
export const partyRemittances = deskSchema.table(
  'party_remittances',
  {
    partyId: text('party_id').notNull(),
    reference: text('reference').notNull(),
    role: text('role').$type<'sender' | 'recipient'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partyId, t.reference, t.role] }),
    index('party_remittances_reference').on(t.reference),
  ],
);

/** Merchant-wide desk settings by key (e.g. `defaultTimeZone`), each change audited. */
export const deskSettings = deskSchema.table('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The webhook signing secrets the desk verifies with after a rotation (sealed with the desk's secret,
 * never shown again). The newest without `retiresAt` is current; an older one keeps verifying until
 * its `retiresAt` (the overlap window). WEBHOOK_SECRET from the environment is the first secret.
 */
export const webhookSecrets = deskSchema.table(
  'webhook_secrets',
  {
    id: text('id').primaryKey(),
    endpointId: text('endpoint_id'),
    sealedSecret: text('sealed_secret').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiresAt: timestamp('retires_at', { withTimezone: true }),
  },
  (t) => [index('webhook_secrets_created').on(t.createdAt)],
);

/** A partner demo played on the sandbox from a scenario file: who started it, where it is, what it made. */
export const demoRuns = deskSchema.table(
  'demo_runs',
  {
    id: text('id').primaryKey(),
    scenario: text('scenario').notNull(),
    status: text('status').$type<'running' | 'finished' | 'stopped' | 'failed' | 'reset'>().notNull(),
    /** Every record the run made carries this prefix in its reference, so reset can find them all. */
    referencePrefix: text('reference_prefix').notNull(),
    /** The steps and each one's state, as the runner played them. */
    progress: jsonb('progress').$type<Record<string, unknown>[]>().notNull(),
    error: text('error'),
    startedBy: text('started_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('demo_runs_started').on(t.startedAt)],
);

/**
 * The messages exchanged about one remittance, for presenter mode's live sequence: the desk's request
 * to the API and its answer, each webhook with its signature check, each poll. Kept short-lived.
 */
export const exchanges = deskSchema.table(
  'exchanges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    kind: text('kind').$type<'request' | 'response' | 'webhook' | 'poll'>().notNull(),
    summary: text('summary').notNull(),
    statusCode: integer('status_code'),
    /** A webhook's signature check: `verified`, or why it was refused. */
    signature: text('signature'),
    latencyMs: integer('latency_ms'),
    body: jsonb('body'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchanges_reference').on(t.reference, t.id), index('exchanges_at').on(t.at)],
);
