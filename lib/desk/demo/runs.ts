import { randomBytes } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/lib/db/client';
import { demoRuns, user as deskUser } from '@/lib/db/schema';
import { ActionRefusal } from '@/lib/desk/action-result';
import type { Scenario, ScenarioStep } from './scenario-schema';

/*
 * Demo runs (desk.demo_runs): one row per run, its steps' progress as the runner played them.
 * One run plays at a time: a start takes an advisory lock and looks for a running one first.
 */

export type DemoRun = typeof demoRuns.$inferSelect;
export type DemoRunStatus = DemoRun['status'];

export type StepState = 'waiting' | 'running' | 'done' | 'failed' | 'skipped';

/** One step as the watch page shows it, and what reset needs to find what it made. */
export interface StepProgress {
  id: string;
  title: string;
  do: ScenarioStep['do'];
  state: StepState;
  /** What happened, in words ("Held for review: the recipient's name resembles …"). */
  note?: string;
  /** The desk reference of the remittance the step made (or approved). */
  reference?: string;
  /** A remittance step's expected end. */
  expect?: string;
  at?: string;
  /** Quotes the step was given (kept for reset: an expired one is used by nothing). */
  quoteIds?: string[];
  /** Payers and beneficiaries the step created on the API. */
  partyIds?: string[];
}

/** Serialises starts across connections and instances (any constant, unique in the app). */
const DEMO_START_LOCK_ID = 0x0de3017;

export const progressOf = (run: Pick<DemoRun, 'progress'>) => run.progress as unknown as StepProgress[];

/** The reference prefix of a run: `DEMO-<8 hex>-`, in every reference the run makes. */
export const newRunId = () => randomBytes(4).toString('hex');

/** Starts a run of the scenario, or refuses (in words) while another plays. */
export async function createRun(
  db: Db,
  input: { scenario: string; plan: Scenario; startedBy: string },
): Promise<DemoRun> {
  const id = newRunId();
  const progress: StepProgress[] = input.plan.steps.map((step) => ({
    id: step.id,
    title: step.title,
    do: step.do,
    state: 'waiting',
    ...('expect' in step ? { expect: step.expect } : {}),
  }));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_START_LOCK_ID})`);
    const [playing] = await tx.select().from(demoRuns).where(eq(demoRuns.status, 'running')).limit(1);
    if (playing)
      throw new ActionRefusal(`A demo run (${playing.scenario}) is playing. Stop it first; one run plays at a time.`);
    const [run] = await tx
      .insert(demoRuns)
      .values({
        id,
        scenario: input.scenario,
        status: 'running',
        referencePrefix: `DEMO-${id}-`,
        progress: progress as unknown as Record<string, unknown>[],
        startedBy: input.startedBy,
      })
      .returning();
    return run!;
  });
}

export async function getRun(db: DbOrTx, id: string): Promise<DemoRun | undefined> {
  const [run] = await db.select().from(demoRuns).where(eq(demoRuns.id, id)).limit(1);
  return run;
}

/** The run the watch page shows: the latest that was not reset (reset leaves an empty demo). */
export async function currentRun(db: DbOrTx): Promise<DemoRun | undefined> {
  const [latest] = await db.select().from(demoRuns).orderBy(desc(demoRuns.startedAt)).limit(1);
  return latest && latest.status !== 'reset' ? latest : undefined;
}

/** The run's steps as played so far (the runner writes them after each move). */
export async function saveProgress(db: DbOrTx, id: string, progress: StepProgress[]): Promise<void> {
  await db
    .update(demoRuns)
    .set({ progress: progress as unknown as Record<string, unknown>[] })
    .where(eq(demoRuns.id, id));
}

/**
 * Ends a run: finished, failed (with the reason) or stopped — only while it is running, so a
 * stop is never overwritten by the runner finishing a step. True when this call ended it.
 */
export async function endRun(
  db: DbOrTx,
  id: string,
  status: Extract<DemoRunStatus, 'finished' | 'failed' | 'stopped'>,
  error?: string,
): Promise<boolean> {
  const ended = await db
    .update(demoRuns)
    .set({ status, error: error ?? null, endedAt: new Date() })
    .where(and(eq(demoRuns.id, id), eq(demoRuns.status, 'running')))
    .returning({ id: demoRuns.id });
  return ended.length > 0;
}

export async function markRunReset(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(demoRuns)
    .set({ status: 'reset', endedAt: sql`coalesce(${demoRuns.endedAt}, now())` })
    .where(and(eq(demoRuns.id, id), ne(demoRuns.status, 'running')));
}

/**
 * At start-up: a run still marked running was playing in a process that is gone (the runner lives
 * in the process that started it), so it is failed, saying why. Answers how many.
 */
export async function failInterruptedRuns(db: DbOrTx): Promise<number> {
  const failed = await db
    .update(demoRuns)
    .set({ status: 'failed', error: 'The server restarted while the run was playing.', endedAt: new Date() })
    .where(eq(demoRuns.status, 'running'))
    .returning({ id: demoRuns.id });
  return failed.length;
}

/** The demo reviewer: a named desk user the runner approves as (no password: nobody signs in as it). */
export const DEMO_REVIEWER = {
  id: 'demo-reviewer',
  name: 'Demo reviewer (demo run)',
  email: 'demo-reviewer@corridor.invalid',
  role: 'reviewer',
} as const;

export async function ensureDemoReviewer(db: DbOrTx): Promise<void> {
  await db
    .insert(deskUser)
    .values({ ...DEMO_REVIEWER, emailVerified: true })
    .onConflictDoNothing();
}
