import 'server-only';
import { headers } from 'next/headers';
import { z } from 'zod';
import { getCurrentUser } from '@/lib/auth/session';
import { runAction, type ActionSpec } from './action-recipe';
import { ActionRefusal, type ActionResult } from './action-result';
import { auditAddress } from './audit';
import { deskDb } from './database';

export { ActionRefusal };

/**
 * The input of an action keyed by its page (an Idempotency-Key, a draft id): `{ key, request }`,
 * both validated; the request's errors keep their own paths (see `keyProblem`).
 */
export function keyedInput<S extends z.ZodType>(
  request: S,
): z.ZodType<{ key: string; request: z.output<S> }, { key: string; request: z.input<S> }> {
  return z.object({ key: z.uuid(), request }) as unknown as z.ZodType<
    { key: string; request: z.output<S> },
    { key: string; request: z.input<S> }
  >;
}

/**
 * The one server-action recipe, built once per action at module level: load the session, check
 * the role against the permission table, parse with the shared schema, run, write the audit
 * trail, and answer one result shape (lib/desk/action-recipe.ts). A refused attempt is audited and
 * writes nothing else.
 */
export function protectedAction<S extends z.ZodType, R, P = never>(spec: ActionSpec<S, R, P>) {
  const action = async (raw: z.input<S>): Promise<ActionResult<R, P>> =>
    runAction(spec, raw, { user: await getCurrentUser(), db: deskDb, ip: auditAddress(await headers()) });
  SPECS.set(action, spec as unknown as AnyActionSpec);
  return action;
}

type AnyActionSpec = ActionSpec<z.ZodType, unknown, unknown>;
const SPECS = new WeakMap<object, AnyActionSpec>();

/** The spec an action was built from, so a test can run every action through the recipe (the desk fuzz). */
export function actionSpecOf(action: unknown): AnyActionSpec | undefined {
  return typeof action === 'function' ? SPECS.get(action) : undefined;
}
