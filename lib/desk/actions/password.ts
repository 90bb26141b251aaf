'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getAuth } from '@/lib/auth/auth';
import { sessionPersonFrom } from '@/lib/auth/session-person';
import { signInWithPassword } from '@/lib/auth/sign-in';
import type { ActionResult } from '@/lib/desk/action-result';
import { auditAddress } from '@/lib/desk/audit';
import { deskDb } from '@/lib/desk/database';
import type { ChoosePasswordInput } from '@/lib/desk/users/schema';
import { acceptInvitationFor, choosePasswordFor } from '@/lib/desk/users/self-service';

/** "Choose your password" after signing in with a one-time password; then on to the desk. */
export async function choosePasswordAction(input: ChoosePasswordInput): Promise<ActionResult> {
  const auth = await getAuth();
  const requestHeaders = await headers();
  const session = await auth.api.getSession({ headers: requestHeaders });
  const deps = { auth, db: await deskDb(), ip: auditAddress(requestHeaders) };
  const caller = { person: sessionPersonFrom(session?.user), sessionToken: session?.session.token };
  const result = await choosePasswordFor(deps, caller, input);
  if (result.ok) redirect('/');
  return result;
}

/** An invitation link's form: the person chooses their password once, is signed in and goes to the desk. */
export async function acceptInvitationAction(input: ChoosePasswordInput & { token: string }): Promise<ActionResult> {
  const auth = await getAuth();
  const requestHeaders = await headers();
  const deps = { auth, db: await deskDb(), ip: auditAddress(requestHeaders) };
  const result = await acceptInvitationFor(deps, input, async (email, password) => {
    await signInWithPassword(auth, { email, password }, requestHeaders);
  });
  if (result.ok) redirect('/');
  return result;
}
