import 'server-only';
import { headers } from 'next/headers';
import { z } from 'zod';
import { PaymentsApiError } from '@/lib/api-client';
import { can, ROLE_LABELS, type Permission } from '@/lib/auth/roles';
import { getCurrentUser, type DeskUser } from '@/lib/auth/session';
import { explainErrorCode } from '@/lib/schemas/error-codes';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { ActionRefusal, fieldErrorsFrom, keyedInputErrors, type ActionResult } from './action-result';
import { refusalSummary } from './words';

export { ActionRefusal };
import { auditAddress, recordAudit, type AuditEntry } from './audit';
import { deskDb } from './database';

interface ActionSpec<S extends z.ZodType, R, P> {
  /** Name in the audit trail, e.g. `sandbox.simulate-deposit`. */
  name: string;
  permission: Permission;
  schema: S;
  /** `raw` is the input as the browser sent it, for a body that must go on the wire as reviewed. */
  run: (input: z.output<S>, user: DeskUser, raw: z.input<S>) => Promise<R>;
  /** Audit target, e.g. the currency or the remittance reference. */
  target?: (input: z.output<S>) => string;
  /** The remittance (desk reference) the action concerns, kept in the audit row's own column. */
  remittance?: (input: z.output<S>) => string | undefined;
  /** What the success's audit row keeps besides its target, e.g. a check's verdict. */
  auditDetails?: (data: R) => Record<string, unknown> | undefined;
  /** For a `keyedInput` schema: what a bad key tells the person (the form is stale, or has no draft). */
  keyProblem?: string;
  /** After the success is audited: revalidate, or redirect (which ends the action). */
  then?: (data: R, input: z.output<S>) => void;
  /** The figures that explain a refusal by the API, returned with it as `problem`. */
  explain?: (error: PaymentsApiError, input: z.output<S>) => Promise<P | undefined>;
}

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
 * trail, and answer one result shape. A refused attempt is audited and writes nothing else.
 */
export function protectedAction<S extends z.ZodType, R, P = never>(spec: ActionSpec<S, R, P>) {
  return async (raw: z.input<S>): Promise<ActionResult<R, P>> => {
    const user = await getCurrentUser();
    if (!user) return { ok: false, formError: 'Your session has ended. Sign in again.' };
    const db = await deskDb();
    const ip = auditAddress(await headers());
    type About = Pick<AuditEntry, 'target' | 'remittance' | 'details'>;
    const audit = (outcome: AuditEntry['outcome'], about: About) =>
      recordAudit(db, { actorId: user.id, actorRole: user.role, action: spec.name, outcome, ip, ...about });

    if (!can(user.role, spec.permission)) {
      await audit('refused', { details: { permission: spec.permission } });
      return { ok: false, formError: `Your role (${ROLE_LABELS[user.role]}) may not do this.` };
    }
    const parsed = spec.schema.safeParse(raw, { error: wireErrorMap });
    if (!parsed.success) {
      const details = toFieldErrors(parsed.error);
      if (spec.keyProblem) return { ok: false, ...keyedInputErrors(details, spec.keyProblem) };
      return { ok: false, fieldErrors: fieldErrorsFrom(details) };
    }
    const subject = { target: spec.target?.(parsed.data), remittance: spec.remittance?.(parsed.data) };
    let data: R;
    try {
      data = await spec.run(parsed.data, user, raw);
    } catch (error) {
      if (error instanceof ActionRefusal) {
        await audit('failed', { ...subject, details: { reason: error.message } });
        return { ok: false, formError: error.message };
      }
      if (!(error instanceof PaymentsApiError)) throw error;
      await audit('failed', { ...subject, details: { code: error.code, requestId: error.requestId } });
      const { title, action } = explainErrorCode(error.code);
      return {
        ok: false,
        // The API's message names wire paths ("identity.expirationDate has passed"): its first field error in words instead.
        formError: `${title} ${refusalSummary(error.details) ?? error.message}. ${action}`,
        fieldErrors: fieldErrorsFrom(error.details),
        problem: await spec.explain?.(error, parsed.data),
      };
    }
    await audit('ok', { ...subject, details: spec.auditDetails?.(data) });
    spec.then?.(data, parsed.data);
    return { ok: true, data };
  };
}
