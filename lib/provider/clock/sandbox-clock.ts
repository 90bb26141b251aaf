import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { sandboxClock } from '@/lib/db/schema';
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

/**
 * The sandbox's clock: `now()` is the service's time (`deps.now`), which quotes, deposit
 * instructions, lifecycle steps and webhook retries are timed by, so a presenter can speed it up,
 * slow it down or pause it. Security checks (token expiry, webhook signatures) keep real time.
 * The setting lives in provider.sandbox_clock; each instance follows it (`follow`), and `now()`
 * never answers earlier than it did before.
 */
export class SandboxClock {
  private setting: ClockSetting | null = null;
  private latest = 0;

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
    this.setting = row
      ? { rate: Number(row.rate), paused: row.paused, anchorReal: row.anchorReal, anchorVirtual: row.anchorVirtual }
      : null;
  }

  /** Applies a change to the stored setting (locked, so two changes at once apply one after the other). */
  async change(db: Db, change: SandboxClockChange): Promise<SandboxClockAnswer> {
    this.setting = await db.transaction(async (tx) => {
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
    return this.read();
  }

  /**
   * Back to real time (the stored setting removed). A clock behind real time jumps to it; one
   * ahead stands still until real time catches up, so it still never goes back.
   */
  async reset(db: Db): Promise<SandboxClockAnswer> {
    await db.delete(sandboxClock).where(eq(sandboxClock.id, CLOCK_ROW));
    this.setting = null;
    return this.read();
  }

  /** Follows the stored setting every `intervalMs` (other instances' changes); answers a stop. */
  follow(db: Db, intervalMs = 2000): () => void {
    const timer = setInterval(() => void this.load(db).catch(() => undefined), intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}
