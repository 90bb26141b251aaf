'use client';

import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import { signInAction } from '@/app/(auth)/sign-in/actions';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import type { SignInInput } from '@/lib/auth/sign-in-schema';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorId, Field, inputClasses } from '@/components/ui/field';

export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

const validation = lazyResolver<SignInInput>(() => import('@/lib/auth/sign-in-resolver').then((m) => m.signInResolver));

export function SignInForm({ demoAccounts }: { demoAccounts: DemoAccount[] }) {
  const [formError, setFormError] = useState<string>();
  const [pending, startTransition] = useTransition();
  const form = useForm<SignInInput>({ resolver: validation.resolver, defaultValues: { email: '', password: '' }, mode: 'onTouched' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setFormError(undefined);
    startTransition(async () => {
      const result = await signInAction(values);
      // On success the action redirects; a result means it did not sign in.
      if (result && !result.ok) {
        setFormError(result.formError);
        for (const [field, message] of Object.entries(result.fieldErrors ?? {})) form.setError(field as keyof SignInInput, { message });
      }
    });
  });

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="space-y-4" aria-label="Sign in">
        {formError && <Alert tone="error">{formError}</Alert>}
        <Field id="email" label="E-mail" error={errors.email?.message}>
          <input id="email" type="email" autoComplete="username" className={inputClasses} aria-invalid={!!errors.email} aria-describedby={errorId('email')} {...form.register('email')} />
        </Field>
        <Field id="password" label="Password" error={errors.password?.message}>
          <input id="password" type="password" autoComplete="current-password" className={inputClasses} aria-invalid={!!errors.password} aria-describedby={errorId('password')} {...form.register('password')} />
        </Field>
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
                  onClick={() => {
                    form.setValue('email', account.email, { shouldValidate: true });
                    form.setValue('password', account.password, { shouldValidate: true });
                  }}
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
