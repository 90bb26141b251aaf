'use client';

import { useActionState, useEffect, useRef } from 'react';
import { signInFormAction } from '@/lib/desk/actions/session';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/*
 * A plain form posting to a server action: it works before the page's JavaScript has loaded, and
 * the server checks the fields with the same schema either way. Two fields need no form library.
 */
export function SignInForm({ demoAccounts }: { demoAccounts: DemoAccount[] }) {
  const [state, signIn, pending] = useActionState(signInFormAction, undefined);
  const email = useRef<HTMLInputElement>(null);
  const password = useRef<HTMLInputElement>(null);
  const errors = state?.fieldErrors ?? {};

  // After a refused attempt, focus goes to the first field to fix.
  useEffect(() => {
    if (state?.fieldErrors?.email) email.current?.focus();
    else if (state?.fieldErrors?.password || state?.formError) password.current?.focus();
  }, [state]);

  const fillAccount = (account: DemoAccount) => {
    if (email.current) email.current.value = account.email;
    if (password.current) password.current.value = account.password;
  };

  return (
    <div className="space-y-6">
      <form action={signIn} noValidate className="space-y-4" aria-label="Sign in">
        {state?.formError && <Alert tone="error">{state.formError}</Alert>}
        <InputField
          ref={email}
          id="email"
          label="E-mail"
          error={errors.email}
          name="email"
          type="email"
          autoComplete="username"
          defaultValue={state?.email ?? ''}
        />
        <InputField
          ref={password}
          id="password"
          label="Password"
          error={errors.password}
          name="password"
          type="password"
          autoComplete="current-password"
        />
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      {demoAccounts.length > 0 && (
        <div className="rounded-md border border-dashed border-slate-300 p-4">
          <p className="text-sm font-medium text-slate-700">Sandbox demo accounts</p>
          <ul className="mt-2 space-y-1">
            {demoAccounts.map((account) => (
              <li key={account.email}>
                <button
                  type="button"
                  className="text-sm text-brand-700 underline-offset-2 hover:underline"
                  onClick={() => fillAccount(account)}
                >
                  Use the {account.role} account ({account.email})
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
