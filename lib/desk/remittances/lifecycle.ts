/*
 * The desk's view of the two lifecycles (the API's: README "Lifecycles"). Pure and free of the
 * wire schemas, so client components use it without bundling them.
 *   transaction ACKNOWLEDGED → PENDING → SUCCESS | FAILED | CANCELLED, SUCCESS → RETURNED,
 *               SUCCESS → REVERSAL_PENDING → RETURNED | REVERSAL_REJECTED (→ RETURNED)
 *   payment     CREATED → PROCESSING → COMPLETED | FAILED | CANCELLED, COMPLETED → RETURNED
 */

export type RemittanceKindName = 'transaction' | 'payment';

/** How far along its lifecycle a status is: a status only replaces one of a lower rank. */
const RANKS: Record<RemittanceKindName, Record<string, number>> = {
  transaction: {
    ACKNOWLEDGED: 0,
    PENDING: 1,
    SUCCESS: 2,
    FAILED: 2,
    CANCELLED: 2,
    REVERSAL_PENDING: 3,
    REVERSAL_REJECTED: 4,
    RETURNED: 5,
  },
  payment: { CREATED: 0, PROCESSING: 1, COMPLETED: 2, FAILED: 2, CANCELLED: 2, RETURNED: 3 },
};

/** The rank of a status of that kind, or undefined for a status the lifecycle does not have. */
export function statusRank(kind: RemittanceKindName, status: string): number | undefined {
  return RANKS[kind][status];
}

/** `next` moves the record forward from `current` (an unknown current status can always be replaced). */
export function isLaterStatus(kind: RemittanceKindName, current: string, next: string): boolean {
  const to = statusRank(kind, next);
  if (to === undefined) return false;
  const from = statusRank(kind, current);
  return from === undefined || to > from;
}

/** A transaction whose reversal the partner rejected is still paid out: the payout stands. */
const PAID_OUT: Record<RemittanceKindName, readonly string[]> = {
  transaction: ['SUCCESS', 'REVERSAL_REJECTED'],
  payment: ['COMPLETED'],
};

/** Paid out: the money arrived, yet the lifecycle still allows a return. */
export function isPaidOut(kind: RemittanceKindName, status: string): boolean {
  return PAID_OUT[kind].includes(status);
}

/** The paid-out statuses of each lifecycle, for queries. */
export const PAID_OUT_STATUSES: readonly string[] = Object.values(PAID_OUT).flat();

/** The end states of both lifecycles: nothing follows a failure, a cancellation or a return. */
export const FINAL_STATUSES: readonly string[] = ['FAILED', 'CANCELLED', 'RETURNED'];

/**
 * Whether a status read back from the API (which does not say `final`) ends the tracking: a
 * failure, a cancellation or a return. A paid-out remittance may still be returned, so a read of
 * it keeps the record open; a webhook's own `final` closes it when the provider says so.
 */
export function isFinalRead(kind: RemittanceKindName, status: string): boolean {
  return statusRank(kind, status) !== undefined && FINAL_STATUSES.includes(status);
}

/** The three groups the list filters on. */
export const STATUS_GROUPS = {
  'in-flight': {
    label: 'In flight',
    statuses: ['ACKNOWLEDGED', 'PENDING', 'CREATED', 'PROCESSING', 'REVERSAL_PENDING'],
  },
  completed: { label: 'Completed', statuses: ['SUCCESS', 'COMPLETED', 'REVERSAL_REJECTED'] },
  problem: { label: 'Failed, returned or cancelled', statuses: ['FAILED', 'RETURNED', 'CANCELLED'] },
} as const;
export type StatusGroup = keyof typeof STATUS_GROUPS;

export function statusGroupOf(status: string): StatusGroup | undefined {
  return (Object.keys(STATUS_GROUPS) as StatusGroup[]).find((group) =>
    (STATUS_GROUPS[group].statuses as readonly string[]).includes(status),
  );
}
