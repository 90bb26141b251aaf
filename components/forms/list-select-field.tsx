'use client';

import { useEffect, type ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { VALUE_LABELS } from '@/lib/desk/words/values';
import type { ReferenceList } from '@/lib/reference/remittance-lists';
import { SelectField } from './form-kit';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A list value in sentence case, as the desk writes labels: `FAMILY_SUPPORT` and `Family Support`
 * → "Family support", `otherId` → "Other id". Acronyms inside a mixed-case value stay ("Pay via SWIFT").
 */
export function humanize(value: string): string {
  const shouting = value === value.toUpperCase();
  const words = value
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (!shouting && /^[A-Z\d]{2,}$/.test(word) ? word : word.toLowerCase()));
  return capitalise(words.join(' '));
}

/** The text of a list value: the caller's label, a known label, or the value humanized. */
export function listLabel(value: string, labels?: Readonly<Partial<Record<string, string>>>): string {
  return labels?.[value] ?? VALUE_LABELS[value] ?? humanize(value);
}

/**
 * A value the list matches but does not offer as written — a synonym such as "Salary Payment"
 * (now Salary), or another spelling, kept in an old draft — becomes the entry it matches, so the
 * select shows it chosen instead of blank.
 */
function useCanonicalValue<T extends string>(name: string, list: ReferenceList<T>) {
  const { control, setValue } = useFormContext();
  const current: unknown = useWatch({ control, name });
  useEffect(() => {
    if (typeof current !== 'string' || current === '' || (list.values as readonly string[]).includes(current)) return;
    const canonical = list.match(current);
    if (canonical !== undefined) setValue(name, canonical, { shouldDirty: true });
  }, [current, list, name, setValue]);
}

/**
 * A native select over a documented reference list (`lib/reference/remittance-lists`); the value
 * is the list's canonical spelling, the text `labels[value]`, a known label or the value humanized.
 */
export function ListSelectField<T extends string>({
  name,
  label,
  list,
  labels,
  placeholder,
  hint,
}: {
  name: string;
  label: ReactNode;
  list: ReferenceList<T>;
  labels?: Partial<Record<T, string>>;
  placeholder?: string;
  hint?: ReactNode;
}) {
  const options = list.values.map((value) => ({ value, label: listLabel(value, labels) }));
  useCanonicalValue(name, list);
  return <SelectField name={name} label={label} hint={hint} options={options} placeholder={placeholder} />;
}
