/** Desk roles. Finance staff are operators; compliance are reviewers; partners see a demo as viewers. */
export const ROLES = ['admin', 'operator', 'reviewer', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  operator: 'Operator (finance)',
  reviewer: 'Reviewer (compliance)',
  viewer: 'Viewer (partner demo)',
};

/** The one role → permission table; pages and server actions check against it on the server. */
export const PERMISSIONS = {
  'balances:read': ['admin', 'operator', 'reviewer', 'viewer'],
  'deposits:read': ['admin', 'operator', 'reviewer', 'viewer'],
  'sandbox:simulate-deposit': ['admin', 'operator'],
  /** Payers and beneficiaries: the lists (personal data masked without pii:read). */
  'parties:read': ['admin', 'operator', 'reviewer', 'viewer'],
  /** Create payers and beneficiaries. */
  'parties:write': ['admin', 'operator'],
  /** Remittances (transactions and FX payments): the list, each one's page and its timeline. */
  'remittances:read': ['admin', 'operator', 'reviewer', 'viewer'],
  /** Compose, quote and submit remittances; keep drafts; repeat a past one. */
  'remittances:compose': ['admin', 'operator'],
  /** Unmasked personal data; viewers see it masked. */
  'pii:read': ['admin', 'operator', 'reviewer'],
  /** Reveal one masked number (ID, account, IBAN, phone) of one remittance; audited. */
  'pii:reveal': ['admin', 'reviewer'],
  /** The review queue and each held remittance's review page. */
  'review:read': ['admin', 'reviewer'],
  /** Verdicts on fields, approve, reject, return to the maker, dismiss screening hits. */
  'review:decide': ['admin', 'reviewer'],
  /** The audit trail: read, filter, verify the chain, export. */
  'audit:read': ['admin'],
  /** Approval rules and the screening list. */
  'compliance:configure': ['admin'],
  /** The webhook log: what the desk received or refused, and the API's delivery attempts. */
  'webhooks:read': ['admin', 'operator'],
  /** Ask the API to deliver a webhook message again. */
  'webhooks:redeliver': ['admin', 'operator'],
  /** Save a list's filters and columns as a named view (who sees names may have searched by one). */
  'views:save': ['admin', 'operator', 'reviewer'],
  /** The desk's settings: the API connection (and its test), users, webhooks. */
  'settings:manage': ['admin'],
  /** Speed up, slow down, pause or move forward the sandbox's clock (sandbox mode). */
  'sandbox:clock': ['admin'],
  /** Start, stop and reset a demo run of a scenario on the sandbox (watching it needs remittances:read). */
  'demo:run': ['admin'],
  /** Force a remittance's outcome on the sandbox (success, a named failure, a return) from its page. */
  'sandbox:simulate-outcome': ['admin', 'operator'],
  /** One's own preferences: the timezone timestamps are shown in, the colour theme. */
  'preferences:write': ['admin', 'operator', 'reviewer', 'viewer'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
