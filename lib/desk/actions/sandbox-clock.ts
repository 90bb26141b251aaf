'use server';

import { revalidatePath } from 'next/cache';
import { paymentsApi } from '@/lib/api-client';
import { protectedAction } from '@/lib/desk/protected-action';
import { z } from 'zod';
import { sandboxClockChangeSchema } from '@/lib/schemas/sandbox-clock';

/** Sandbox: speed the service's time up or down, pause or resume it, or move it forward (admins only). */
export const changeSandboxClockAction = protectedAction({
  name: 'sandbox.clock',
  permission: 'sandbox:clock',
  schema: sandboxClockChangeSchema,
  target: (input) =>
    [
      input.paused === true ? 'pause' : input.paused === false ? 'resume' : undefined,
      input.rate !== undefined ? `${input.rate}× real time` : undefined,
      input.advanceSeconds !== undefined ? `forward ${input.advanceSeconds} s` : undefined,
    ]
      .filter(Boolean)
      .join(', '),
  run: (input) => paymentsApi().changeSandboxClock(input),
  auditDetails: (clock) => ({ rate: clock.rate, paused: clock.paused, aheadSeconds: clock.aheadSeconds }),
  then: () => revalidatePath('/settings/sandbox'),
});

/** Sandbox: back to real time at real speed (a clock that ran ahead waits for real time to catch up). */
export const resetSandboxClockAction = protectedAction({
  name: 'sandbox.clock-reset',
  permission: 'sandbox:clock',
  schema: z.object({}).strict(),
  run: () => paymentsApi().resetSandboxClock(),
  auditDetails: (clock) => ({ aheadSeconds: clock.aheadSeconds }),
  then: () => revalidatePath('/settings/sandbox'),
});
