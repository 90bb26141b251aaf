import { and, desc, eq, gt, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { approvalRuleSets, user as deskUser } from '@/lib/db/schema';
import { independenceBlocker } from '@/lib/desk/users/grants';
import { nameAtTheTime } from '@/lib/desk/users/names';
import type { ApprovalRule } from '../types';
import { ruleToInput } from './input';
import { approvalRuleSetSchema } from './schema';

/*
 * The approval rules, versioned: each save appends a version proposed by one admin, in force once a
 * second, different admin confirms it (or refused / withdrawn instead); the highest confirmed version
 * is in force, and every version stays readable (an approval is stamped with the version that
 * applied). One proposal waits at a time. An empty table stands for the defaults, written as
 * version 1 (confirmed) on first read.
 */

/**
 * The rules in force until an admin saves others (version 1). Thresholds are compared in the base
 * currency (USD by default), and a remittance neither of whose currencies the quote converts to it
 * is held: the EUR rows (at the sandbox's seeded 0.92 EUR a dollar) judge the example p2p, which
 * pays in EUR into NGN, in its own currency instead.
 */
export const DEFAULT_APPROVAL_RULES: readonly ApprovalRule[] = Object.freeze([
  { id: 'usd-10000', name: 'USD 10,000 or more', amountAtLeast: { USD: '10000', EUR: '9200' }, approvals: 1 },
  { id: 'usd-50000', name: 'USD 50,000 or more', amountAtLeast: { USD: '50000', EUR: '46000' }, approvals: 2 },
  { id: 'any-finding', name: 'Any finding', anyFinding: true, approvals: 1 },
]);

export interface RuleSetVersion {
  version: number;
  rules: ApprovalRule[];
  /** The user id of who saved it; null for the defaults. */
  createdBy: string | null;
  /** Their name as it was when they proposed it (their present one when none is kept), when the user still exists. */
  createdByName: string | null;
  createdAt: Date;
  /** Who confirmed it (null for the defaults and for a proposal still waiting). */
  confirmedBy: string | null;
  confirmedAt: Date | null;
  withdrawnAt: Date | null;
}

/** A proposal that cannot move: confirmed, refused or withdrawn already, or confirmed by its proposer. */
export class RuleSetRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RuleSetRefusal';
  }
}

/** A save that lost to another (or was edited from an older version): nothing was written. */
export class RuleSetConflict extends Error {
  constructor(
    readonly currentVersion: number,
    readonly pendingVersion?: number,
  ) {
    super(
      pendingVersion === undefined
        ? `The approval rules were changed meanwhile (version ${currentVersion} is now in force). ` +
            'Reload the page to see them, then make your change again.'
        : `The approval rules were changed meanwhile: version ${pendingVersion} is proposed and waits for a ` +
            'second admin. Reload the page, then confirm or refuse it before proposing another change.',
    );
    this.name = 'RuleSetConflict';
  }
}

const versionColumns = {
  version: approvalRuleSets.version,
  rules: approvalRuleSets.rules,
  createdBy: approvalRuleSets.createdBy,
  createdByName: sql<
    string | null
  >`coalesce(${nameAtTheTime(approvalRuleSets.createdBy, approvalRuleSets.createdAt)}, ${deskUser.name})`,
  createdAt: approvalRuleSets.createdAt,
  confirmedBy: approvalRuleSets.confirmedBy,
  confirmedAt: approvalRuleSets.confirmedAt,
  withdrawnAt: approvalRuleSets.withdrawnAt,
};

function selectVersions(db: DbOrTx) {
  return db
    .select(versionColumns)
    .from(approvalRuleSets)
    .leftJoin(deskUser, eq(deskUser.id, approvalRuleSets.createdBy));
}

type VersionRow = Awaited<ReturnType<ReturnType<typeof selectVersions>['execute']>>[number];

const toVersion = (row: VersionRow): RuleSetVersion => ({ ...row, rules: row.rules as ApprovalRule[] });

async function latest(db: DbOrTx): Promise<RuleSetVersion | undefined> {
  const [row] = await selectVersions(db)
    .where(isNotNull(approvalRuleSets.confirmedAt))
    .orderBy(desc(approvalRuleSets.version))
    .limit(1);
  return row && toVersion(row);
}

/**
 * The rule set in force (the highest confirmed version). On an empty table the defaults are written
 * as version 1, confirmed — insert-if-absent, then read — so concurrent first calls all answer the same set.
 */
export async function currentRuleSet(db: DbOrTx): Promise<RuleSetVersion> {
  const found = await latest(db);
  if (found) return found;
  await db
    .insert(approvalRuleSets)
    .values({ version: 1, rules: [...DEFAULT_APPROVAL_RULES], createdBy: null, confirmedAt: new Date() })
    .onConflictDoNothing();
  const seeded = await latest(db);
  if (!seeded) throw new Error('approval rule set version 1 was written but cannot be read');
  return seeded;
}

/** The proposal waiting for a second admin (above the version in force, neither confirmed nor withdrawn), if any. */
export async function pendingRuleSet(db: DbOrTx, current?: RuleSetVersion): Promise<RuleSetVersion | undefined> {
  const inForce = current ?? (await currentRuleSet(db));
  const [row] = await selectVersions(db)
    .where(
      and(
        gt(approvalRuleSets.version, inForce.version),
        isNull(approvalRuleSets.confirmedAt),
        isNull(approvalRuleSets.withdrawnAt),
      ),
    )
    .orderBy(desc(approvalRuleSets.version))
    .limit(1);
  return row && toVersion(row);
}

/** One version as it was saved (for the dossier of an approval stamped with it), or undefined. */
export async function ruleSetVersion(db: DbOrTx, version: number): Promise<RuleSetVersion | undefined> {
  const [row] = await selectVersions(db).where(eq(approvalRuleSets.version, version)).limit(1);
  return row && toVersion(row);
}

/** The highest version saved, or 0 when none is (the defaults not yet written). */
export async function latestRuleSetVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: max(approvalRuleSets.version) }).from(approvalRuleSets);
  return row?.version ?? 0;
}

/**
 * Proposes `rules` as the next version, by user `by`; answers it with the rules in force it would
 * replace. Refused with RuleSetConflict, writing nothing, when it was edited from `basedOn` and that
 * is no longer in force, or when another proposal is waiting. Proposals lock the version in force,
 * so two at once are one after the other: the second finds the first waiting and is refused.
 */
export async function proposeRuleSet(
  db: DbOrTx,
  rules: readonly ApprovalRule[],
  by: string,
  { basedOn }: { basedOn?: number } = {},
): Promise<{ version: number; before: ApprovalRule[]; after: ApprovalRule[] }> {
  // Checked again here: whatever calls this, a stored set is one the engine can read.
  const after = approvalRuleSetSchema.parse(rules.map(ruleToInput));
  const current = await currentRuleSet(db);
  if (basedOn !== undefined && basedOn !== current.version) throw new RuleSetConflict(current.version);
  return db.transaction(async (tx) => {
    // Proposals one at a time: each locks the version in force, then finds none waiting (or is refused).
    await tx
      .select({ version: approvalRuleSets.version })
      .from(approvalRuleSets)
      .where(eq(approvalRuleSets.version, current.version))
      .for('update');
    const inForce = await currentRuleSet(tx);
    if (inForce.version !== current.version) throw new RuleSetConflict(inForce.version);
    const pending = await pendingRuleSet(tx, inForce);
    if (pending) throw new RuleSetConflict(inForce.version, pending.version);
    // Above every version written, refused and withdrawn ones included (versions are never reused).
    const version = (await latestRuleSetVersion(tx)) + 1;
    await tx.insert(approvalRuleSets).values({ version, rules: after, createdBy: by });
    return { version, before: inForce.rules, after };
  });
}

/**
 * Settles the waiting proposal `version`: `confirm` puts it in force (by an admin other than its
 * proposer, and independent of them: lib/desk/users/grants.ts), `withdraw` refuses it (any admin; its proposer withdraws it). The row is locked, so a
 * confirmation and a refusal at once cannot both win. Answers the rules in force before and after.
 */
export async function settleRuleSet(
  db: DbOrTx,
  version: number,
  by: string,
  decision: 'confirm' | 'withdraw',
): Promise<{ version: number; before: ApprovalRule[]; after: ApprovalRule[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(approvalRuleSets)
      .where(eq(approvalRuleSets.version, version))
      .for('update')
      .limit(1);
    if (!row) throw new RuleSetRefusal(`Version ${version} of the approval rules was never proposed.`);
    if (row.confirmedAt) throw new RuleSetRefusal(`Version ${version} was confirmed already.`);
    if (row.withdrawnAt) throw new RuleSetRefusal(`Version ${version} was refused or withdrawn already.`);
    const current = await currentRuleSet(tx);
    const rules = row.rules as ApprovalRule[];
    if (decision === 'withdraw') {
      await tx.update(approvalRuleSets).set({ withdrawnAt: new Date() }).where(eq(approvalRuleSets.version, version));
      return { version, before: current.rules, after: rules };
    }
    if (row.createdBy === by)
      throw new RuleSetRefusal('You proposed this version: another admin must confirm it. You may withdraw it.');
    // Not an account the proposer made or elevated either (nor one that made theirs): one admin is not two.
    const tied = await independenceBlocker(tx, by, [{ id: row.createdBy, as: 'admin who proposed this version' }]);
    if (tied) throw new RuleSetRefusal(tied);
    if (version < current.version)
      throw new RuleSetRefusal(`Version ${current.version} is in force since: propose the change again.`);
    await tx
      .update(approvalRuleSets)
      .set({ confirmedBy: by, confirmedAt: new Date() })
      .where(eq(approvalRuleSets.version, version));
    return { version, before: current.rules, after: rules };
  });
}
