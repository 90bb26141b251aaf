// GET /api/desk/remittances/export — the remittance list under the page's filters and sort, as a CSV download (audited).
import { deskDb } from '@/lib/desk/database';
import { withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { personTimeZone } from '@/lib/desk/preferences';
import { remittancesExportResponse } from '@/lib/desk/remittances/export';

export const dynamic = 'force-dynamic';

export const GET = withDeskRoute('remittances:read', async ({ user, request }) =>
  remittancesExportResponse(await deskDb(), user, request, await personTimeZone(user.id)),
);
