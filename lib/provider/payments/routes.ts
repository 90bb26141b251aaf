import { z } from 'zod';
import {
  paymentListSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  PAYMENT_STATUSES,
} from '@/lib/schemas/payment';
import { sandboxTransitionSchema } from '@/lib/schemas/sandbox';
import { defineRoute } from '../http/define-route';
import { foundByParam } from '../http/not-found';
import { answerCreate } from '../idempotency/service';
import { forcePaymentTransition } from './lifecycle';
import {
  createPayment,
  getPayment,
  listPaymentsByMerchantRef,
  paymentNotFound,
  toPaymentResponse,
  type CreatePaymentHooks,
} from './service';

export function paymentRoutes(hooks: CreatePaymentHooks = {}) {
  // POST /api/v1/payments — confirm a quote and create a payment (idempotent on requestId)
  const create = defineRoute({
    method: 'POST',
    path: '/payments',
    summary: 'Confirm quote and create payment',
    status: 201,
    body: paymentRequestSchema,
    response: paymentResponseSchema,
    handler: async ({ deps, caller, body, setHeader }) =>
      answerCreate(setHeader, await createPayment(deps, caller.merchantId, body, hooks)),
  });

  // GET /api/v1/payments/{serviceRef} — payment result inquiry
  const getOne = defineRoute({
    method: 'GET',
    path: '/payments/:serviceRef',
    summary: 'Payment result inquiry by serviceRef',
    response: paymentResponseSchema,
    handler: async (ctx) => toPaymentResponse(await foundByParam(ctx, 'serviceRef', getPayment, paymentNotFound)),
  });

  // GET /api/v1/payments?merchantRef= — payment result inquiry by the caller's reference
  const byMerchantRef = defineRoute({
    method: 'GET',
    path: '/payments',
    summary: 'Payment result inquiry by merchantRef',
    query: z.object({ merchantRef: z.string().trim().min(1).max(64) }),
    response: paymentListSchema,
    handler: async ({ deps, caller, query }) => ({
      items: (await listPaymentsByMerchantRef(deps.db, caller.merchantId, query.merchantRef)).map(toPaymentResponse),
    }),
  });

  // POST /api/v1/sandbox/payments/{serviceRef}/transitions — force an outcome (sandbox only)
  const transition = defineRoute({
    method: 'POST',
    path: '/sandbox/payments/:serviceRef/transitions',
    summary: 'Force a payment transition (sandbox)',
    sandboxOnly: true,
    body: sandboxTransitionSchema(PAYMENT_STATUSES),
    response: paymentResponseSchema,
    handler: async ({ deps, caller, params, body }) =>
      toPaymentResponse(
        await forcePaymentTransition(deps, caller.merchantId, params.serviceRef!, body.to, body.reason),
      ),
  });

  return [create, getOne, byMerchantRef, transition];
}
