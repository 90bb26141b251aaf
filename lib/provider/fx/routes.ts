import { fxQuoteRequestSchema, fxQuoteResponseSchema } from '@/lib/schemas/fx-quote';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { idempotencyKeyFrom, withIdempotencyKey } from '../idempotency/service';
import { createFxQuote, getFxQuote, quoteView } from './service';

// POST /api/v1/quotes — price an FX quote (idempotent on Idempotency-Key)
export const createFxQuoteRoute = defineRoute({
  method: 'POST',
  path: '/quotes',
  summary: 'Get FX quotation',
  status: 201,
  body: fxQuoteRequestSchema,
  response: fxQuoteResponseSchema,
  handler: async ({ deps, caller, body, request, setHeader }) => {
    const key = idempotencyKeyFrom(request.headers);
    const result = await withIdempotencyKey(
      deps,
      { merchantId: caller.merchantId, scope: 'fx-quote', key, body, status: 201 },
      (tx) => createFxQuote(deps, tx, caller.merchantId, body),
    );
    if (result.replayed) setHeader('Idempotent-Replayed', 'true');
    return result.body;
  },
});

// GET /api/v1/quotes/{quoteId} — a quote with its current status (ACTIVE, USED, EXPIRED)
export const getFxQuoteRoute = defineRoute({
  method: 'GET',
  path: '/quotes/:quoteId',
  summary: 'Get an FX quote',
  response: fxQuoteResponseSchema,
  handler: async ({ deps, caller, params }) => {
    const row = await getFxQuote(deps.db, caller.merchantId, params.quoteId!);
    if (!row)
      throw new ApiError('NOT_FOUND', `No quote ${params.quoteId}`, [
        { field: 'quoteId', message: 'is not a known quote' },
      ]);
    return quoteView(row, deps.now());
  },
});

export const fxRoutes = [createFxQuoteRoute, getFxQuoteRoute];
