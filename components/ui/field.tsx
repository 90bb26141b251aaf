import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export const inputClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500 disabled:bg-slate-50';

/**
 * Label, control and error wired together: the control gets `id`, and should set
 * `aria-describedby={errorId(id)}` and `aria-invalid` when `error` is given.
 */
export function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label id={labelId(id)} htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {hint && !error && <FieldHint id={id}>{hint}</FieldHint>}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

/** A plain input with its label and error, for forms that post to a server action without a form library. */
export function InputField({
  id,
  label,
  error,
  ref,
  ...input
}: {
  id: string;
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <Field id={id} label={label} error={error}>
      <input
        ref={ref}
        id={id}
        className={inputClasses}
        aria-invalid={!!error}
        aria-describedby={errorId(id)}
        {...input}
      />
    </Field>
  );
}

/** A control's hint, which its aria-describedby names while no error is shown. */
export function FieldHint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={hintId(id)} className="text-xs text-slate-500">
      {children}
    </p>
  );
}

/** A control's error, announced as it changes (always rendered, so aria-describedby always resolves). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={errorId(id)} aria-live="polite" className="min-h-0 text-xs text-red-700">
      {children}
    </p>
  );
}

export const errorId = (id: string) => `${id}-error`;
/** The label's id, for controls (a combobox's listbox) that name themselves after it. */
export const labelId = (id: string) => `${id}-label`;
export const hintId = (id: string) => `${id}-hint`;
