import { APIError } from 'better-auth/api';
import type { Auth } from './auth';
import type { SignInInput } from './sign-in-schema';

export type SignInOutcome = { ok: true } | { ok: false; formError: string };

const NO_MATCH = 'That e-mail and password do not match an account.';

/**
 * Signs in through better-auth's own endpoint in-process — the same hooks, throttle and audit as
 * its HTTP route — with the request's headers (the session cookie is set by nextCookies). A
 * refusal comes back as the words for the form: the lock's own message when throttled.
 */
export async function signInWithPassword(auth: Auth, input: SignInInput, headers: Headers): Promise<SignInOutcome> {
  try {
    await auth.api.signInEmail({ body: input, headers });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    // A lock's message, or a deactivated account's (known only once the password matched).
    const ownWords = error.statusCode === 429 || error.statusCode === 403;
    return { ok: false, formError: ownWords ? error.message : NO_MATCH };
  }
}
