import type { Auth } from '@/lib/auth/auth';
import type { SessionPerson } from '@/lib/auth/session-person';
import type { Db } from '@/lib/db/client';
import { fieldErrorsFrom, type ActionResult } from '@/lib/desk/action-result';
import { recordAudit } from '@/lib/desk/audit';
import { toFieldErrors, wireErrorMap } from '@/lib/schemas/issues';
import { acceptInvitation, choosePassword, UserRefusal } from './accounts';
import { acceptInvitationSchema, choosePasswordSchema } from './schema';

const SESSION_ENDED = 'Your session has ended. Sign in again.';

/**
 * "Choose your password", for the person signed in with a one-time password (they may do nothing
 * else until it is done): checked, set through better-auth, their other sessions ended, audited —
 * never the password. Anyone else is refused and nothing is written.
 */
export async function choosePasswordFor(
  deps: { auth: Auth; db: Db; ip: string | null },
  caller: { person: SessionPerson | null; sessionToken?: string },
  raw: unknown,
): Promise<ActionResult> {
  const { person } = caller;
  if (!person) return { ok: false, formError: SESSION_ENDED };
  if (!person.mustChangePassword) return { ok: false, formError: 'You have already chosen your password.' };
  const parsed = choosePasswordSchema.safeParse(raw, { error: wireErrorMap });
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsFrom(toFieldErrors(parsed.error)) };
  const audit = (outcome: 'ok' | 'failed', details?: Record<string, unknown>) =>
    recordAudit(deps.db, {
      actorId: person.id,
      actorRole: person.role,
      action: 'users.choose-password',
      outcome,
      target: person.id,
      ip: deps.ip,
      details,
    });
  try {
    await choosePassword(deps.auth, deps.db, person.id, parsed.data.password, caller.sessionToken);
  } catch (error) {
    if (!(error instanceof UserRefusal)) throw error;
    await audit('failed', { reason: error.message });
    return { ok: false, formError: error.message };
  }
  await audit('ok');
  return { ok: true, data: undefined };
}

/**
 * An invitation link's form (signed out): the password is set once, through better-auth, the use
 * audited as the invited person — never the token or the password — and then `signIn` runs.
 */
export async function acceptInvitationFor(
  deps: { auth: Auth; db: Db; ip: string | null },
  raw: unknown,
  signIn: (email: string, password: string) => Promise<void>,
): Promise<ActionResult> {
  const parsed = acceptInvitationSchema.safeParse(raw, { error: wireErrorMap });
  if (!parsed.success) {
    const { token, ...fieldErrors } = fieldErrorsFrom(toFieldErrors(parsed.error));
    if (token) return { ok: false, formError: 'This invitation link is not complete. Check the link you were sent.' };
    return { ok: false, fieldErrors };
  }
  let accepted: { userId: string; email: string };
  try {
    accepted = await acceptInvitation(deps.auth, deps.db, parsed.data.token, parsed.data.password);
  } catch (error) {
    if (!(error instanceof UserRefusal)) throw error;
    return { ok: false, formError: error.message };
  }
  await recordAudit(deps.db, {
    actorId: accepted.userId,
    actorRole: null,
    action: 'users.accept-invitation',
    outcome: 'ok',
    target: accepted.userId,
    ip: deps.ip,
  });
  await signIn(accepted.email, parsed.data.password);
  return { ok: true, data: undefined };
}
