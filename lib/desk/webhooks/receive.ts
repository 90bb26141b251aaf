import type { Db } from '@/lib/db/client';
import { createDeskRoute, type NextRouteHandler } from '@/lib/desk/http/desk-route';
import { DeskRouteError } from '@/lib/desk/http/desk-error';
import type { RemittanceApi } from '@/lib/desk/remittances/api-reads';
import { handleStatusWebhook, type OnWebhookOptions } from '@/lib/desk/remittances/on-webhook';

/** The path the payments API delivers the desk's status webhooks to. */
export const STATUS_WEBHOOK_PATH = '/api/desk/webhooks';

/** The desk route recipe for a route without a session (this one checks a signature instead). */
const withPublicRoute = createDeskRoute({ loadUser: async () => null });

/**
 * POST /api/desk/webhooks — the desk's receiver of payment and transaction status webhooks, in
 * the desk route recipe's shape (one error body, no-store). The server entry serves it directly,
 * as it serves /api/v1: machine traffic with no page and no session, for which Next's request
 * handler would cost several times the work of the message (lib/server/index.ts).
 */
export function statusWebhookRoute(options: {
  db: Db;
  /** The secrets that verify now (cachedReceiverSecrets of ./secrets.ts: kept in memory, read again shortly). */
  secrets: () => Promise<readonly string[]>;
  api: () => RemittanceApi;
  /** Runs a lookup after the acknowledgement; the server's is deferredWork (./deferred.ts), which shutdown ends first. */
  defer?: OnWebhookOptions['defer'];
}): NextRouteHandler<Record<string, string>> {
  return withPublicRoute({ public: 'signed-webhook' }, async ({ request }) => {
    if (request.method !== 'POST') throw new DeskRouteError('METHOD_NOT_ALLOWED', 'Webhooks are delivered with POST.');
    // handleStatusWebhook checks the Standard Webhooks signature before anything else; looking up
    // a remittance the desk does not know yet runs after the acknowledgement.
    const secrets = await options.secrets();
    const result = await handleStatusWebhook(options.db, secrets, await request.text(), request.headers, {
      api: options.api,
      defer: options.defer ?? ((task) => void task()),
    });
    if (result.status !== 200) throw new DeskRouteError(result.code, result.message);
    return { acknowledged: true };
  });
}
