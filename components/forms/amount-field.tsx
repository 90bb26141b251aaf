'use client';

import { useState, type FocusEvent, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Field, inputClasses } from '@/components/ui/field';
import { amountProblem, decimalsHint, normaliseAmount } from './amount-input';
import { describedBy, fieldId, useFieldError } from './form-kit';

/**
 * A decimal amount (a string, as on the wire) in `currency`, whose code is shown inside the input
 * and announced with it. On blur the text is tidied ("1,250.50" → "1250.50") and checked against
 * the currency's minor units; the form's own (schema) error wins over that check when both exist.
 */
export function AmountField({
  name,
  label,
  currency,
  hint,
}: {
  name: string;
  label: ReactNode;
  currency?: string;
  hint?: ReactNode;
}) {
  const { register, setValue, control } = useFormContext();
  const formError = useFieldError(name);
  const value = useWatch({ control, name }) as unknown;
  // Checked once the person has left the field, then on every change, so a fix clears at once.
  const [left, setLeft] = useState(false);
  const localError = left ? amountProblem(typeof value === 'string' ? value : '', currency) : undefined;
  const error = formError ?? localError;
  const id = fieldId(name);
  const currencyId = `${id}-currency`;
  const decimals = currency ? decimalsHint(currency) : undefined;
  const fullHint =
    hint && decimals ? (
      <>
        {hint} {decimals}.
      </>
    ) : (
      (hint ?? (decimals && `${decimals}.`))
    );
  const registered = register(name);
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    const tidy = normaliseAmount(event.target.value);
    if (tidy !== event.target.value) setValue(name, tidy, { shouldDirty: true });
    setLeft(true);
    return registered.onBlur(event);
  };
  return (
    <Field id={id} label={label} hint={fullHint} error={error}>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={`${inputClasses} ${currency ? 'pr-14' : ''} tabular-nums`}
          aria-invalid={!!error}
          aria-describedby={
            currency ? `${currencyId} ${describedBy(id, fullHint, error)}` : describedBy(id, fullHint, error)
          }
          {...registered}
          onBlur={onBlur}
        />
        {currency && (
          <span
            id={currencyId}
            className="pointer-events-none absolute inset-y-0 right-0 flex items-center pr-3 font-mono text-xs text-slate-500"
          >
            {currency}
          </span>
        )}
      </div>
    </Field>
  );
}
