'use client';

import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { errorId, FieldError, FieldHint, hintId, inputClasses } from '@/components/ui/field';
import { Combobox } from './combobox';
import { fieldId, useFieldError } from './form-kit';
import { examplePhoneNumber, phoneProblem, tidyPhoneNumber } from './phone-input';
import { CALLING_CODE_OPTIONS } from './calling-code-options';

export interface PhoneFieldProps {
  /** Form path of the country (ISO alpha-2, '' for none), e.g. `primaryContactCountryCode`. */
  countryName: string;
  /** Form path of the national number (digits), e.g. `primaryContactNo`. */
  numberName: string;
  /**
   * The group's visible label, e.g. "Contact number (optional)". The controls are named after it
   * without "(optional)" and a trailing "number": "Contact country code", "Contact number".
   */
  label: string;
  hint?: ReactNode;
  /** Shows "(optional)" after the label; the checks run only on what was entered either way. */
  optional?: boolean;
  /** Accessible names of the two controls, when the derived ones do not read well. */
  countryLabel?: string;
  numberLabel?: string;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const OPTIONAL = /\s*\(optional\)\s*$/i;

/** "Contact number (optional)" → "Contact": the stem the two controls' names are built on. */
export function phoneLabelStem(label: string): string {
  return label
    .replace(OPTIONAL, '')
    .replace(/\s+number$/i, '')
    .trim();
}

/**
 * A phone number as two controls in one labelled group: the country's calling code (a Combobox,
 * "Nigeria +234") and the national number (digits; spaces and dashes dropped on blur). The number
 * is checked for the country on blur, as the schema does at submit; the form's own error wins.
 */
export function PhoneField({
  countryName,
  numberName,
  label,
  hint,
  optional,
  countryLabel,
  numberLabel,
}: PhoneFieldProps) {
  const stem = phoneLabelStem(label);
  const { control, register, setValue } = useFormContext();
  const { field: countryField } = useController({ name: countryName, control });
  const [country, number] = useWatch({ control, name: [countryName, numberName] }).map(str) as [string, string];
  const groupLabelId = useId();
  const countryId = fieldId(countryName);
  const numberId = fieldId(numberName);

  // The number is checked once the person has left it, then on every change of either control.
  const [left, setLeft] = useState(false);
  const countryError = useFieldError(countryName);
  const numberError = useFieldError(numberName) ?? (left ? phoneProblem(number, country) : undefined);

  const registered = register(numberName);
  const onNumberBlur = (event: FocusEvent<HTMLInputElement>) => {
    const tidy = tidyPhoneNumber(event.target.value, country);
    if (tidy.number !== event.target.value) setValue(numberName, tidy.number, { shouldDirty: true });
    if (tidy.country && tidy.country !== country) countryField.onChange(tidy.country);
    setLeft(true);
    return registered.onBlur(event);
  };

  const example = examplePhoneNumber(country);
  const showHint = hint && !countryError && !numberError;
  return (
    <div role="group" aria-labelledby={groupLabelId} className="space-y-1">
      <span id={groupLabelId} className="block text-sm font-medium text-slate-700">
        {label}
        {optional && !OPTIONAL.test(label) && ' (optional)'}
      </span>
      <div className="flex gap-2">
        <Combobox
          id={countryId}
          aria-label={countryLabel ?? `${stem} country code`}
          className="w-44 shrink-0 sm:w-52"
          name={countryField.name}
          inputRef={countryField.ref}
          options={CALLING_CODE_OPTIONS}
          value={country}
          onChange={countryField.onChange}
          onBlur={countryField.onBlur}
          placeholder="Country code"
          invalid={!!countryError}
          describedBy={errorId(countryId)}
        />
        <input
          id={numberId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-label={numberLabel ?? `${stem} number`}
          placeholder={example ?? 'Digits only'}
          className={`${inputClasses} min-w-0 flex-1 tabular-nums`}
          aria-invalid={!!numberError}
          aria-describedby={showHint ? `${errorId(numberId)} ${hintId(numberId)}` : errorId(numberId)}
          {...registered}
          onBlur={onNumberBlur}
        />
      </div>
      {showHint && <FieldHint id={numberId}>{hint}</FieldHint>}
      <FieldError id={countryId}>{countryError}</FieldError>
      <FieldError id={numberId}>{numberError}</FieldError>
    </div>
  );
}
