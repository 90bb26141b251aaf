import { eq, sql, type AnyColumn } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '@/lib/db/client';
import { files, payments, sandboxClock, transactions, webhookOutbox } from '@/lib/db/schema';
import type { SandboxClock as SandboxClockAnswer, SandboxClockChange } from '@/lib/schemas/sandbox-clock';

/** How the service's time runs: from `anchorVirtual` at `rate` × real time since `anchorReal`, or still. */
export interface ClockSetting {
  rate: number;
  paused: boolean;
  anchorReal: Date;
  anchorVirtual: Date;
}

const CLOCK_ROW = 'sandbox';

/** The service's time for a real time under a setting (none: real time). */
export function serviceTime(setting: ClockSetting | null, real: Date): Date {
  if (!setting) return real;
  if (setting.paused) return new Date(setting.anchorVirtual);
  return new Date(setting.anchorVirtual.getTime() + (real.getTime() - setting.anchorReal.getTime()) * setting.rate);
}

/**
 * The setting after a change made at `real`: anchored at the service's time of that moment (plus
 * any jump forward), so the time runs on from where it was and never goes back.
 */
export function changedSetting(setting: ClockSetting | null, real: Date, change: SandboxClockChange): ClockSetting {
  const now = serviceTime(setting, real);
  return {
    rate: change.rate ?? setting?.rate ?? 1,
    paused: change.paused ?? setting?.paused ?? false,
    anchorReal: real,
    anchorVirtual: new Date(now.getTime() + (change.advanceSeconds ?? 0) * 1000),
  };
}

const sameSetting = (a: ClockSetting | null, b: ClockSetting | null) =>
  a === b ||
  (!!a &&
    !!b &&
    a.rate === b.rate &&
    a.paused === b.paused &&
    a.anchorReal.getTime() === b.anchorReal.getTime() &&
    a.anchorVirtual.getTime() === b.anchorVirtual.getTime());

/** The due times that follow the service's time: lifecycle steps and webhook retries. */
const DUE_COLUMNS: [PgTable, AnyColumn][] = [
  [transactions, transactions.nextStepAt],
  [payments, payments.nextStepAt],
  [files, files.nextStepAt],
  [webhookOutbox, webhookOutbox.nextAttemptAt],
];

/**
 * Brings every due time set while the clock ran ahead back by `aheadMs` (never before `real`), so
 * what was due one step after its create is still due one step after it in real time.
 */
async function bringDueTimesBack(tx: DbOrTx, aheadMs: number, real: Date): Promise<void> {
  const at = real.toISOString();
  for (const [table, column] of DUE_COLUMNS)
    await tx.execute(
      sql`update ${table} set ${sql.identifier(column.name)} = greatest(${column} - make_interval(secs => ${aheadMs / 1000}), ${at}::timestamptz) where ${column} > ${at}::timestamptz`,
    );
}

/**
 * The sandbox's clock: `now()` is the service's time (`deps.now`), which quotes, deposit
 * instructions, lifecycle steps and webhook retries are timed by, so a presenter can speed it up,
 * slow it down or pause it. Security checks (token expiry, webhook signatures) keep real time.
 * The setting lives in provider.sandbox_clock; each instance follows it (`follow`), and `now()`
 * never answers earlier than it did under the same setting (back to real time is the one way back).
 */
export class SandboxClock {
  private setting: ClockSetting | null = null;
  private latest = 0;

  /** A new setting is a deliberate change (back to real time may go back); the same one keeps `now` monotonic. */
  private adopt(setting: ClockSetting | null): void {
    if (!sameSetting(this.setting, setting)) this.latest = 0;
    this.setting = setting;
  }

  constructor(private readonly realNow: () => Date = () => new Date()) {}

  now = (): Date => {
    const at = serviceTime(this.setting, this.realNow()).getTime();
    this.latest = Math.max(this.latest, at);
    return new Date(this.latest);
  };

  /** The clock as the API answers it. */
  read(): SandboxClockAnswer {
    const real = this.realNow();
    const now = this.now();
    return {
      now: now.toISOString(),
      realNow: real.toISOString(),
      rate: this.setting?.rate ?? 1,
      paused: this.setting?.paused ?? false,
      aheadSeconds: Math.round((now.getTime() - real.getTime()) / 1000),
    };
  }

  /** Reads the stored setting (at start, and from time to time to follow other instances). */
  async load(db: Db): Promise<void> {
    const [row] = await db.select().from(sandboxClock).where(eq(sandboxClock.id, CLOCK_ROW));
    this.adopt(
      row
        ? { rate: Number(row.rate), paused: row.paused, anchorReal: row.anchorReal, anchorVirtual: row.anchorVirtual }
        : null,
    );
  }

  /** Applies a change to the stored setting (locked, so two changes at once apply one after the other). */
  async change(db: Db, change: SandboxClockChange): Promise<SandboxClockAnswer> {
    const next = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxClock).where(eq(sandboxClock.id, CLOCK_ROW)).for('update');
      const stored = row
        ? { rate: Number(row.rate), paused: row.paused, anchorReal: row.anchorReal, anchorVirtual: row.anchorVirtual }
        : null;
      const next = changedSetting(stored, this.realNow(), change);
      await tx
        .insert(sandboxClock)
        .values({ id: CLOCK_ROW, ...next, updatedAt: this.realNow() })
        .onConflictDoUpdate({ target: sandboxClock.id, set: { ...next, updatedAt: this.realNow() } });
      return next;
    });
    this.adopt(next);
    return this.read();
  }

  /**
   * Back to real time at real speed (the stored setting removed): the service's time is the real
   * time again, behind or ahead. Due times set while it ran ahead come back by as much, so nothing
   * in flight waits for the hour a presenter skipped.
   */
  async reset(db: Db): Promise<SandboxClockAnswer> {
    const real = this.realNow();
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxClock).where(eq(sandboxClock.id, CLOCK_ROW)).for('update');
      const stored = row
        ? { rate: Number(row.rate), paused: row.paused, anchorReal: row.anchorReal, anchorVirtual: row.anchorVirtual }
        : null;
      const aheadMs = Math.max(serviceTime(stored, real).getTime(), this.latest) - real.getTime();
      if (aheadMs > 0) await bringDueTimesBack(tx, aheadMs, real);
      await tx.delete(sandboxClock).where(eq(sandboxClock.id, CLOCK_ROW));
    });
    this.setting = null;
    this.latest = 0;
    return this.read();
  }

  /** Follows the stored setting every `intervalMs` (other instances' changes); answers a stop. */
  follow(db: Db, intervalMs = 2000): () => void {
    const timer = setInterval(() => void this.load(db).catch(() => undefined), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
