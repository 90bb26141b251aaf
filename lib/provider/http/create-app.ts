import { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { describeError } from '@/lib/db/describe-error';
import type { ProviderDeps } from '../deps';
import { ApiError, toEnvelope } from './api-error';
import { runRoute, type AnyRoute } from './define-route';

type AppEnv = { Variables: { requestId: string } };

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

function requestIdFor(incoming: string | undefined): string {
  return incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : `req_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
}

/** `/balances/:currency` → a regex over the full path, for telling 404 from 405. */
function pathPattern(path: string): RegExp {
  const source = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+');
  return new RegExp(`^/api/v1${source}/?$`);
}

function errorResponse(error: ApiError, requestId: string, now: Date): Response {
  // Every 401 names the schemes it accepts (RFC 9110).
  const challenge: Record<string, string> =
    error.status === 401 ? { 'WWW-Authenticate': 'Bearer, ApiKey header="X-API-Key"' } : {};
  return new Response(JSON.stringify(toEnvelope(error, requestId, now)), {
    status: error.status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-request-id': requestId,
      ...challenge,
      ...error.headers,
    },
  });
}

/**
 * The built-in payments API under /api/v1: every route goes through runRoute (auth, parsing,
 * response schema), every failure leaves as the one error envelope, never a stack trace.
 */
export function createProviderApp(deps: ProviderDeps, routes: readonly AnyRoute[]) {
  // Not strict: /balances/ is /balances, as the 405 check below assumes.
  const app = new Hono<AppEnv>({ strict: false });
  const patterns = routes.map((route) => ({ method: route.method, pattern: pathPattern(route.path) }));

  app.use('*', async (c, next) => {
    const requestId = requestIdFor(c.req.header('x-request-id'));
    c.set('requestId', requestId);
    await next();
    c.header('x-request-id', requestId);
    c.header('cache-control', 'no-store');
  });

  for (const route of routes) {
    app.on(route.method, `/api/v1${route.path}`, (c) => runRoute(route, c, deps));
  }

  app.notFound((c) => {
    const path = c.req.path;
    const allowed = patterns.filter((p) => p.pattern.test(path)).map((p) => p.method);
    if (allowed.length > 0) {
      const error = new ApiError(
        'METHOD_NOT_ALLOWED',
        `${c.req.method} is not allowed on ${path}; use ${allowed.join(', ')}`,
        [],
        {
          Allow: allowed.join(', '),
        },
      );
      return errorResponse(error, c.get('requestId'), deps.now());
    }
    return errorResponse(new ApiError('NOT_FOUND', `No API operation at ${path}`), c.get('requestId'), deps.now());
  });

  app.onError((error, c) => {
    const requestId = c.get('requestId') ?? requestIdFor(undefined);
    if (error instanceof ApiError) return errorResponse(error, requestId, deps.now());
    // Logged with the request id so support can find it; the caller sees no internals.
    console.error(`[api] ${requestId} ${c.req.method} ${c.req.path} failed: ${describeError(error)}`);
    return errorResponse(
      new ApiError('INTERNAL', `Internal error; quote request id ${requestId} to support`),
      requestId,
      deps.now(),
    );
  });

  return app;
}

export type ProviderApp = ReturnType<typeof createProviderApp>;
