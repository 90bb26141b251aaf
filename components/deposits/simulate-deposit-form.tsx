'use client';

import { useState, useTransition } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { simulateDepositAction } from '@/app/(desk)/deposits/actions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { lazyResolver } from '@/components/forms/lazy-resolver';
import { errorId, Field, inputClasses } from '@/components/ui/field';
import type { simulateDepositRequestSchema } from '@/lib/schemas/sandbox';

type FormValues = z.input<typeof simulateDepositRequestSchema>;

const validation = lazyResolver<FormValues>(() => import('./simulate-deposit-resolver').then((m) => m.simulateDepositResolver));

/** Sandbox control: pretend a payer paid into this instruction, crediting the balance. */
export function SimulateDepositForm({ currency }: { currency: string }) {
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [pending, startTransition] = useTransition();
  const form = useForm<FormValues>({ resolver: validation.resolver, defaultValues: { currency, amount: '', reference: '' }, mode: 'onTouched' });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    setMessage(undefined);
    startTransition(async () => {
      const result = await simulateDepositAction({ ...values, reference: values.reference || undefined });
      if (result.ok) {
        setMessage({ tone: 'success', text: `Credited ${result.data.credited} ${currency}. Available now: ${result.data.balance.availableBalance} ${currency}.` });
        form.reset({ currency, amount: '', reference: '' });
      } else {
        setMessage({ tone: 'error', text: result.formError ?? 'Check the highlighted fields.' });
        for (const [field, text] of Object.entries(result.fieldErrors ?? {})) form.setError(field as keyof FormValues, { message: text });
      }
    });
  });

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="space-y-4" aria-label="Simulate an incoming deposit">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
        <Field id="sim-amount" label={`Amount (${currency})`} error={errors.amount?.message}>
          <input id="sim-amount" inputMode="decimal" className={inputClasses} aria-invalid={!!errors.amount} aria-describedby={errorId('sim-amount')} {...form.register('amount')} />
        </Field>
        <Field id="sim-reference" label="Payer's reference (optional)" error={errors.reference?.message}>
          <input id="sim-reference" className={inputClasses} aria-invalid={!!errors.reference} aria-describedby={errorId('sim-reference')} {...form.register('reference')} />
        </Field>
        <div className="sm:pt-6">
          <Button type="submit" disabled={pending}>
            {pending ? 'Crediting…' : 'Simulate deposit'}
          </Button>
        </div>
      </div>
    </form>
  );
}
