import { randomUUID } from 'node:crypto';
import { simulateDepositRequestSchema, simulateDepositResponseSchema } from '@/lib/schemas/sandbox';
import { formatAmount } from '@/lib/reference/money';
import { defineRoute } from '../http/define-route';
import { postEntry, toBalance } from '../ledger/service';

// POST /api/v1/sandbox/deposits — simulate funds arriving on a deposit instruction (sandbox only)
export const simulateDepositRoute = defineRoute({
  method: 'POST',
  path: '/sandbox/deposits',
  summary: 'Simulate an incoming deposit',
  sandboxOnly: true,
  status: 201,
  body: simulateDepositRequestSchema,
  response: simulateDepositResponseSchema,
  handler: async ({ deps, caller, body }) => {
    const depositId = `dep_${randomUUID()}`;
    const account = await deps.db.transaction((tx) =>
      postEntry(tx, {
        merchantId: caller.merchantId,
        currency: body.currency,
        amount: body.amount,
        kind: 'DEPOSIT',
        reference: body.reference ?? depositId,
        // The service clock, as every other ledger entry: a statement orders by it.
        at: deps.now(),
      }),
    );
    return { depositId, credited: formatAmount(body.amount, body.currency), balance: toBalance(account) };
  },
});

export const sandboxRoutes = [simulateDepositRoute];
