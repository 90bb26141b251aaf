'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { useWatch } from 'react-hook-form';
import dynamic from 'next/dynamic';
import { PartySection } from '@/components/compose/party-section';
import { Fieldset, SubmitRow } from '@/components/forms/form-kit';
import { lazyResolver } from '@/components/forms/lazy-load';
import { SchemaForm } from '@/components/forms/schema-form';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Alert } from '@/components/ui/alert';
import { createSavedPartyAction, updateSavedPartyAction } from '@/lib/desk/actions/saved-parties';
import type { SavedParty, SavedPartyKind } from '@/lib/desk/parties/party';
import { blankPartyForm, formPathOf, partyFormOf, partyRequestOf, type PartyFormValues } from './party-form-values';

/*
 * The composer's KYC blocks, loaded after the page: with their pickers and per-country phone rules
 * they would put the page over its first-load budget (a form page's 210 kB).
 */
const loadingBlock = () => <p className="text-sm text-slate-500">Loading the form…</p>;
const BusinessKycSection = dynamic(
  () => import('@/components/compose/business-kyc-section').then((m) => m.BusinessKycSection),
  { loading: loadingBlock },
);
const IndividualKycSection = dynamic(
  () => import('@/components/compose/individual-kyc-section').then((m) => m.IndividualKycSection),
  { loading: loadingBlock },
);

/** Checked with the wire's KYC schemas, loaded when focus first enters the form. */
const validation = lazyResolver(() => import('./party-validation').then((m) => m.partyResolver));

const KINDS: readonly { value: SavedPartyKind; label: string; hint: string }[] = [
  { value: 'business', label: 'Company', hint: 'A business that sends or receives.' },
  { value: 'individual', label: 'Person', hint: 'An individual who sends or receives.' },
];

/**
 * A saved party's record: a new one (`party` absent, the kind chosen here), or an edit of one (its
 * kind fixed). The KYC is laid out by the composer's own blocks; the account it is paid on is
 * saved only when asked.
 */
export function PartyForm({ party }: { party?: Pick<SavedParty, 'id' | 'kind' | 'kyc' | 'creditParty'> }) {
  const router = useRouter();
  const { form, formError, applyServerResult, submit, formProps } = useSchemaForm(validation, {
    defaultValues: party ? partyFormOf(party) : blankPartyForm('business'),
  });
  const [kind, withCreditParty] = useWatch({ control: form.control, name: ['kind', 'withCreditParty'] });
  const [pending, startTransition] = useTransition();
  const [saved, setSaved] = useState<string>();

  const onSubmit = submit((values: PartyFormValues) => {
    setSaved(undefined);
    const request = partyRequestOf(values);
    startTransition(async () => {
      const result = party
        ? await updateSavedPartyAction({ id: party.id, party: request as never })
        : await createSavedPartyAction(request as never);
      if (!result.ok) {
        applyServerResult(result, {
          fieldOf: (field) => formPathOf(values.kind, field),
          withFieldErrors: 'Check the highlighted fields.',
          fallback: 'The party could not be saved.',
        });
        return;
      }
      if (party) {
        setSaved(`Saved. Remittances already sent keep the details they were sent with.`);
        router.refresh();
      } else router.push(`/parties/${encodeURIComponent(result.data.id)}`);
    });
  });

  return (
    <SchemaForm
      form={form}
      formProps={formProps}
      formError={formError}
      onSubmit={onSubmit}
      label={party ? 'Edit the party' : 'New party'}
    >
      {!party && (
        <Fieldset legend="Company or person">
          <div className="flex flex-wrap gap-6">
            {KINDS.map((option) => (
              <label key={option.value} className="flex items-start gap-2 text-sm">
                <input type="radio" value={option.value} {...form.register('kind')} className="mt-1 accent-brand-600" />
                <span>
                  <span className="block font-medium text-slate-900">{option.label}</span>
                  <span className="block text-slate-600">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </Fieldset>
      )}
      {kind === 'business' ? <BusinessKycSection side="recipient" /> : <IndividualKycSection side="recipient" />}
      <Fieldset legend="Account it is paid on">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" {...form.register('withCreditParty')} className="accent-brand-600" />
          Save the account this party is paid on, to fill the credit party when it receives
        </label>
      </Fieldset>
      {withCreditParty && <PartySection name="creditParty" />}
      {saved && <Alert tone="success">{saved}</Alert>}
      <SubmitRow
        label={party ? 'Save changes' : 'Save the party'}
        busy={pending}
        busyLabel="Saving…"
        busyStatus="Saving the party…"
      />
    </SchemaForm>
  );
}
