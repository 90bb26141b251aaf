import type { DbOrTx } from '@/lib/db/client';
import { describeError } from '@/lib/db/describe-error';
import { recordAudit } from './record';

/*
 * Refusals of signed-out callers are audited like every refusal, with no actor and the client's
 * address. Such a caller is anonymous and repeats for free, and every append waits on the chain's
 * one lock (shared with the webhook intake), so they are written up to a bound a minute — per
 * client address and overall — and the rest counted: the count rides on the next row written.
 */

export interface RefusalLimits {
  /** Signed-out refusals written per client address per minute. */
  perAddress: number;
  /** Signed-out refusals written per minute, all addresses together. */
  overall: number;
  /** Addresses tracked in one minute; refusals from any further address are counted, not written. */
  addresses: number;
}

export const SIGNED_OUT_REFUSAL_LIMITS: RefusalLimits = { perAddress: 20, overall: 600, addresses: 10_000 };

const MINUTE_MS = 60_000;

/** The per-minute bound: whether a refusal is written, and how many went unwritten since the last one that was. */
export class RefusalBudget {
  private minute = -1;
  private perAddress = new Map<string, number>();
  private overall = 0;
  private unaudited = 0;
  private warned = false;

  constructor(
    private readonly limits: RefusalLimits = SIGNED_OUT_REFUSAL_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  take(address: string | null): { audit: true; unauditedBefore: number } | { audit: false; firstThisMinute: boolean } {
    const minute = Math.floor(this.now() / MINUTE_MS);
    if (minute !== this.minute) {
      this.minute = minute;
      this.perAddress.clear();
      this.overall = 0;
      this.warned = false;
    }
    const key = address ?? 'unknown';
    const used = this.perAddress.get(key);
    const full =
      (used ?? 0) >= this.limits.perAddress ||
      this.overall >= this.limits.overall ||
      (used === undefined && this.perAddress.size >= this.limits.addresses);
    if (full) {
      this.unaudited += 1;
      const firstThisMinute = !this.warned;
      this.warned = true;
      return { audit: false, firstThisMinute };
    }
    this.perAddress.set(key, (used ?? 0) + 1);
    this.overall += 1;
    const unauditedBefore = this.unaudited;
    this.unaudited = 0;
    return { audit: true, unauditedBefore };
  }
}

/** One budget per process, on globalThis: Next's bundles of actions and routes share it. */
const BUDGET = Symbol.for('corridor.signed-out-refusal-budget');
const processBudget = () => ((globalThis as { [BUDGET]?: RefusalBudget })[BUDGET] ??= new RefusalBudget());

export interface SignedOutRefusal {
  /** The action's name, or `desk.route` for a desk route. */
  action: string;
  target?: string;
  ip: string | null;
  details?: Record<string, unknown>;
}

/**
 * Audits a signed-out caller's refusal (no actor, the client address), within the bound above.
 * Never throws: the caller is refused whether or not the row could be written (a failure is logged).
 */
export async function auditSignedOutRefusal(
  db: DbOrTx,
  refusal: SignedOutRefusal,
  budget: RefusalBudget = processBudget(),
): Promise<void> {
  const allowance = budget.take(refusal.ip);
  if (!allowance.audit) {
    if (allowance.firstThisMinute)
      console.warn(
        `[audit] signed-out refusals over the bound this minute (from ${refusal.ip ?? 'an unknown address'}, or overall): ` +
          'the rest are counted, and the count written with the next one audited',
      );
    return;
  }
  const { unauditedBefore } = allowance;
  try {
    await recordAudit(db, {
      actorId: null,
      actorRole: null,
      action: refusal.action,
      outcome: 'refused',
      target: refusal.target,
      ip: refusal.ip,
      details: { reason: 'signed out', ...refusal.details, ...(unauditedBefore > 0 ? { unauditedBefore } : {}) },
    });
  } catch (error) {
    console.error(`[audit] a signed-out refusal of ${refusal.action} could not be written: ${describeError(error)}`);
  }
}
