'use client';

import { useEffect, useEffectEvent, useId, useState, type ReactNode } from 'react';
import { errorId } from '@/components/ui/field';
import { fieldId, fieldMessage } from './form-kit';

/*
 * The searchable picker of the desk's forms, lifted from the FX payment's payer and beneficiary
 * picker (components/payments/party-picker.tsx) so the transaction composer's saved senders and
 * recipients are picked the same way: type to search by name, then a native radio group of the
 * matches — Tab reaches it, the arrow keys move the choice, a screen reader announces name,
 * detail and position. The chosen option stays listed while another search runs. One fetch per
 * settled search, aborted when a newer one starts; no data library.
 */

export interface SearchPickerOption {
  id: string;
  name: string;
  /** One line under the name, enough to tell two apart. */
  detail: string;
}

export interface SearchPickerProps<T extends SearchPickerOption> {
  /** Form path of the choice: its control ids and error live under it. */
  name: string;
  /** The group's visible name, e.g. "Saved sender". */
  legend: string;
  /** What is searched, in the plural, e.g. "saved companies". */
  plural: string;
  /** The matches of a search ("" for the newest); throw an Error worded for a person on failure. */
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  selected: T | undefined;
  onSelect: (option: T) => void;
  error?: string;
  /** Shown beside "No … yet." (a link to create one). */
  empty?: ReactNode;
  /** `data-testid` prefix of the options (`${testId}-option`) and the choice (`${testId}-selected`). */
  testId: string;
  /** How many a search answers at most (said when reached). */
  limit?: number;
  /** Say the choice under the list ("Selected: …", `${testId}-selected`). */
  showSelected?: boolean;
}

/** The value after it has stopped changing for `ms`, so typing sends one search, not one per key. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface Found<T> {
  /** The search these answer (undefined before the first answer). */
  query?: string;
  items?: T[];
  error?: string;
}

/** The answer to the latest settled search; the previous one stays shown while the next is read. */
function useSearch<T>(query: string, search: (text: string, signal: AbortSignal) => Promise<T[]>) {
  const [found, setFound] = useState<Found<T>>({});
  const read = useEffectEvent((signal: AbortSignal) => search(query, signal));
  useEffect(() => {
    const controller = new AbortController();
    read(controller.signal).then(
      (items) => {
        if (!controller.signal.aborted) setFound({ query, items });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error ? error.message : 'the search failed';
        setFound((old) => ({ ...old, query, error: message }));
      },
    );
    return () => controller.abort();
  }, [query]);
  return { ...found, reading: found.query !== query };
}

/** What the last search found, in words. */
function statusOf(results: number, shown: number, query: string, plural: string, limit: number): string {
  if (shown === 0) return query ? `No ${plural} match “${query}”.` : `No ${plural} yet.`;
  if (results === 0) return query ? `Nothing else matches “${query}”.` : '';
  const count = results === 1 ? '1 match' : `${results} matches`;
  return `${count}${results >= limit ? ` (the newest ${limit}; type to narrow)` : ''}.`;
}

export function SearchPicker<T extends SearchPickerOption>({
  name,
  legend,
  plural,
  search,
  selected,
  onSelect,
  error,
  empty,
  testId,
  limit = 10,
  showSelected = false,
}: SearchPickerProps<T>) {
  const [text, setText] = useState('');
  const query = useDebounced(text.trim(), 250);
  const found = useSearch(query, search);
  const inputId = fieldId(name);
  const groupName = useId();
  const message = fieldMessage(error);
  const results = found.items ?? [];
  const options = selected && !results.some((p) => p.id === selected.id) ? [selected, ...results] : results;
  const answered = found.items !== undefined;

  return (
    <fieldset className="space-y-2" aria-describedby={errorId(inputId)}>
      <legend className="text-sm font-medium text-slate-700">{legend}</legend>
      <label htmlFor={inputId} className="sr-only">
        Search {plural} by name
      </label>
      <input
        id={inputId}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Enter searches (as typing does); it never submits the form the picker sits in.
        onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
        placeholder={`Search ${plural} by name`}
        autoComplete="off"
        aria-invalid={!!message}
        aria-describedby={`${errorId(inputId)} ${inputId}-status`}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500"
      />
      <p id={`${inputId}-status`} aria-live="polite" className="text-xs text-slate-600">
        {found.reading
          ? 'Searching…'
          : found.error
            ? `Could not search: ${found.error}`
            : answered
              ? statusOf(results.length, options.length, found.query ?? '', plural, limit)
              : ''}
        {answered && options.length === 0 && empty && <> {empty}</>}
      </p>
      {options.length > 0 && (
        <div
          role="radiogroup"
          aria-label={`${legend}: results`}
          className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200"
        >
          {options.map((option) => {
            const checked = selected?.id === option.id;
            return (
              <label
                key={option.id}
                className={`flex cursor-pointer items-start gap-3 px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40 ${checked ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
                data-testid={`${testId}-option`}
              >
                <input
                  type="radio"
                  name={groupName}
                  value={option.id}
                  checked={checked}
                  onChange={() => onSelect(option)}
                  className="mt-1 accent-brand-600"
                />
                <span>
                  <span className="block font-medium text-slate-900">{option.name}</span>
                  <span className="block text-xs text-slate-600">{option.detail}</span>
                </span>
              </label>
            );
          })}
        </div>
      )}
      <p id={errorId(inputId)} aria-live="polite" className="text-xs text-red-700">
        {message}
      </p>
      {showSelected && selected && (
        <p className="text-sm text-slate-700" data-testid={`${testId}-selected`}>
          Selected: <span className="font-medium">{selected.name}</span>
        </p>
      )}
    </fieldset>
  );
}
