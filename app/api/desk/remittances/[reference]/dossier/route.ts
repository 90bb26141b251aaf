// GET /api/desk/remittances/{reference}/dossier — the remittance's compliance dossier as a JSON download (audited).
import { auditAddress, recordAudit } from '@/lib/desk/audit';
import { deskDb } from '@/lib/desk/database';
import { DeskRouteError } from '@/lib/desk/http/desk-error';
import { withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { buildDossier } from '@/lib/desk/review/dossier';
import { dossierRefusal } from '@/lib/desk/review/dossier-access';
import { referenceFromParam } from '@/lib/schemas/reference-path';

export const dynamic = 'force-dynamic';

// The dossier holds personal data unmasked: reviewers and admins, who may reveal it, take it (not while presenting).
export const GET = withDeskRoute<{ reference: string }>('pii:reveal', async ({ user, params, request }) => {
  const reference = referenceFromParam(params.reference);
  const db = await deskDb();
  const ip = auditAddress(request.headers);
  const refusal = await dossierRefusal(db, user, { action: 'dossier.download', remittance: reference, ip });
  if (refusal) throw new DeskRouteError('FORBIDDEN', refusal);
  const dossier = await buildDossier(db, reference);
  if (!dossier) throw new DeskRouteError('NOT_FOUND', `No remittance ${reference} is known to the desk.`);
  await recordAudit(db, {
    actorId: user.id,
    actorRole: user.role,
    action: 'dossier.download',
    outcome: 'ok',
    ip,
    remittance: reference,
  });
  return new Response(JSON.stringify(dossier, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="dossier-${reference.replace(/[^\w.-]/g, '_')}.json"`,
    },
  });
});
