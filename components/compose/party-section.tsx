'use client';

import { useFieldArray, useFormContext } from 'react-hook-form';
import { Fieldset, GroupError, SelectField, TextField } from '@/components/forms/form-kit';
import { Button } from '@/components/ui/button';
import type { ComposerValues } from '@/lib/desk/composer/values';
import { CREDIT_PARTY_KEYS, DEBIT_PARTY_KEYS } from '@/lib/schemas/party-keys';
import { AccountCheck } from './account-check';
import { CREDIT_PARTY_KEY_LABELS, DEBIT_PARTY_KEY_LABELS } from './labels';

const PARTIES = {
  debitParty: {
    legend: 'Debit party',
    description: "Who is debited: the sender's mobile number with its country code.",
    keys: DEBIT_PARTY_KEYS.map((key) => ({ value: key, label: DEBIT_PARTY_KEY_LABELS[key] })),
    who: 'Debit party',
  },
  creditParty: {
    legend: 'Credit party',
    description: 'Where the money lands: a mobile wallet number, or a bank account (its number or IBAN) with its bank.',
    keys: CREDIT_PARTY_KEYS.map((key) => ({ value: key, label: CREDIT_PARTY_KEY_LABELS[key] })),
    who: 'Credit party',
  },
} as const;

/** A key/value list of the interface (debitParty / creditParty) with its keys offered as choices, by name. */
export function PartySection({ name }: { name: 'debitParty' | 'creditParty' }) {
  const { legend, description, keys, who } = PARTIES[name];
  const { getValues } = useFormContext<ComposerValues>();
  const { fields, append, remove } = useFieldArray<ComposerValues, typeof name>({ name });
  const addRow = () => {
    const used = new Set(getValues(name).map((row) => row.key));
    append({ key: keys.find((k) => !used.has(k.value))?.value ?? '', value: '' });
  };
  return (
    <Fieldset
      legend={legend}
      description={description}
      actions={
        keys.length > 1 && (
          <Button variant="secondary" size="sm" onClick={addRow} disabled={fields.length >= Math.min(10, keys.length)}>
            Add detail
          </Button>
        )
      }
    >
      <GroupError name={name} />
      {fields.map((field, index) => (
        <div key={field.id} className="grid gap-4 sm:grid-cols-[1.2fr_1.5fr_auto] sm:items-start">
          <SelectField
            name={`${name}.${index}.key`}
            label={`${who} ${index + 1}: key`}
            options={keys}
            placeholder="Choose a key"
          />
          <TextField name={`${name}.${index}.value`} label={`${who} ${index + 1}: value`} autoComplete="off" />
          <div className="sm:pt-6">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove(index)}
              aria-label={`Remove ${who.toLowerCase()} ${index + 1}`}
              disabled={fields.length === 1}
            >
              Remove
            </Button>
          </div>
        </div>
      ))}
      {name === 'creditParty' && <AccountCheck />}
    </Fieldset>
  );
}
