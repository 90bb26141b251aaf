import { z } from 'zod';
import { PaymentsApiError } from '@/lib/api-client/client';
import { can, ROLE_LABELS, type Permission } from '@/lib/auth/roles';
import type { DeskUser } from '@/lib/auth/session';
import type { Db } from '@/lib/db/client';
import { explainErrorCode } from '@/lib/schemas/error-codes';
import { TOO_DEEP_MESSAGE, valueNestedDeeperThan } from '@/lib/schemas/json-depth';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { fieldErrorsFrom, keyedInputErrors, ActionRefusal, type ActionResult } from './action-result';
import { auditSignedOutRefusal, recordAudit, type AuditEntry } from './audit';
import { refusalSummary } from './words';

export interface ActionSpec<S extends z.ZodType, R, P> {
  /** Name in the audit trail, e.g. `sandbox.simulate-deposit`. */
  name: string;
  permission: Permission;
  schema: S;
  /** `raw` is the input as the browser sent it, for a body that must go on the wire as reviewed. */
  run: (input: z.output<S>, user: DeskUser, raw: z.input<S>) => Promise<R>;
  /** A refusal beyond the role (presenter mode, say): its words, audited as refused; undefined to go on. */
  refuse?: (user: DeskUser) => string | undefined;
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

/** Who calls an action: the session's user (null when signed out), the database, the client address. */
export interface ActionCaller {
  user: DeskUser | null;
  db: () => Promise<Db>;
  ip: string | null;
}

/**
 * The server-action recipe's body, apart from the request (protected-action.ts gives it the session
 * and the address): check the role against the permission table, parse with the shared schema, run,
 * write the audit trail, and answer one result shape. A refused attempt — signed out, or by role —
 * is audited and writes nothing else. Tests call it with a user of their choosing.
 */
export async function runAction<S extends z.ZodType, R, P = never>(
  spec: ActionSpec<S, R, P>,
  raw: z.input<S>,
  caller: ActionCaller,
): Promise<ActionResult<R, P>> {
  const { user, ip } = caller;
  if (!user) {
    // Audited too, with no actor and the address (within a bound a minute: signed-out.ts).
    await auditSignedOutRefusal(await caller.db(), { action: spec.name, ip, details: { permission: spec.permission } });
    return { ok: false, formError: 'Your session has ended. Sign in again.' };
  }
  const db = await caller.db();
  type About = Pick<AuditEntry, 'target' | 'remittance' | 'details'>;
  const audit = (outcome: AuditEntry['outcome'], about: About) =>
    recordAudit(db, { actorId: user.id, actorRole: user.role, action: spec.name, outcome, ip, ...about });

  if (!can(user.role, spec.permission)) {
    await audit('refused', { details: { permission: spec.permission } });
    return { ok: false, formError: `Your role (${ROLE_LABELS[user.role]}) may not do this.` };
  }
  // Before anything walks it: code that recurses (the dialect's null stripping) runs out of stack.
  if (valueNestedDeeperThan(raw)) return { ok: false, formError: `The form's data ${TOO_DEEP_MESSAGE}.` };
  const parsed = spec.schema.safeParse(raw, { error: wireErrorMap });
  if (!parsed.success) {
    const details = toFieldErrors(parsed.error);
    if (spec.keyProblem) return { ok: false, ...keyedInputErrors(details, spec.keyProblem) };
    return { ok: false, fieldErrors: fieldErrorsFrom(details) };
  }
  const subject = { target: spec.target?.(parsed.data), remittance: spec.remittance?.(parsed.data) };
  const refusal = spec.refuse?.(user);
  if (refusal) {
    await audit('refused', { ...subject, details: { permission: spec.permission, reason: refusal } });
    return { ok: false, formError: refusal };
  }
  let data: R;
  try {
    data = await spec.run(parsed.data, user, raw);
  } catch (error) {
    if (error instanceof ActionRefusal) {
      await audit('failed', { ...subject, details: { reason: error.message } });
      return { ok: false, formError: error.message, ...(error.link && { link: error.link }) };
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
}
