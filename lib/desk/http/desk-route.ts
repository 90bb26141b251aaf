import { can, ROLE_LABELS, type Permission } from '@/lib/auth/roles';
import type { DeskUser } from '@/lib/auth/session';
import { deskErrorResponse, deskJson, DeskRouteError } from './desk-error';

/** What a refused person was trying to do, per permission: "Your role (…) may not read balances." */
const DOING: Record<Permission, string> = {
  'balances:read': 'read balances',
  'deposits:read': 'read deposit instructions',
  'sandbox:simulate-deposit': 'simulate deposits',
  'parties:read': 'read payers and beneficiaries',
  'parties:write': 'add payers and beneficiaries',
  'remittances:read': 'read remittances',
  'remittances:compose': 'compose remittances or keep drafts',
  'pii:read': 'see unmasked personal data',
  'pii:reveal': 'reveal personal data',
  'review:read': 'read the review queue',
  'review:decide': 'review remittances',
  'audit:read': 'read the audit trail',
  'compliance:configure': 'change approval rules or the screening list',
  'webhooks:read': 'read the webhook log',
  'webhooks:redeliver': 'redeliver webhooks',
  'views:save': 'save list views',
  'preferences:write': 'change preferences',
  'sandbox:clock': "change the sandbox's clock",
  'demo:run': 'start, stop or reset a demo run',
  'sandbox:simulate-outcome': "force a remittance's outcome on the sandbox",
  'settings:manage': "manage the desk's settings",
};

/**
 * Who may call a route: one permission, or any one of several (then say what they allow, for the
 * refusal message). Checked against the one table in lib/auth/roles.
 */
export type DeskAccess = Permission | { anyOf: readonly Permission[]; doing: string };

/** No session: the handler itself verifies the request (a Standard Webhooks signature). */
export interface SignedWebhookAccess {
  public: 'signed-webhook';
}

type Params = Record<string, string>;

export interface PublicRouteContext<P = Params> {
  request: Request;
  /** The route's dynamic segments, already awaited. */
  params: P;
}

export interface DeskRouteContext<P = Params> extends PublicRouteContext<P> {
  user: DeskUser;
}

/** Plain data is answered as JSON (status 200); a Response is answered as it is, plus no-store. */
type Handler<C> = (context: C) => Promise<unknown>;

/** The shape Next calls a route handler with. */
export type NextRouteHandler<P> = (request: Request, context: { params: Promise<P> }) => Promise<Response>;

export interface WithDeskRoute {
  <P = Params>(access: DeskAccess, handler: Handler<DeskRouteContext<P>>): NextRouteHandler<P>;
  <P = Params>(access: SignedWebhookAccess, handler: Handler<PublicRouteContext<P>>): NextRouteHandler<P>;
}

function assertAllowed(user: DeskUser, access: DeskAccess): void {
  const [permissions, doing] = typeof access === 'string' ? [[access], DOING[access]] : [access.anyOf, access.doing];
  if (permissions.some((permission) => can(user.role, permission))) return;
  throw new DeskRouteError('FORBIDDEN', `Your role (${ROLE_LABELS[user.role]}) may not ${doing}.`);
}

function toResponse(result: unknown): Response {
  if (!(result instanceof Response)) return deskJson(result);
  const headers = new Headers(result.headers);
  headers.set('cache-control', 'no-store');
  return new Response(result.body, { status: result.status, statusText: result.statusText, headers });
}

const isSignedWebhook = (access: DeskAccess | SignedWebhookAccess): access is SignedWebhookAccess =>
  typeof access === 'object' && 'public' in access;

/** A refused call of a desk route: signed out (no user), or a role without the permission. */
export interface RouteRefusal {
  user: DeskUser | null;
  request: Request;
  /** The permission(s) the route asks for. */
  access: DeskAccess;
}

export interface DeskRouteOptions {
  loadUser: () => Promise<DeskUser | null>;
  /** Audits a refusal (with-desk-route.ts); must not throw: the caller is refused either way. */
  onRefused?: (refusal: RouteRefusal) => Promise<void>;
}

/**
 * Builds `withDeskRoute` around a user loader (the session in the app, a stub in tests) and the
 * refusals' audit. See with-desk-route.ts for what a wrapped route does.
 */
export function createDeskRoute({ loadUser, onRefused }: DeskRouteOptions): WithDeskRoute {
  return (<P>(access: DeskAccess | SignedWebhookAccess, handler: Handler<DeskRouteContext<P>>) =>
    async (request: Request, context: { params: Promise<P> }): Promise<Response> => {
      try {
        const params = await context.params;
        if (isSignedWebhook(access))
          return toResponse(await (handler as Handler<PublicRouteContext<P>>)({ request, params }));
        const user = await loadUser();
        if (!user) {
          await onRefused?.({ user, request, access });
          throw new DeskRouteError('UNAUTHENTICATED', 'Your session has ended. Sign in again.');
        }
        try {
          assertAllowed(user, access);
        } catch (error) {
          await onRefused?.({ user, request, access });
          throw error;
        }
        return toResponse(await handler({ request, params, user }));
      } catch (error) {
        return deskErrorResponse(error);
      }
    }) as WithDeskRoute;
}
