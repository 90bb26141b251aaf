'use client';

import { useTransition } from 'react';
import { SubmitRow, TextField } from '@/components/forms/form-kit';
import { requestSchema } from '@/components/forms/lazy-load';
import { SchemaForm } from '@/components/forms/schema-form';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { acceptInvitationAction, choosePasswordAction } from '@/lib/desk/actions/password';
import { PASSWORD_MIN } from '@/lib/desk/users/limits';
import type { ChoosePasswordInput } from '@/lib/desk/users/schema';

type PasswordValues = { password: string; confirmation: string };

const schema = requestSchema<PasswordValues, unknown, ChoosePasswordInput>(
  () => import('./user-validation').then((m) => m.choosePasswordResolver),
  (values) => values,
);

/**
 * A person chooses their own password, typed twice: after signing in with a one-time password, or
 * (with `token`) through an invitation link. On success the action goes on to the desk.
 */
export function PasswordForm({ token }: { token?: string }) {
  const { form, formError, applyServerResult, submit, formProps } = useSchemaForm(schema, {
    defaultValues: { password: '', confirmation: '' },
  });
  const [pending, startTransition] = useTransition();
  const onSubmit = submit((values) =>
    startTransition(async () => {
      const result = token ? await acceptInvitationAction({ ...values, token }) : await choosePasswordAction(values);
      if (result && !result.ok) applyServerResult(result, { fallback: 'The password was not saved. Try again.' });
    }),
  );
  return (
    <SchemaForm
      form={form}
      formProps={formProps}
      formError={formError}
      onSubmit={onSubmit}
      label="Choose your password"
    >
      <TextField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters.`}
      />
      <TextField name="confirmation" label="The same password again" type="password" autoComplete="new-password" />
      <SubmitRow label="Save my password" busy={pending} busyLabel="Saving…" busyStatus="Saving your password" />
    </SchemaForm>
  );
}
