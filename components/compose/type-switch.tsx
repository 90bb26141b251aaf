'use client';

import { TRANSACTION_TYPES, type TransactionType } from '@/lib/schemas/transaction-blocks';
import { TYPE_LABELS } from './labels';

/** The four types as one radio group; choosing one switches the form's blocks. */
export function TypeSwitch({ value, onChange }: { value: TransactionType; onChange: (type: TransactionType) => void }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="sr-only">Transaction type</legend>
      <h2 aria-hidden className="text-base font-semibold text-slate-900">
        Transaction type
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {TRANSACTION_TYPES.map((type) => (
          <label
            key={type}
            className={`flex cursor-pointer gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40 ${value === type ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50'}`}
          >
            <input
              type="radio"
              name="transaction-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="mt-0.5 h-4 w-4 accent-brand-600"
            />
            <span>
              <span className="block font-medium text-slate-900">
                {type} · {TYPE_LABELS[type].title}
              </span>
              <span className="block text-xs text-slate-600">{TYPE_LABELS[type].description}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
