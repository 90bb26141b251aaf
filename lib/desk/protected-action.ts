import 'server-only';
import type { z } from 'zod';
import { PaymentsApiError } from '@/lib/api-client';
import { can, ROLE_LABELS, type Permission } from '@/lib/auth/roles';
import { getCurrentUser, type DeskUser } from '@/lib/auth/session';
import { explainErrorCode } from '@/lib/schemas/error-codes';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { fieldErrorsFrom, type ActionResult } from './action-result';
import { recordAudit } from './audit';
import { deskDb } from './database';

interface ActionSpec<S extends z.ZodType, R> {
  /** Name in the audit trail, e.g. `sandbox.simulate-deposit`. */
  name: string;
  permission: Permission;
  schema: S;
  run: (input: z.output<S>, user: DeskUser) => Promise<R>;
  /** Audit target, e.g. the currency or the remittance reference. */
  target?: (input: z.output<S>) => string;
}

/**
 * The one server-action recipe: load the session, check the role against the permission table,
 * parse with the shared schema, run, write the audit trail, and answer one result shape. A
 * refused attempt is audited and writes nothing else.
 */
export function protectedAction<S extends z.ZodType, R>(spec: ActionSpec<S, R>) {
  return async (raw: z.input<S>): Promise<ActionResult<R>> => {
    const user = await getCurrentUser();
    if (!user) return { ok: false, formError: 'Your session has ended. Sign in again.' };
    const db = await deskDb();
    const audit = (outcome: 'ok' | 'refused' | 'failed', target?: string, details?: Record<string, unknown>) =>
      recordAudit(db, { actorId: user.id, actorRole: user.role, action: spec.name, outcome, target, details });

    if (!can(user.role, spec.permission)) {
      await audit('refused', undefined, { permission: spec.permission });
      return { ok: false, formError: `Your role (${ROLE_LABELS[user.role]}) may not do this.` };
    }
    const parsed = spec.schema.safeParse(raw, { error: wireErrorMap });
    if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsFrom(toFieldErrors(parsed.error)) };
    const target = spec.target?.(parsed.data);
    try {
      const data = await spec.run(parsed.data, user);
      await audit('ok', target);
      return { ok: true, data };
    } catch (error) {
      if (!(error instanceof PaymentsApiError)) throw error;
      await audit('failed', target, { code: error.code, requestId: error.requestId });
      const { title, action } = explainErrorCode(error.code);
      return {
        ok: false,
        formError: `${title} ${error.message}. ${action}`,
        fieldErrors: fieldErrorsFrom(error.details),
      };
    }
  };
}
