// GET /api/desk/audit/export — the audit trail under the page's filters, as a CSV download (itself audited).
import { deskDb } from '@/lib/desk/database';
import { auditExportResponse } from '@/lib/desk/audit/export';
import { withDeskRoute } from '@/lib/desk/http/with-desk-route';

export const dynamic = 'force-dynamic';

export const GET = withDeskRoute('audit:read', async ({ user, request }) =>
  auditExportResponse(await deskDb(), user, request),
);
