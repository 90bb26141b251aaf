'use client';

import type { ReactNode } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Fieldset, GroupError } from './form-kit';

/**
 * A list of like entries (directors, owners) in a fieldset: add, remove, the group's own error,
 * and a line when the list is empty. `noun` names an entry in labels ("Director 2: ...").
 */
export function RepeatedGroup({
  name,
  legend,
  description,
  noun,
  emptyText,
  blank,
  columns,
  max = 20,
  children,
}: {
  name: string;
  legend: string;
  description: ReactNode;
  /** One entry, e.g. "director"; buttons say "Add director" and "Remove director 2". */
  noun: string;
  emptyText: string;
  blank: () => Record<string, string>;
  /** The grid columns of one entry on wide screens (its fields, then the remove button). */
  columns: string;
  max?: number;
  /** The fields of entry `index`, labelled with `label` ("Director 2"). */
  children: (index: number, label: string) => ReactNode;
}) {
  const { control } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}`;
  return (
    <Fieldset
      legend={legend}
      description={description}
      actions={
        <Button variant="secondary" size="sm" onClick={() => append(blank())} disabled={fields.length >= max}>
          Add {noun}
        </Button>
      }
    >
      <GroupError name={name} />
      {fields.length === 0 && <p className="text-sm text-slate-500">{emptyText}</p>}
      {fields.map((field, index) => (
        <div
          key={field.id}
          className={`grid gap-4 rounded-md border border-slate-100 bg-slate-50/60 p-4 sm:items-start ${columns}`}
        >
          {children(index, `${title} ${index + 1}`)}
          <div className="sm:pt-6">
            <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`Remove ${noun} ${index + 1}`}>
              Remove
            </Button>
          </div>
        </div>
      ))}
    </Fieldset>
  );
}
