import { fxQuoteRequestSchema, fxQuoteResponseSchema } from '@/lib/schemas/fx-quote';
import { defineRoute } from '../http/define-route';
import { foundByParam } from '../http/not-found';
import { answerKeyedCreate } from '../idempotency/service';
import { createFxQuote, getFxQuote, quoteNotFound, quoteView } from './service';

// POST /api/v1/quotes — price an FX quote (idempotent on Idempotency-Key)
export const createFxQuoteRoute = defineRoute({
  method: 'POST',
  path: '/quotes',
  summary: 'Get FX quotation',
  status: 201,
  body: fxQuoteRequestSchema,
  response: fxQuoteResponseSchema,
  handler: async (ctx) =>
    answerKeyedCreate(ctx, 'fx-quote', (tx) => createFxQuote(ctx.deps, tx, ctx.caller.merchantId, ctx.body)),
});

// GET /api/v1/quotes/{quoteId} — a quote with its current status (ACTIVE, USED, EXPIRED)
export const getFxQuoteRoute = defineRoute({
  method: 'GET',
  path: '/quotes/:quoteId',
  summary: 'Get an FX quote',
  response: fxQuoteResponseSchema,
  handler: async (ctx) => quoteView(await foundByParam(ctx, 'quoteId', getFxQuote, quoteNotFound), ctx.deps.now()),
});

export const fxRoutes = [createFxQuoteRoute, getFxQuoteRoute];
