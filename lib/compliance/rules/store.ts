import { desc, eq, max } from 'drizzle-orm';
import type { DbOrTx } from '@/lib/db/client';
import { approvalRuleSets, user as deskUser } from '@/lib/db/schema';
import type { ApprovalRule } from '../types';
import { ruleToInput } from './input';
import { approvalRuleSetSchema } from './schema';

/*
 * The approval rules, versioned: each save appends a version, the highest is in force, and every
 * version stays readable (an approval is stamped with the version that applied). An empty table
 * stands for the defaults, written as version 1 on first read.
 */

/** The rules in force until an admin saves others (version 1). */
export const DEFAULT_APPROVAL_RULES: readonly ApprovalRule[] = Object.freeze([
  { id: 'usd-10000', name: 'USD 10,000 or more', amountAtLeast: { USD: '10000' }, approvals: 1 },
  { id: 'usd-50000', name: 'USD 50,000 or more', amountAtLeast: { USD: '50000' }, approvals: 2 },
  { id: 'any-finding', name: 'Any finding', anyFinding: true, approvals: 1 },
]);

export interface RuleSetVersion {
  version: number;
  rules: ApprovalRule[];
  /** The user id of who saved it; null for the defaults. */
  createdBy: string | null;
  /** Their name, when the user still exists. */
  createdByName: string | null;
  createdAt: Date;
}

/** A save that lost to another (or was edited from an older version): nothing was written. */
export class RuleSetConflict extends Error {
  constructor(readonly currentVersion: number) {
    super(
      `The approval rules were changed meanwhile (version ${currentVersion} is now in force). ` +
        'Reload the page to see them, then make your change again.',
    );
    this.name = 'RuleSetConflict';
  }
}

const versionColumns = {
  version: approvalRuleSets.version,
  rules: approvalRuleSets.rules,
  createdBy: approvalRuleSets.createdBy,
  createdByName: deskUser.name,
  createdAt: approvalRuleSets.createdAt,
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
  const [row] = await selectVersions(db).orderBy(desc(approvalRuleSets.version)).limit(1);
  return row && toVersion(row);
}

/**
 * The rule set in force (the highest version). On an empty table the defaults are written as
 * version 1 — insert-if-absent, then read — so concurrent first calls all answer the same set.
 */
export async function currentRuleSet(db: DbOrTx): Promise<RuleSetVersion> {
  const found = await latest(db);
  if (found) return found;
  await db
    .insert(approvalRuleSets)
    .values({ version: 1, rules: [...DEFAULT_APPROVAL_RULES], createdBy: null })
    .onConflictDoNothing();
  const seeded = await latest(db);
  if (!seeded) throw new Error('approval rule set version 1 was written but cannot be read');
  return seeded;
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
 * Appends `rules` as the next version, saved by user `by`; answers it with the rules it replaced.
 * The version is claimed with insert-if-absent on the primary key, so two saves never share one:
 * the loser re-reads and tries once more, or — when it was edited from `basedOn` and that is no
 * longer in force — is refused with RuleSetConflict, writing nothing.
 */
export async function saveRuleSet(
  db: DbOrTx,
  rules: readonly ApprovalRule[],
  by: string,
  { basedOn }: { basedOn?: number } = {},
): Promise<{ version: number; before: ApprovalRule[]; after: ApprovalRule[] }> {
  // Checked again here: whatever calls this, a stored set is one the engine can read.
  const after = approvalRuleSetSchema.parse(rules.map(ruleToInput));
  for (let attempt = 0; attempt < 2; attempt++) {
    const current = await currentRuleSet(db);
    if (basedOn !== undefined && basedOn !== current.version) throw new RuleSetConflict(current.version);
    const version = current.version + 1;
    const inserted = await db
      .insert(approvalRuleSets)
      .values({ version, rules: after, createdBy: by })
      .onConflictDoNothing()
      .returning({ version: approvalRuleSets.version });
    if (inserted.length > 0) return { version, before: current.rules, after };
  }
  throw new RuleSetConflict(await latestRuleSetVersion(db));
}
