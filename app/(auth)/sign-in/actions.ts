'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { APIError } from 'better-auth/api';
import { getAuth } from '@/lib/auth/auth';
import { signInSchema, type SignInInput } from '@/lib/auth/sign-in-schema';
import type { ActionResult } from '@/lib/desk/action-result';
import { toFieldErrors } from '@/lib/schemas/issues';
import { fieldErrorsFrom } from '@/lib/desk/action-result';

/** Signs in with e-mail and password; the session cookie is set by better-auth's nextCookies. */
export async function signInAction(input: SignInInput): Promise<ActionResult> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsFrom(toFieldErrors(parsed.error)) };
  const auth = await getAuth();
  try {
    await auth.api.signInEmail({ body: parsed.data, headers: await headers() });
  } catch (error) {
    if (error instanceof APIError) return { ok: false, formError: 'That e-mail and password do not match an account.' };
    throw error;
  }
  redirect('/');
}

export async function signOutAction(): Promise<void> {
  const auth = await getAuth();
  await auth.api.signOut({ headers: await headers() });
  redirect('/sign-in');
}
