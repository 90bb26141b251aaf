import type { Context } from 'hono';
import type { z } from 'zod';
import { unstorableTextProblem } from '@/lib/schemas/fields';
import { wireErrorMap } from '@/lib/schemas/issues';
import type { ProviderDeps } from '../deps';
import { ApiError } from './api-error';
import { authenticate, type Caller } from './authenticate';
import { readJsonBody } from './read-body';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RouteContext<Q, B> {
  deps: ProviderDeps;
  caller: Caller;
  query: Q;
  body: B;
  params: Record<string, string>;
  requestId: string;
  /** The raw request: headers (Idempotency-Key), and the body stream for `rawBody` routes. */
  request: Request;
  /** Adds a response header (e.g. Idempotent-Replayed). */
  setHeader: (name: string, value: string) => void;
}

export interface RouteSpec<Q = undefined, B = undefined, R = unknown> {
  method: Method;
  /** Relative to /api/v1, Hono syntax (`/balances/:currency`). */
  path: string;
  summary: string;
  /** false only for health and the OpenAPI document. */
  auth?: boolean;
  /** Sandbox controls answer 404 in live mode. */
  sandboxOnly?: boolean;
  query?: z.ZodType<Q>;
  body?: z.ZodType<B>;
  /** The handler reads the body itself (binary uploads); no JSON parsing or 1 MB limit here. */
  rawBody?: boolean;
  /** What is returned goes through this schema: drift is caught and no column leaks. */
  response: z.ZodType<R>;
  status?: 200 | 201 | 202;
  handler: (ctx: RouteContext<Q, B>) => Promise<z.input<z.ZodType<R>>>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<any, any, any>;

/** Identity with inference: lets a route file declare its spec with full types. */
export function defineRoute<Q = undefined, B = undefined, R = unknown>(spec: RouteSpec<Q, B, R>): RouteSpec<Q, B, R> {
  return spec;
}

/** Parses with a wire schema, or throws the 400 naming each field (also /eig's, lib/provider/eig). */
export function parseWith<T>(schema: z.ZodType<T>, input: unknown, location: 'query' | 'body'): T {
  const result = schema.safeParse(input, { error: wireErrorMap });
  if (!result.success) throw ApiError.fromZod(result.error, location);
  return result.data;
}

/** A query or path value that cannot be stored as text (NUL, lone surrogate) is a 400, not a database error. */
export function assertStorableText(values: Record<string, string>): void {
  for (const [field, value] of Object.entries(values)) {
    const message = unstorableTextProblem(value);
    if (message) throw new ApiError('VALIDATION_FAILED', `${field} ${message}`, [{ field, message }]);
  }
}

const ANONYMOUS: Caller = { merchantId: '', via: 'api-key' };

/** Runs one route: authenticate, parse query and body, call the handler, parse the response. */
export async function runRoute(route: AnyRoute, c: Context, deps: ProviderDeps): Promise<Response> {
  if (route.sandboxOnly && deps.config.mode !== 'sandbox') {
    throw new ApiError('SANDBOX_ONLY', 'Sandbox controls are off in live mode');
  }
  assertStorableText({ ...c.req.query(), ...c.req.param() });
  const caller = route.auth === false ? ANONYMOUS : await authenticate(c.req.raw.headers, deps.config);
  const query = route.query ? parseWith(route.query, c.req.query(), 'query') : undefined;
  const body = route.body && !route.rawBody ? parseWith(route.body, await readJsonBody(c), 'body') : undefined;
  const result = await route.handler({
    deps,
    caller,
    query,
    body,
    params: c.req.param() as Record<string, string>,
    requestId: c.get('requestId'),
    request: c.req.raw,
    setHeader: (name, value) => c.header(name, value),
  });
  return c.json(route.response.parse(result), route.status ?? 200);
}
