import { sandboxClockChangeSchema, sandboxClockSchema } from '@/lib/schemas/sandbox-clock';
import type { ProviderDeps } from '../deps';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';

function clockOf(deps: ProviderDeps) {
  if (!deps.clock) throw new ApiError('NOT_FOUND', "This sandbox's clock cannot be adjusted");
  return deps.clock;
}

// GET /api/v1/sandbox/clock — the service's time and how it runs against real time (sandbox only)
export const getSandboxClockRoute = defineRoute({
  method: 'GET',
  path: '/sandbox/clock',
  summary: "Read the sandbox's clock",
  sandboxOnly: true,
  response: sandboxClockSchema,
  handler: async ({ deps }) => clockOf(deps).read(),
});

// PUT /api/v1/sandbox/clock — speed the sandbox's time up or down, pause or resume it, or move it
// forward (sandbox only): quotes, deposit instructions and lifecycle steps follow it
export const changeSandboxClockRoute = defineRoute({
  method: 'PUT',
  path: '/sandbox/clock',
  summary: "Change the sandbox's clock",
  sandboxOnly: true,
  body: sandboxClockChangeSchema,
  response: sandboxClockSchema,
  handler: async ({ deps, body }) => clockOf(deps).change(deps.db, body),
});

// DELETE /api/v1/sandbox/clock — back to real time at real speed (sandbox only), behind or ahead;
// due lifecycle steps and retries set while it ran ahead come back by as much
export const resetSandboxClockRoute = defineRoute({
  method: 'DELETE',
  path: '/sandbox/clock',
  summary: "Put the sandbox's clock back on real time",
  sandboxOnly: true,
  response: sandboxClockSchema,
  handler: async ({ deps }) => clockOf(deps).reset(deps.db),
});

export const clockRoutes = [getSandboxClockRoute, changeSandboxClockRoute, resetSandboxClockRoute];
