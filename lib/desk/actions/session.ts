'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { APIError } from 'better-auth/api';
import { getAuth } from '@/lib/auth/auth';
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
 * and goes to the overview; a failure comes back as field or form errors.
 */
export async function signInFormAction(_previous: SignInState | undefined, form: FormData): Promise<SignInState> {
  const input = { email: String(form.get('email') ?? '').trim(), password: String(form.get('password') ?? '') };
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { email: input.email, fieldErrors: fieldErrorsFrom(toFieldErrors(parsed.error)) };
  const auth = await getAuth();
  try {
    await auth.api.signInEmail({ body: parsed.data, headers: await headers() });
  } catch (error) {
    if (error instanceof APIError)
      return { email: input.email, formError: 'That e-mail and password do not match an account.' };
    throw error;
  }
  redirect('/');
}

export async function signOutAction(): Promise<void> {
  const auth = await getAuth();
  await auth.api.signOut({ headers: await headers() });
  redirect('/sign-in');
}
