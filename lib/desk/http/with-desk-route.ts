import 'server-only';
import { getCurrentUser } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { createDeskRoute } from './desk-route';
import { auditRouteRefusals } from './route-refusals';

export { DeskRouteError, type DeskErrorBody, type DeskErrorCode } from './desk-error';
export { readJsonBody } from './read-json-body';

/**
 * The one recipe for a route under app/api/desk (the sibling of `protectedAction`): loads the
 * session (401 "Your session has ended. Sign in again."), checks the role against the permission
 * table (403 naming what the role may not do), awaits the route's params and runs the handler.
 * Both refusals are audited (route-refusals.ts: a signed-out one with no actor and the address).
 *
 * - Success: what the handler returns, as JSON with status 200 (the body is the data itself, no
 *   envelope), or the Response it returns.
 * - Failure: one body, `{ ok: false, code, message, field? }` (DeskErrorBody), for a thrown
 *   DeskRouteError or PaymentsApiError with its own status; anything else is logged and answered
 *   500 with a generic message.
 * - Every answer carries `Cache-Control: no-store`.
 *
 * `withDeskRoute({ public: 'signed-webhook' }, handler)` skips the session for a sender that has
 * none; the handler verifies the request's signature itself and throws a DeskRouteError if not.
 *
 * @example export const GET = withDeskRoute('balances:read', () => paymentsApi().listBalances());
 */
export const withDeskRoute = createDeskRoute({ loadUser: getCurrentUser, onRefused: auditRouteRefusals(deskDb) });
