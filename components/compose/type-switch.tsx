'use client';

import { RadioChoices, type ChoiceLook } from '@/components/ui/choice';
import { TRANSACTION_TYPES, type TransactionType } from '@/lib/schemas/transaction-blocks';
import { TYPE_LABELS } from './labels';

const TYPE_LOOK: ChoiceLook = {
  choice: (chosen) =>
    `flex cursor-pointer gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40 ${chosen ? 'border-brand-600 bg-brand-50' : 'border-slate-200 hover:bg-slate-50'}`,
  input: 'mt-0.5 h-4 w-4 accent-brand-600',
};

/** The four types as one radio group; choosing one switches the form's blocks. */
export function TypeSwitch({ value, onChange }: { value: TransactionType; onChange: (type: TransactionType) => void }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <legend className="sr-only">Transaction type</legend>
      <h2 aria-hidden className="text-base font-semibold text-slate-900">
        Transaction type
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <RadioChoices
          name="transaction-type"
          options={TRANSACTION_TYPES}
          value={value}
          onChange={onChange}
          look={TYPE_LOOK}
        >
          {(type) => (
            <span>
              <span className="block font-medium text-slate-900">
                {type} · {TYPE_LABELS[type].title}
              </span>
              <span className="block text-xs text-slate-600">{TYPE_LABELS[type].description}</span>
            </span>
          )}
        </RadioChoices>
      </div>
    </fieldset>
  );
}
