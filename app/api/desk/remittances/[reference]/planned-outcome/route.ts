// GET /api/desk/remittances/:reference/planned-outcome — the next outcome the sandbox plans for a
// transaction, for the scenario buttons ({ plan: null } for an FX payment or off the sandbox).
import { paymentsApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { DeskRouteError, withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { readPlannedOutcome } from '@/lib/desk/remittances/plan-outcome';
import { referenceFromParam } from '@/lib/schemas/reference-path';

export const dynamic = 'force-dynamic';

export const GET = withDeskRoute<{ reference: string }>('sandbox:simulate-outcome', async ({ params }) => {
  const reference = referenceFromParam(params.reference);
  if (reference.length > 256)
    throw new DeskRouteError('VALIDATION_FAILED', 'reference is longer than 256 characters', 'reference');
  const plan = await readPlannedOutcome({ api: paymentsApi, db: deskDb, mode: () => config().mode }, reference);
  return { plan: plan ?? null };
});
