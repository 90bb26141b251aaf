import fc from 'fast-check';
import { errorEnvelopeSchema } from '@/lib/schemas/error-envelope';
import { PROVIDER_ROUTES } from '../../index';
import type { TestProvider } from '../../testing';
import type { AnyRoute } from '../define-route';
import { broken } from './broken';
import { deepBody } from './deep';
import { fuzzFixtures } from './fixtures';
import { fromZod } from './from-schema';
import { nastyString, toJsonText } from './nasty';

/*
 * The fuzzer of "no 500 for bad input" (issue 12, item 3): every JSON route and every query
 * parameter of PROVIDER_ROUTES, with path ids real or broken, query values shaped by the route's
 * schema or broken, and bodies generated from the route's schema or broken from a valid example.
 * A case passes when the answer is not a 5xx and every refusal is the error envelope naming a field
 * or saying why.
 */

export interface FuzzCase {
  method: string;
  url: string;
  body?: string;
  idempotencyKey?: string;
}

export interface FuzzResult {
  cases: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  /** The 5xx answers and the refusals that are not a proper envelope, with the case that made them. */
  failures: { case: FuzzCase; status: number; answer: string }[];
}

/** encodeURIComponent, or the UTF-8 bytes of a lone surrogate, which it refuses to encode. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** A path segment: a real id, a generated string, or percent-encoding that does not decode. */
const segment = (ids: string[]) =>
  fc.oneof(
    fc.constantFrom(...ids).map(encodeURIComponent),
    nastyString.map(encodeSegment),
    fc.constantFrom('%', '%zz', '%00', '%C0%AF', '%ED%A0%80', '%FF', '..'),
  );

/** Cursors as an attacker would craft them: base64url JSON of the right shape with bad values. */
const CRAFTED_CURSORS = [
  { t: '-100000-01-01T00:00:00.000Z', id: 'op_1' },
  { t: '+200000-01-01T00:00:00.000Z', id: 'op_1' },
  { t: '2026-01-01T00:00:00.000Z', id: 'op\u00001' },
  { t: '2026-01-01T00:00:00.000Z', id: 'op\ud800' },
  { t: '2026-01-01T00:00:00.000Z', id: 'x'.repeat(65) },
  { t: 1e308, id: [] },
].map((cursor) => `&cursor=${Buffer.from(JSON.stringify(cursor)).toString('base64url')}`);

/** A query string from the route's schema, with values broken or not decodable. */
function queryString(route: AnyRoute): fc.Arbitrary<string> {
  if (!route.query) return fc.constant('');
  const shaped = fromZod(route.query).chain((query) => broken(query).map((bad) => [query, bad]));
  return fc
    .tuple(
      shaped,
      fc.boolean(),
      fc.constantFrom('', '&limit=%ED%A0%80', '&cursor=%', '&search=%00', ...CRAFTED_CURSORS),
    )
    .map(([[valid, bad], useBad, raw]) => {
      const params = new URLSearchParams();
      const chosen = (useBad ? bad : valid) as Record<string, unknown> | null;
      if (chosen && typeof chosen === 'object')
        for (const [key, value] of Object.entries(chosen))
          params.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
      return `?${params.toString()}${raw}`;
    });
}

/** The bodies of a JSON route: from its schema, or broken from a valid example or a generated one. */
function bodyText(route: AnyRoute, examples: unknown[]): fc.Arbitrary<string | undefined> {
  if (!route.body || route.rawBody) return fc.constant(undefined);
  const generated = fromZod(route.body);
  if (examples.length === 0) return fc.oneof(generated, generated.chain(broken)).map(toJsonText);
  const example = fc.constantFrom(...examples);
  // Mostly a valid example with one or two things broken: those reach the handlers and the database.
  return fc
    .oneof(
      { weight: 1, arbitrary: generated },
      { weight: 1, arbitrary: generated.chain(broken) },
      { weight: 6, arbitrary: example.chain(broken) },
      { weight: 1, arbitrary: example },
    )
    .map(toJsonText);
}

function caseOf(
  route: AnyRoute,
  ids: string[],
  examples: unknown[],
  body = bodyText(route, examples),
): fc.Arbitrary<FuzzCase> {
  const names = route.path.match(/:\w+/g) ?? [];
  return fc
    .record({
      segments: fc.tuple(...names.map(() => segment(ids))),
      query: queryString(route),
      body,
      idempotencyKey: fc.option(fc.constantFrom('k1', 'k2', 'fuzz-key'), { nil: undefined }),
    })
    .map(({ segments, query, body, idempotencyKey }) => {
      let path = route.path;
      names.forEach((name, i) => (path = path.replace(name, segments[i]!)));
      return { method: route.method, url: `/api/v1${path}${query}`, body, idempotencyKey };
    });
}

/** The fuzzable routes: every route but the binary upload (its JSON-free body is not in scope). */
const FUZZED = PROVIDER_ROUTES.filter((route) => !route.rawBody);

/** Whether a refusal is the envelope and names a field or says why; undefined when it is. */
function refusalProblem(status: number, text: string): string | undefined {
  if (status < 400) return undefined;
  let parsed;
  try {
    parsed = errorEnvelopeSchema.safeParse(JSON.parse(text));
  } catch {
    return 'not JSON';
  }
  if (!parsed.success) return 'not the error envelope';
  const { message, details, code } = parsed.data;
  if (!message.trim()) return 'no message';
  if (code === 'VALIDATION_FAILED' && !details.some((d) => d.field.length > 0)) return 'names no field';
  return undefined;
}

/** Runs `count` generated cases against the provider, one at a time; never throws for a bad answer. */
export async function runFuzz(provider: TestProvider, options: { count: number; seed: number }): Promise<FuzzResult> {
  const { ids, examples } = await fuzzFixtures(provider);
  // Routes with a body or a query have more to break: they get three times the cases; every route
  // with a JSON body gets a family of deeply nested bodies besides.
  const arbitrary = fc.oneof(
    ...FUZZED.map((route) => ({
      weight: route.body || route.query ? 3 : 1,
      arbitrary: caseOf(route, ids, examples[route.path] ?? []),
    })),
    ...FUZZED.filter((route) => route.body).map((route) => ({
      weight: 1,
      arbitrary: caseOf(route, ids, examples[route.path] ?? [], deepBody(examples[route.path] ?? [])),
    })),
  );
  const result: FuzzResult = { cases: 0, byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 }, failures: [] };
  const BATCH = 500;
  for (let start = 0; start < options.count; start += BATCH) {
    const batch = fc.sample(arbitrary, { numRuns: Math.min(BATCH, options.count - start), seed: options.seed + start });
    for (const fuzzCase of batch) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (fuzzCase.idempotencyKey) headers['idempotency-key'] = fuzzCase.idempotencyKey;
      const response = await provider.request(fuzzCase.url, { method: fuzzCase.method, headers, body: fuzzCase.body });
      const text = await response.text();
      const status = response.status;
      result.cases++;
      result.byClass[`${Math.min(Math.floor(status / 100), 5)}xx` as keyof FuzzResult['byClass']]++;
      const problem = status >= 500 ? 'a 5xx' : refusalProblem(status, text);
      if (problem) result.failures.push({ case: fuzzCase, status, answer: `${problem}: ${text.slice(0, 300)}` });
    }
  }
  return result;
}
