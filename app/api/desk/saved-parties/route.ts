// GET /api/desk/saved-parties?kind=individual|business&search= — the composer's saved-party picker
// (TanStack Query): active parties of that kind by name, each whole (its KYC prefills the block).
// For those who compose only: it answers names and numbers unmasked, except to someone presenting
// (names masked, no KYC: lib/desk/parties/pickable.ts pickableFor).
import { deskDb } from '@/lib/desk/database';
import { DeskRouteError, withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { pickableFor } from '@/lib/desk/parties/pickable';
import { partiesToPick } from '@/lib/desk/parties/service';

export const dynamic = 'force-dynamic';

export const GET = withDeskRoute('remittances:compose', async ({ request, user }) => {
  const query = new URL(request.url).searchParams;
  const kind = query.get('kind');
  if (kind !== 'individual' && kind !== 'business')
    throw new DeskRouteError('VALIDATION_FAILED', 'kind must be individual or business', 'kind');
  const search = query.get('search')?.trim().slice(0, 100) || undefined;
  return { items: (await partiesToPick(await deskDb(), kind, search)).map(pickableFor(user)) };
});
