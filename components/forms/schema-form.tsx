'use client';

import { useTransition, type FormHTMLAttributes, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import type { ActionResult } from '@/lib/desk/action-result';
import { creationWords } from './server-errors';
import type { useSchemaForm } from './use-schema-form';

type SchemaFormState = ReturnType<typeof useSchemaForm>;

/**
 * The <form> of a useSchemaForm form: its react-hook-form context, `formProps`, the accessible
 * name, and the message above the fields when the form as a whole was refused.
 */
export function SchemaForm<V extends FieldValues, C, T>({
  form,
  formProps,
  formError,
  onSubmit,
  label,
  children,
}: {
  form: UseFormReturn<V, C, T>;
  formProps: SchemaFormState['formProps'];
  formError: string | undefined;
  onSubmit: FormHTMLAttributes<HTMLFormElement>['onSubmit'];
  label: string;
  children: ReactNode;
}) {
  return (
    <FormProvider {...form}>
      <form {...formProps} onSubmit={onSubmit} className="space-y-6" aria-label={label}>
        {formError && <Alert tone="error">{formError}</Alert>}
        {children}
      </form>
    </FormProvider>
  );
}

/**
 * Runs a party's create action with the form's Idempotency-Key in a transition. On success the
 * action redirects to the list, so only a refusal comes back; it is set back on the form, in the
 * words of `creationWords(noun)`.
 */
export function useCreateAction<R>(
  create: (input: { key: string; request: R }) => Promise<ActionResult<unknown> | undefined>,
  { key, noun, applyServerResult }: { key: string; noun: string } & Pick<SchemaFormState, 'applyServerResult'>,
) {
  const [pending, startTransition] = useTransition();
  const run = (request: R) =>
    startTransition(async () => {
      const result = await create({ key, request });
      if (result && !result.ok) applyServerResult(result, creationWords(noun));
    });
  return { pending, run };
}
