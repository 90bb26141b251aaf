import { quotationRequestSchema, quotationResponseSchema } from '@/lib/schemas/quotation';
import { quoteNotFound } from '../fx/service';
import { defineRoute } from '../http/define-route';
import { foundByParam } from '../http/not-found';
import { answerKeyedCreate } from '../idempotency/service';
import { createQuotation, getTransactionQuote, quoteWithStatus, quoteWithStatusSchema } from './service';

// POST /api/v1/quotations — transaction quotation for a type, corridor and amount
export const createQuotationRoute = defineRoute({
  method: 'POST',
  path: '/quotations',
  summary: 'Create a transaction quotation',
  status: 201,
  body: quotationRequestSchema,
  response: quotationResponseSchema,
  handler: async (ctx) =>
    answerKeyedCreate(ctx, 'quotation', (tx) => createQuotation(ctx.deps, tx, ctx.caller.merchantId, ctx.body)),
});

// GET /api/v1/quotations/{quoteId} — one quote with its status (ACTIVE, USED, EXPIRED)
export const getQuotationRoute = defineRoute({
  method: 'GET',
  path: '/quotations/:quoteId',
  summary: 'Get a transaction quote',
  response: quoteWithStatusSchema,
  handler: async (ctx) =>
    quoteWithStatus(await foundByParam(ctx, 'quoteId', getTransactionQuote, quoteNotFound), ctx.deps.now()),
});

export const quotationRoutes = [createQuotationRoute, getQuotationRoute];
