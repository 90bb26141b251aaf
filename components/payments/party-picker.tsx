'use client';

import { SearchPicker } from '@/components/forms/search-picker';
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

const WORDS: Record<PartyKind, { title: string; plural: string; create: string }> = {
  payer: { title: 'Payer', plural: 'payers', create: '/payers/new' },
  beneficiary: { title: 'Beneficiary', plural: 'beneficiaries', create: '/beneficiaries/new' },
};

/** Search and pick one payer or beneficiary of an FX payment (the desk's one searchable picker). */
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
  return (
    <SearchPicker
      name={name}
      legend={words.title}
      plural={words.plural}
      search={(text, signal) => fetchParties(kind, text, signal)}
      selected={selected}
      onSelect={onSelect}
      error={error}
      empty={
        <a href={words.create} className="font-medium text-brand-700 hover:underline">
          Create one
        </a>
      }
      testId={kind}
      showSelected
    />
  );
}
