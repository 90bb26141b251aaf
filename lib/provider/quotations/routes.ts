import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { transactionQuotes } from '@/lib/db/schema';
import { quotationRequestSchema, quotationResponseSchema, quoteSchema } from '@/lib/schemas/quotation';
import { ApiError } from '../http/api-error';
import { defineRoute } from '../http/define-route';
import { idempotencyKeyFrom, withIdempotencyKey } from '../idempotency/service';
import { createQuotation } from './service';

// POST /api/v1/quotations — transaction quotation for a type, corridor and amount
export const createQuotationRoute = defineRoute({
  method: 'POST',
  path: '/quotations',
  summary: 'Create a transaction quotation',
  status: 201,
  body: quotationRequestSchema,
  response: quotationResponseSchema,
  handler: async ({ deps, caller, body, request, setHeader }) => {
    const key = idempotencyKeyFrom(request.headers);
    const result = await withIdempotencyKey(
      deps,
      { merchantId: caller.merchantId, scope: 'quotation', key, body, status: 201 },
      (tx) => createQuotation(deps, tx, caller.merchantId, body),
    );
    if (result.replayed) setHeader('Idempotent-Replayed', 'true');
    return result.body;
  },
});

const quoteWithStatusSchema = quoteSchema.extend({
  quotationReference: z.string(),
  status: z.enum(['ACTIVE', 'USED', 'EXPIRED']),
  usedBy: z.string().nullable(),
});

// GET /api/v1/quotations/{quoteId} — one quote with its status (ACTIVE, USED, EXPIRED)
export const getQuotationRoute = defineRoute({
  method: 'GET',
  path: '/quotations/:quoteId',
  summary: 'Get a transaction quote',
  response: quoteWithStatusSchema,
  handler: async ({ deps, caller, params }) => {
    const [row] = await deps.db
      .select()
      .from(transactionQuotes)
      .where(and(eq(transactionQuotes.quoteId, params.quoteId!), eq(transactionQuotes.merchantId, caller.merchantId)))
      .limit(1);
    if (!row)
      throw new ApiError('NOT_FOUND', `No quote ${params.quoteId}`, [
        { field: 'quoteId', message: 'is not a known quote' },
      ]);
    const status = row.usedBy ? 'USED' : row.expiresAt <= deps.now() ? 'EXPIRED' : 'ACTIVE';
    return {
      ...(row.response as z.infer<typeof quoteSchema>),
      quotationReference: row.quotationReference,
      status,
      usedBy: row.usedBy,
    } as const;
  },
});

export const quotationRoutes = [createQuotationRoute, getQuotationRoute];
