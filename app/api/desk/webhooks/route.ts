// POST /api/desk/webhooks — the desk's receiver of payment and transaction status webhooks.
import { after } from 'next/server';
import { paymentsApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { DeskRouteError, withDeskRoute } from '@/lib/desk/http/with-desk-route';
import { handleStatusWebhook } from '@/lib/desk/remittances/on-webhook';

export const dynamic = 'force-dynamic';

// No session: handleStatusWebhook checks the Standard Webhooks signature before anything else.
export const POST = withDeskRoute({ public: 'signed-webhook' }, async ({ request }) => {
  // Looking up a remittance the desk does not know yet runs after the acknowledgement (`after`).
  const result = await handleStatusWebhook(
    await deskDb(),
    config().secrets.WEBHOOK_SECRET,
    await request.text(),
    request.headers,
    { api: paymentsApi, defer: (task) => after(task) },
  );
  if (result.status !== 200) throw new DeskRouteError(result.code, result.message);
  return { acknowledged: true };
});
