import { listQuerySchema } from '@/lib/schemas/list';
import { createPayerRequestSchema, payerListSchema, payerSchema } from '@/lib/schemas/payer';
import { assertSameMerchant } from '../http/authenticate';
import { defineRoute } from '../http/define-route';
import { foundByParam } from '../http/not-found';
import { answerCreate, idempotencyKeyFrom } from '../idempotency/service';
import { createPayer, deactivatePayer, getPayer, listPayers, payerNotFound } from './service';

// POST /api/v1/payers — create an original payer (idempotent on Idempotency-Key and on requestId)
export const createPayerRoute = defineRoute({
  method: 'POST',
  path: '/payers',
  summary: 'Create original payer',
  status: 201,
  body: createPayerRequestSchema,
  response: payerSchema,
  handler: async ({ deps, caller, body, request, setHeader }) => {
    if (body.merchantId !== undefined) assertSameMerchant(caller, body.merchantId);
    return answerCreate(
      setHeader,
      await createPayer(deps, caller.merchantId, body, idempotencyKeyFrom(request.headers)),
    );
  },
});

// GET /api/v1/payers/{originalPayerId} — one payer of the caller's merchant
export const getPayerRoute = defineRoute({
  method: 'GET',
  path: '/payers/:originalPayerId',
  summary: 'Get original payer',
  response: payerSchema,
  handler: (ctx) => foundByParam(ctx, 'originalPayerId', getPayer, payerNotFound),
});

// POST /api/v1/payers/{originalPayerId}/deactivate — refuse the payer in new payments (an extension
// of the interface, which has no update); idempotent, the payer stays readable
export const deactivatePayerRoute = defineRoute({
  method: 'POST',
  path: '/payers/:originalPayerId/deactivate',
  summary: 'Deactivate original payer (extension: new payments naming it are refused)',
  response: payerSchema,
  handler: (ctx) => foundByParam(ctx, 'originalPayerId', deactivatePayer, payerNotFound),
});

// GET /api/v1/payers?search=&limit=&cursor= — the caller's payers, newest first
export const listPayersRoute = defineRoute({
  method: 'GET',
  path: '/payers',
  summary: 'List original payers',
  query: listQuerySchema,
  response: payerListSchema,
  handler: async ({ deps, caller, query }) => listPayers(deps.db, caller.merchantId, query),
});

export const payerRoutes = [createPayerRoute, getPayerRoute, deactivatePayerRoute, listPayersRoute];
