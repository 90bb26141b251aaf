import { z } from 'zod';
import { timestampSchema } from './common';

/** How fast the sandbox's time may run, as a multiple of real time. */
export const SANDBOX_CLOCK_RATE = { min: 0.1, max: 100 } as const;
/** The most one call may move the sandbox's time forward (30 days). */
export const SANDBOX_CLOCK_MAX_ADVANCE_SECONDS = 30 * 24 * 3600;

/** GET /api/v1/sandbox/clock — the service's time, and how it runs against real time. */
export const sandboxClockSchema = z.object({
  /** The service's time: what quotes, deposit instructions and lifecycles are timed by. */
  now: timestampSchema,
  realNow: timestampSchema,
  /** Seconds of service time per second of real time (1: real speed). */
  rate: z.number(),
  /** While paused, the service's time stands still: nothing falls due, nothing expires. */
  paused: z.boolean(),
  /** How far the service's time is ahead of real time, in whole seconds. */
  aheadSeconds: z.number().int(),
});
export type SandboxClock = z.infer<typeof sandboxClockSchema>;

/**
 * PUT /api/v1/sandbox/clock — change how the service's time runs from now on: its speed, pause
 * or resume, and a jump forward. A change never goes back: what was timed stays in order (only
 * `DELETE`, back to real time, does).
 */
export const sandboxClockChangeSchema = z
  .object({
    rate: z.number().min(SANDBOX_CLOCK_RATE.min).max(SANDBOX_CLOCK_RATE.max).optional(),
    paused: z.boolean().optional(),
    advanceSeconds: z.number().int().min(1).max(SANDBOX_CLOCK_MAX_ADVANCE_SECONDS).optional(),
  })
  .strict()
  .refine((change) => change.rate !== undefined || change.paused !== undefined || change.advanceSeconds !== undefined, {
    message: 'name at least one of rate, paused, advanceSeconds',
  });
export type SandboxClockChange = z.infer<typeof sandboxClockChangeSchema>;
