import { sandboxResetRequestSchema, sandboxResetResponseSchema } from '@/lib/schemas/sandbox-reset';
import { defineRoute } from '../http/define-route';
import { resetSandboxRun } from './service';

// POST /api/v1/sandbox/reset — remove one demo run's records (sandbox only): the transactions,
// FX payments and deposits whose reference starts with `referencePrefix`, their quotes, ledger
// entries (the balances return), lifecycle events and webhook messages, in one database transaction
export const sandboxResetRoute = defineRoute({
  method: 'POST',
  path: '/sandbox/reset',
  summary: "Remove a demo run's records from the sandbox",
  sandboxOnly: true,
  body: sandboxResetRequestSchema,
  response: sandboxResetResponseSchema,
  handler: async ({ deps, caller, body }) => resetSandboxRun(deps.db, caller.merchantId, body),
});

export const sandboxResetRoutes = [sandboxResetRoute];
