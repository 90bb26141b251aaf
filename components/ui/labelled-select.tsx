import type { SelectHTMLAttributes } from 'react';
import { inputClasses } from './field';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select with its label, for forms outside react-hook-form (GET filter forms, local
 * state): `emptyOption` adds a first option with the value '' ("Any status"); `srOnlyLabel` keeps
 * the label for screen readers only; `selectClassName` is added to the input classes.
 */
export function LabelledSelect({
  id,
  label,
  options,
  emptyOption,
  srOnlyLabel,
  className,
  selectClassName,
  ...select
}: {
  id: string;
  label: string;
  options: readonly SelectOption[];
  emptyOption?: string;
  srOnlyLabel?: boolean;
  className?: string;
  selectClassName?: string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'children'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={srOnlyLabel ? 'sr-only' : 'block text-sm font-medium text-slate-700'}>
        {label}
      </label>
      <select id={id} className={selectClassName ? `${inputClasses} ${selectClassName}` : inputClasses} {...select}>
        <SelectOptions options={options} emptyOption={emptyOption} />
      </select>
    </div>
  );
}

/** A select's options, after an optional first one with the value '' (a placeholder or "any"). */
export function SelectOptions({ options, emptyOption }: { options: readonly SelectOption[]; emptyOption?: string }) {
  return (
    <>
      {emptyOption !== undefined && <option value="">{emptyOption}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </>
  );
}
