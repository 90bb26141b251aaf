// GET /api/desk/remittances/:reference — one remittance's status and timeline, for the page's
// live status (components/ui/use-polling.ts; no personal data in the answer).
import { paymentsApi } from '@/lib/api-client';
import { deskDb } from '@/lib/desk/database';
import { DeskRouteError, withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { freshLiveStatus } from '@/lib/desk/remittances/live';
import { referenceFromParam } from '@/lib/schemas/reference-path';

export const dynamic = 'force-dynamic';

export const GET = withDeskRoute<{ reference: string }>('remittances:read', async ({ params }) => {
  const reference = referenceFromParam(params.reference);
  if (reference.length > 256)
    throw new DeskRouteError('VALIDATION_FAILED', 'reference is longer than 256 characters', 'reference');
  const live = await freshLiveStatus(await deskDb(), paymentsApi, reference);
  if (!live) throw new DeskRouteError('NOT_FOUND', `No remittance with reference ${reference}`);
  return live;
});
