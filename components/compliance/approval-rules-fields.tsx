'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { AmountField } from '@/components/forms/amount-field';
import { CurrencyField } from '@/components/forms/currency-field';
import { fieldId, SelectField, TextField, useFieldError, type Option } from '@/components/forms/form-kit';
import { RepeatedGroup } from '@/components/forms/repeated-group';
import { errorId } from '@/components/ui/field';
import { TRANSACTION_TYPES } from '@/lib/schemas/transaction-blocks';
import { CREATION_SOURCE_LABELS, CREATION_SOURCES, TRANSACTION_TYPE_LABELS } from '@/lib/compliance/rules/words';

const TYPE_OPTIONS: readonly Option[] = TRANSACTION_TYPES.map((type) => ({
  value: type,
  label: `${type.toUpperCase()} — ${TRANSACTION_TYPE_LABELS[type]}`,
}));
const SOURCE_OPTIONS: readonly Option[] = CREATION_SOURCES.map((source) => ({
  value: source,
  label: CREATION_SOURCE_LABELS[source],
}));
const APPROVAL_OPTIONS: readonly Option[] = [
  { value: '1', label: '1 approval' },
  { value: '2', label: '2 approvals (two different people)' },
];

/** Checkboxes sharing one form path, whose value is the list of the boxes ticked. */
function CheckboxGroup({
  name,
  legend,
  hint,
  options,
}: {
  name: string;
  legend: string;
  hint: string;
  options: readonly Option[];
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const id = fieldId(name);
  return (
    <fieldset aria-describedby={`${id}-hint ${errorId(id)}`}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        {hint}
      </p>
      <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" value={option.value} aria-invalid={!!error} {...register(name)} />
            {option.label}
          </label>
        ))}
      </div>
      <p id={errorId(id)} aria-live="polite" className="text-xs text-red-700">
        {error}
      </p>
    </fieldset>
  );
}

function ThresholdRows({ rule, label }: { rule: number; label: string }) {
  const { control } = useFormContext();
  const rows = useWatch({ control, name: `rules.${rule}.amountAtLeast` }) as { currency?: string }[] | undefined;
  return (
    <RepeatedGroup
      name={`rules.${rule}.amountAtLeast`}
      legend={`${label}: amount thresholds`}
      description="The threshold in the merchant’s base currency (Settings → Timezone) applies to every amount, converted at the quote’s rate; one in another currency applies to amounts in that currency. An amount the rule cannot convert is held for review. None: any amount."
      noun="threshold"
      emptyText="No thresholds: the rule applies to any amount."
      blank={() => ({ currency: '', amount: '' })}
      columns="sm:grid-cols-[1fr_1fr_auto]"
    >
      {(index) => (
        <>
          <CurrencyField
            name={`rules.${rule}.amountAtLeast.${index}.currency`}
            label={`${label}, threshold ${index + 1}: currency`}
          />
          <AmountField
            name={`rules.${rule}.amountAtLeast.${index}.amount`}
            label={`${label}, threshold ${index + 1}: at least`}
            currency={rows?.[index]?.currency || undefined}
          />
        </>
      )}
    </RepeatedGroup>
  );
}

/** The controls of one rule; `label` ("Rule 2") names each so a screen reader tells rules apart. */
export function ApprovalRuleFields({ index, label }: { index: number; label: string }) {
  const { register } = useFormContext();
  const path = `rules.${index}`;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField name={`${path}.name`} label={`${label}: name`} autoComplete="off" />
        <SelectField name={`${path}.approvals`} label={`${label}: approvals required`} options={APPROVAL_OPTIONS} />
      </div>
      <ThresholdRows rule={index} label={label} />
      <CheckboxGroup
        name={`${path}.types`}
        legend={`${label}: transaction types`}
        hint="None ticked: any type."
        options={TYPE_OPTIONS}
      />
      <TextField
        name={`${path}.receivingCountries`}
        label={`${label}: receiving countries`}
        hint="ISO codes separated by commas, such as NG, KE. Empty: any country."
        autoComplete="off"
      />
      <CheckboxGroup
        name={`${path}.sources`}
        legend={`${label}: made where`}
        hint="None ticked: either."
        options={SOURCE_OPTIONS}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" {...register(`${path}.anyFinding`)} />
        Only when the checks or the screening found something
      </label>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" {...register(`${path}.twoToDismiss`)} />A screening hit is dismissed only by two
        different people
      </label>
    </div>
  );
}
