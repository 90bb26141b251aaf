'use client';

import { useState, useTransition } from 'react';
import { SelectField, SubmitRow, TextField, type Option } from '@/components/forms/form-kit';
import { requestSchema } from '@/components/forms/lazy-load';
import { SchemaForm } from '@/components/forms/schema-form';
import { creationWords } from '@/components/forms/server-errors';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { AccessNotice } from './access-notice';
import { ROLE_LABELS, ROLES } from '@/lib/auth/roles';
import { createUserAction } from '@/lib/desk/actions/users';
import type { CreatedUserAnswer } from '@/lib/desk/users/actions';
import type { CreateUserInput, Credential } from '@/lib/desk/users/schema';

type CreateUserValues = { name: string; email: string; role: string; credential: string };

const ROLE_OPTIONS: readonly Option[] = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const CREDENTIAL_OPTIONS: readonly { value: Credential; label: string }[] = [
  { value: 'one-time-password', label: 'One-time password (shown once)' },
  { value: 'invitation', label: 'Invitation link (valid 72 hours)' },
];
const BLANK: CreateUserValues = { name: '', email: '', role: 'operator', credential: 'one-time-password' };

const schema = requestSchema<CreateUserValues, unknown, CreateUserInput>(
  () => import('./user-validation').then((m) => m.createUserResolver),
  (values) => values,
);

/** Adds a person to the desk; what lets them in is shown here once, and never again. */
export function CreateUserForm({ zone }: { zone: string }) {
  const { form, formError, applyServerResult, submit, formProps } = useSchemaForm(schema, { defaultValues: BLANK });
  const [created, setCreated] = useState<{ name: string; email: string; answer: CreatedUserAnswer }>();
  const [pending, startTransition] = useTransition();

  const onSubmit = submit((request) =>
    startTransition(async () => {
      setCreated(undefined);
      const result = await createUserAction(request);
      if (!result.ok) return void applyServerResult(result, creationWords('account'));
      setCreated({ name: request.name, email: request.email, answer: result.data });
      form.reset(BLANK);
    }),
  );

  return (
    <div className="space-y-4">
      {created && <AccessNotice {...created} zone={zone} />}
      <SchemaForm form={form} formProps={formProps} formError={formError} onSubmit={onSubmit} label="Add a person">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField name="name" label="Name" autoComplete="off" />
          <TextField name="email" label="E-mail" type="email" autoComplete="off" />
          <SelectField name="role" label="Role" options={ROLE_OPTIONS} />
          <SelectField
            name="credential"
            label="How they get in"
            options={CREDENTIAL_OPTIONS}
            hint="Either way, they choose their own password the first time they come in."
          />
        </div>
        <SubmitRow label="Add person" busy={pending} busyLabel="Adding…" busyStatus="Creating the account" />
      </SchemaForm>
    </div>
  );
}
