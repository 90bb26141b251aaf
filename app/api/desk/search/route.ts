// GET /api/desk/search?q= — the Ctrl/⌘-K search: remittances by any reference and, for roles that
// may see names, by party name (names answered masked as the role sees them).
import { deskDb } from '@/lib/desk/database';
import { findRemittances } from '@/lib/desk/find-anything';
import { withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { namesFor, seesPersonalData } from '@/lib/desk/mask';

export const dynamic = 'force-dynamic';

export const GET = withDeskRoute('remittances:read', async ({ request, user }) => {
  const text = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  const items = await findRemittances(await deskDb(), text, {
    searchNames: seesPersonalData(user),
    mask: namesFor(user),
  });
  return { items };
});
