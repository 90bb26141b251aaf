// GET /api/desk/remittances/:reference/exchanges?after=<id> — the messages exchanged about one
// remittance since the id the page holds, for presenter mode's live sequence (components/presenter;
// bodies already masked, no headers, no keys).
import { deskDb } from '@/lib/desk/database';
import { exchangesOf } from '@/lib/desk/exchanges/record';
import { DeskRouteError, withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { getRemittance } from '@/lib/desk/remittances/record';
import { referenceFromParam } from '@/lib/schemas/reference-path';

export const dynamic = 'force-dynamic';

export const GET = withDeskRoute<{ reference: string }>('remittances:read', async ({ params, request }) => {
  const reference = referenceFromParam(params.reference);
  if (reference.length > 256)
    throw new DeskRouteError('VALIDATION_FAILED', 'reference is longer than 256 characters', 'reference');
  const after = new URL(request.url).searchParams.get('after') ?? '0';
  if (!/^\d{1,15}$/.test(after)) throw new DeskRouteError('VALIDATION_FAILED', 'after is not a whole number', 'after');
  const db = await deskDb();
  const remittance = await getRemittance(db, reference);
  if (!remittance) throw new DeskRouteError('NOT_FOUND', `No remittance with reference ${reference}`);
  return { items: await exchangesOf(db, [remittance.reference, remittance.serviceRef], Number(after)) };
});
