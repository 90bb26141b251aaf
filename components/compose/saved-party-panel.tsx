'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SearchPicker } from '@/components/forms/search-picker';
import { Button } from '@/components/ui/button';
import { createSavedPartyAction } from '@/lib/desk/actions/saved-parties';
import type { ComposerValues } from '@/lib/desk/composer/values';
import {
  expiredIdNotice,
  PARTY_ROLE_LABELS,
  PRESENTING_PARTY_WORDS,
  type PartyRole,
  type SavedPartyKind,
} from '@/lib/desk/parties/party';
import type { PickableParty } from '@/lib/desk/parties/pickable';
import { blockPath, blockValuesOf, creditPartyRowsOf, partyFromComposer } from '@/lib/desk/parties/prefill';
import { summaryLine } from '@/lib/desk/words';

/*
 * Above each KYC block of the composer: pick a saved sender or recipient (the searchable picker of
 * the FX payment), which fills the block — and a recipient's credit party — for this remittance
 * only; or save what the block holds as a new party. The saved party itself never changes here.
 */

const PLURAL: Record<SavedPartyKind, string> = { business: 'saved companies', individual: 'saved people' };

async function searchSaved(kind: SavedPartyKind, text: string, signal: AbortSignal): Promise<PickableParty[]> {
  let response: Response;
  try {
    response = await fetch(`/api/desk/saved-parties?kind=${kind}&search=${encodeURIComponent(text)}`, {
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error('no connection');
  }
  const body = (await response.json().catch(() => ({}))) as { items?: PickableParty[]; message?: string };
  if (!response.ok || !body.items) throw new Error(body.message ?? `the desk answered HTTP ${response.status}`);
  return body.items;
}

type Saved = { ok: true; id: string; name: string } | { ok: false; message: string; problems: string[] };

/**
 * "Save as a new party": what the sender's or recipient's block holds (and a recipient's credit
 * party) saved as a new party, checked with the wire's KYC schemas; its problems worded as the
 * composer's summary words them. `onSaved` hears of the party made; the composed remittance then
 * counts as using it.
 */
export function SaveAsNewParty({
  role,
  kind,
  label,
  onSaved,
}: {
  role: PartyRole;
  kind: SavedPartyKind;
  label: string;
  onSaved?: (party: PickableParty) => void;
}) {
  const form = useFormContext<ComposerValues>();
  const [saved, setSaved] = useState<Saved>();
  const [saving, startSaving] = useTransition();
  const path = blockPath(kind, role);

  const saveAsNew = () =>
    startSaving(async () => {
      const input = partyFromComposer(form.getValues(), kind, role);
      const result = await createSavedPartyAction(input as never);
      if (result.ok) {
        setSaved({ ok: true, id: result.data.id, name: result.data.name });
        form.setValue(`savedParties.${role}`, result.data.id, { shouldDirty: true });
        onSaved?.({
          id: result.data.id,
          kind,
          name: result.data.name,
          detail: '',
          kyc: input.kyc,
          creditParty: input.creditParty ?? null,
          idExpiresOn: null,
        });
        return;
      }
      const problems = Object.entries(result.fieldErrors ?? {}).map(([field, message]) =>
        summaryLine(field.startsWith('kyc.') ? `${path}.${field.slice(4)}` : field, message),
      );
      setSaved({
        ok: false,
        message: result.formError ?? `The ${PARTY_ROLE_LABELS[role].toLowerCase()} was not saved.`,
        problems,
      });
    });

  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="secondary" size="sm" onClick={saveAsNew} disabled={saving}>
        {saving ? 'Saving…' : label}
      </Button>
      <div aria-live="polite" className="text-sm">
        {saved?.ok && (
          <span className="text-emerald-800">
            Saved as a new party:{' '}
            <Link
              href={`/parties/${encodeURIComponent(saved.id)}`}
              prefetch={false}
              className="font-medium text-brand-700 hover:underline"
            >
              {saved.name}
            </Link>
          </span>
        )}
        {saved && !saved.ok && (
          <span className="text-red-700">
            {saved.message}
            {saved.problems.length > 0 && ` ${saved.problems.join('; ')}.`}
          </span>
        )}
      </div>
    </div>
  );
}

export function SavedPartyPanel({ role, kind }: { role: PartyRole; kind: SavedPartyKind }) {
  const form = useFormContext<ComposerValues>();
  const pickedId = useWatch({ control: form.control, name: `savedParties.${role}` });
  const [selected, setSelected] = useState<PickableParty>();
  const [refusal, setRefusal] = useState<string>();
  const who = PARTY_ROLE_LABELS[role].toLowerCase();
  const path = blockPath(kind, role);

  const pick = (party: PickableParty) => {
    setRefusal(undefined);
    // Listed masked while presenting, without its KYC: filling the form would show it on screen.
    if (party.masked) {
      setRefusal(PRESENTING_PARTY_WORDS);
      return;
    }
    setSelected(party);
    const options = { shouldDirty: true, shouldTouch: false } as const;
    form.setValue(path, blockValuesOf(kind, role, party.kyc) as never, options);
    if (role === 'recipient' && party.creditParty && party.creditParty.length > 0)
      form.setValue('creditParty', creditPartyRowsOf(party.creditParty), options);
    form.setValue(`savedParties.${role}`, party.id, options);
    form.clearErrors(path);
  };

  const forget = () => {
    setSelected(undefined);
    form.setValue(`savedParties.${role}`, '', { shouldDirty: true });
  };

  const expired = selected && expiredIdNotice(selected);
  const title = `Saved ${who}`;

  return (
    <section
      aria-label={`${title}: pick or save`}
      className="space-y-3 rounded-lg border border-dashed border-slate-300 bg-slate-50/60 p-4"
      data-testid={`saved-${role}`}
    >
      <SearchPicker
        name={`savedParties.${role}`}
        legend={title}
        plural={PLURAL[kind]}
        search={(text, signal) => searchSaved(kind, text, signal)}
        selected={selected}
        onSelect={pick}
        testId={`saved-${role}`}
        empty={<span>Fill in the {who} below, then save it as a new party.</span>}
      />
      {refusal && (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {refusal}
        </p>
      )}
      {expired && (
        <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {expired}
        </p>
      )}
      {pickedId && (
        <p className="text-sm text-slate-700" data-testid={`saved-${role}-selected`}>
          {selected ? (
            <>
              The {who} below is the saved party <span className="font-medium">{selected.name}</span>.
            </>
          ) : (
            `The ${who} below is from a saved party.`
          )}{' '}
          Changes below apply to this remittance only; the saved party stays as it is.{' '}
          <Link
            href={`/parties/${encodeURIComponent(pickedId)}`}
            prefetch={false}
            className="font-medium text-brand-700 hover:underline"
          >
            Open the party
          </Link>{' '}
          <Button variant="ghost" size="sm" onClick={forget}>
            Not from a saved party
          </Button>
        </p>
      )}
      <SaveAsNewParty role={role} kind={kind} label={`Save the ${who} below as a new party`} onSaved={setSelected} />
    </section>
  );
}
