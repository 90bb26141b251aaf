'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getAuth } from '@/lib/auth/auth';
import { signInWithPassword } from '@/lib/auth/sign-in';
import { signInSchema, type SignInInput } from '@/lib/auth/sign-in-schema';
import { fieldErrorsFrom } from '@/lib/desk/action-result';
import { toFieldErrors } from '@/lib/schemas/issues';

/** What a failed sign-in sends back to the form: the problems, and the e-mail to show again. */
export interface SignInState {
  formError?: string;
  fieldErrors?: Partial<Record<keyof SignInInput, string>>;
  email?: string;
}

/**
 * The sign-in form's action (useActionState; works before any JavaScript has loaded): checks the
 * fields, signs in with e-mail and password — better-auth's nextCookies sets the session cookie —
 * and goes to the overview; a failure (or the sign-in throttle's lock) comes back as field or form errors.
 */
export async function signInFormAction(_previous: SignInState | undefined, form: FormData): Promise<SignInState> {
  const input = { email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') };
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { email: input.email, fieldErrors: fieldErrorsFrom(toFieldErrors(parsed.error)) };
  const outcome = await signInWithPassword(await getAuth(), parsed.data, await headers());
  if (!outcome.ok) return { email: input.email, formError: outcome.formError };
  redirect('/');
}

export async function signOutAction(): Promise<void> {
  const auth = await getAuth();
  await auth.api.signOut({ headers: await headers() });
  redirect('/sign-in');
}
