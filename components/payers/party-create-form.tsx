'use client';

import { useState, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/form-kit';
import { SchemaForm, useCreateAction } from '@/components/forms/schema-form';
import type { useSchemaForm } from '@/components/forms/use-schema-form';
import type { ActionResult } from '@/lib/desk/action-result';
import { DeactivateOldChoice, NewVersionNotice } from './deactivate-party';

type Result = Promise<ActionResult<unknown> | undefined>;

/**
 * A payer's or beneficiary's create, run with the form's Idempotency-Key; with `replaces`, its new
 * version instead, which deactivates the old one once the new one exists unless the person unticks
 * it (`deactivateOld`). Answers what PartyCreateForm draws.
 */
export function usePartyCreate<V extends FieldValues, C, T>(
  { form, formError, formProps, submit, applyServerResult }: ReturnType<typeof useSchemaForm<V, C, T>>,
  {
    noun,
    replaces,
    key,
    create,
    createVersion,
  }: {
    noun: 'payer' | 'beneficiary';
    replaces?: { id: string; name: string };
    key: string;
    create: (input: { key: string; request: T }) => Result;
    createVersion: (input: { key: string; request: T; replaces: string; deactivateOld: boolean }) => Result;
  },
) {
  const [deactivateOld, setDeactivateOld] = useState(true);
  const action = replaces
    ? (input: { key: string; request: T }) => createVersion({ ...input, replaces: replaces.id, deactivateOld })
    : create;
  const { pending, run } = useCreateAction(action, { key, noun, applyServerResult });
  const onSubmit = submit(run);
  return { noun, replaces, form, formError, formProps, onSubmit, pending, deactivateOld, setDeactivateOld };
}

/**
 * The frame of a payer's or beneficiary's form: named "New payer" (or "New version of the payer"),
 * the notice that a new version is a new record, the fields, the choice to deactivate the old one,
 * and the submit row.
 */
export function PartyCreateForm<V extends FieldValues, C, T>({
  party: { noun, replaces, form, formError, formProps, onSubmit, pending, deactivateOld, setDeactivateOld },
  waiting,
  children,
}: {
  party: ReturnType<typeof usePartyCreate<V, C, T>>;
  /** Why the form cannot be sent yet (documents still uploading). */
  waiting?: string;
  children: ReactNode;
}) {
  return (
    <SchemaForm
      form={form}
      formProps={formProps}
      formError={formError}
      onSubmit={onSubmit}
      label={replaces ? `New version of the ${noun}` : `New ${noun}`}
    >
      {replaces && <NewVersionNotice name={replaces.name} id={replaces.id} noun={noun} />}
      {children}
      {replaces && (
        <DeactivateOldChoice name={replaces.name} noun={noun} checked={deactivateOld} onChange={setDeactivateOld} />
      )}
      <SubmitRow
        label={replaces ? 'Create the new version' : `Create ${noun}`}
        busy={pending}
        busyLabel="Creating…"
        busyStatus={`Creating the ${noun}…`}
        waiting={waiting}
      />
    </SchemaForm>
  );
}
