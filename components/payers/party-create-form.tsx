'use client';

import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/form-kit';
import { SchemaForm, useCreateAction } from '@/components/forms/schema-form';
import type { ActionResult } from '@/lib/desk/action-result';
import { DeactivateOldChoice, NewVersionNotice } from './deactivate-party';

type Noun = 'payer' | 'beneficiary';
type Result = Promise<ActionResult<unknown> | undefined>;

/**
 * A payer's or beneficiary's create, run with the form's Idempotency-Key; with `replaces`, its new
 * version instead, which deactivates the old one once the new one exists unless the person unticks
 * it (`deactivateOld`).
 */
export function usePartyCreate<R>({
  noun,
  replaces,
  key,
  applyServerResult,
  create,
  createVersion,
}: {
  noun: Noun;
  replaces?: { id: string };
  key: string;
  applyServerResult: Parameters<typeof useCreateAction>[1]['applyServerResult'];
  create: (input: { key: string; request: R }) => Result;
  createVersion: (input: { key: string; request: R; replaces: string; deactivateOld: boolean }) => Result;
}) {
  const [deactivateOld, setDeactivateOld] = useState(true);
  const action = replaces
    ? (input: { key: string; request: R }) => createVersion({ ...input, replaces: replaces.id, deactivateOld })
    : create;
  const { pending, run } = useCreateAction(action, { key, noun, applyServerResult });
  return { pending, run, deactivateOld, setDeactivateOld };
}

/**
 * The frame of a payer's or beneficiary's form: named "New payer" (or "New version of the payer"),
 * the notice that a new version is a new record, the fields, the choice to deactivate the old one,
 * and the submit row.
 */
export function PartyCreateForm<V extends FieldValues, C, T>({
  noun,
  replaces,
  create,
  waiting,
  children,
  ...schemaForm
}: {
  noun: Noun;
  replaces?: { id: string; name: string };
  create: Pick<ReturnType<typeof usePartyCreate>, 'pending' | 'deactivateOld' | 'setDeactivateOld'>;
  /** Why the form cannot be sent yet (documents still uploading). */
  waiting?: string;
  children: ReactNode;
} & Omit<Parameters<typeof SchemaForm<V, C, T>>[0], 'label' | 'children'>) {
  return (
    <SchemaForm {...schemaForm} label={replaces ? `New version of the ${noun}` : `New ${noun}`}>
      {replaces && <NewVersionNotice name={replaces.name} id={replaces.id} noun={noun} />}
      {children}
      {replaces && (
        <DeactivateOldChoice
          name={replaces.name}
          noun={noun}
          checked={create.deactivateOld}
          onChange={create.setDeactivateOld}
        />
      )}
      <SubmitRow
        label={replaces ? 'Create the new version' : `Create ${noun}`}
        busy={create.pending}
        busyLabel="Creating…"
        busyStatus={`Creating the ${noun}…`}
        waiting={waiting}
      />
    </SchemaForm>
  );
}
