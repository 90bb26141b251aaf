'use client';

import { useEffect, useId, useState } from 'react';
import { errorId } from '@/components/ui/field';
import { fieldMessage, fieldId } from '@/components/forms/form-kit';
import { usePolling } from '@/components/ui/use-polling';
import type { PartyKind, PartyOption } from '@/lib/desk/payments/party-option';

async function fetchParties(kind: PartyKind, search: string, signal: AbortSignal): Promise<PartyOption[]> {
  const response = await fetch(`/api/desk/parties?kind=${kind}&search=${encodeURIComponent(search)}`, {
    cache: 'no-store',
    signal,
  });
  const body = (await response.json().catch(() => ({}))) as { items?: PartyOption[]; message?: string };
  if (!response.ok || !body.items) throw new Error(body.message ?? `The search failed (HTTP ${response.status})`);
  return body.items;
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

const WORDS: Record<PartyKind, { title: string; plural: string; create: string }> = {
  payer: { title: 'Payer', plural: 'payers', create: '/payers/new' },
  beneficiary: { title: 'Beneficiary', plural: 'beneficiaries', create: '/beneficiaries/new' },
};

/**
 * Search and pick one payer or beneficiary. The results are a native radio group: Tab reaches it,
 * the arrow keys move the choice, and a screen reader announces name, detail and position. The
 * chosen party stays listed while another search runs.
 */
export function PartyPicker({
  kind,
  name,
  selected,
  onSelect,
  error,
}: {
  kind: PartyKind;
  name: string;
  selected: PartyOption | undefined;
  onSelect: (party: PartyOption) => void;
  error?: string;
}) {
  const words = WORDS[kind];
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), 250);
  // The previous results stay while the next search runs: the list does not flicker away, and a
  // radio that has focus keeps it.
  const {
    data,
    reading: isFetching,
    error: fetchError,
  } = usePolling({
    key: `${kind}:${query}`,
    read: (signal) => fetchParties(kind, query, signal),
    every: () => false,
    retries: 1,
  });
  const isError = fetchError !== undefined && !isFetching;
  const inputId = fieldId(name);
  const groupName = useId();
  const message = fieldMessage(error);
  const results = data ?? [];
  const options = selected && !results.some((p) => p.id === selected.id) ? [selected, ...results] : results;

  return (
    <fieldset className="space-y-2" aria-describedby={errorId(inputId)}>
      <legend className="text-sm font-medium text-slate-700">{words.title}</legend>
      <label htmlFor={inputId} className="sr-only">
        Search {words.plural} by name
      </label>
      <input
        id={inputId}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        placeholder={`Search ${words.plural} by name`}
        autoComplete="off"
        aria-invalid={!!message}
        aria-describedby={`${errorId(inputId)} ${inputId}-status`}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500"
      />
      <p id={`${inputId}-status`} aria-live="polite" className="text-xs text-slate-500">
        {isError
          ? `Could not search: ${(fetchError as Error).message}`
          : isFetching
            ? 'Searching…'
            : data && results.length === 0
              ? query
                ? `No ${words.plural} match “${query}”.`
                : `No ${words.plural} yet.`
              : data
                ? `${results.length === 1 ? '1 match' : `${results.length} matches`}${results.length >= 10 ? ' (the newest 10; type to narrow)' : ''}.`
                : ''}
        {data && results.length === 0 && (
          <>
            {' '}
            <a href={words.create} className="font-medium text-brand-700 hover:underline">
              Create one
            </a>
          </>
        )}
      </p>
      {options.length > 0 && (
        <div
          role="radiogroup"
          aria-label={`${words.title} results`}
          className="max-h-64 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200"
        >
          {options.map((party) => {
            const checked = selected?.id === party.id;
            return (
              <label
                key={party.id}
                className={`flex cursor-pointer items-start gap-3 px-3 py-2 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40 ${checked ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
                data-testid={`${kind}-option`}
              >
                <input
                  type="radio"
                  name={groupName}
                  value={party.id}
                  checked={checked}
                  onChange={() => onSelect(party)}
                  className="mt-1 accent-brand-600"
                />
                <span>
                  <span className="block font-medium text-slate-900">{party.name}</span>
                  <span className="block text-xs text-slate-600">{party.detail}</span>
                </span>
              </label>
            );
          })}
        </div>
      )}
      <p id={errorId(inputId)} aria-live="polite" className="text-xs text-red-700">
        {message}
      </p>
      {selected && (
        <p className="text-sm text-slate-700" data-testid={`${kind}-selected`}>
          Selected: <span className="font-medium">{selected.name}</span>
        </p>
      )}
    </fieldset>
  );
}
