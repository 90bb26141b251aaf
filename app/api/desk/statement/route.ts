// GET /api/desk/statement?currency=&from=&to= — a balance's statement over the days given (in the person's timezone), as a CSV download.
import { paymentsApi } from '@/lib/api-client';
import { deskDb } from '@/lib/desk/database';
import { withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { personTimeZone } from '@/lib/desk/preferences';
import { statementCsvResponse } from '@/lib/desk/statement/statement';

export const dynamic = 'force-dynamic';

export const GET = withDeskRoute('balances:read', async ({ user, request }) =>
  statementCsvResponse(await deskDb(), paymentsApi(), user, request, await personTimeZone(user.id)),
);
