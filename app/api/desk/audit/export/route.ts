// GET /api/desk/audit/export — the audit trail under the page's filters, as a CSV download in the person's timezone (itself audited).
import { deskDb } from '@/lib/desk/database';
import { auditExportResponse } from '@/lib/desk/audit/export';
import { withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { personTimeZone } from '@/lib/desk/preferences';

export const dynamic = 'force-dynamic';

export const GET = withDeskRoute('audit:read', async ({ user, request }) =>
  auditExportResponse(await deskDb(), user, request, await personTimeZone(user.id)),
);
