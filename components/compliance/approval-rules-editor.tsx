'use client';

import { useState, useTransition } from 'react';
import { useFieldArray } from 'react-hook-form';
import { SubmitRow } from '@/components/forms/form-kit';
import { requestSchema } from '@/components/forms/lazy-load';
import { SchemaForm } from '@/components/forms/schema-form';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { saveApprovalRulesAction } from '@/lib/desk/actions/approval-rules';
import type { ApprovalRule } from '@/lib/compliance/types';
import { ApprovalRuleFields } from './approval-rules-fields';
import {
  blankRule,
  splitRefusal,
  toFormValues,
  toRequest,
  type ApprovalRulesFormValues,
  type ApprovalRulesRequest,
} from './approval-rules-form-values';

/** The largest rule set the schema takes (lib/compliance/rules/schema.ts), without loading it. */
const MAX_RULES = 50;

/** Checks what would be sent with the shared schema, loaded on first focus. */
const schema = requestSchema<ApprovalRulesFormValues, unknown, ApprovalRulesRequest>(
  () => import('./approval-rules-validation').then((m) => m.approvalRulesResolver),
  toRequest,
);

/**
 * The approval rules editor (admins): add, change and remove rules, then propose them as a new
 * version (in force once another admin confirms it). Proposing over a version someone else replaced
 * meanwhile, or while another proposal waits, is refused, naming it.
 */
export function ApprovalRulesEditor({ rules, version }: { rules: ApprovalRule[]; version: number }) {
  const { form, formError, setFormError, applyServerResult, submit, formProps } = useSchemaForm(schema, {
    defaultValues: toFormValues(rules, version),
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'rules' });
  const [pending, startTransition] = useTransition();
  const [savedAs, setSavedAs] = useState<number>();

  const onSubmit = submit((request) => {
    setSavedAs(undefined);
    startTransition(async () => {
      const result = await saveApprovalRulesAction(request);
      if (result.ok) {
        // The form now stands for the saved version: the next save is based on it.
        form.reset({ ...form.getValues(), basedOnVersion: result.data.version });
        setSavedAs(result.data.version);
        return;
      }
      const { formError: message, fieldErrors } = splitRefusal(result);
      const placed = applyServerResult(
        { fieldErrors },
        { withFieldErrors: 'Check the highlighted fields.', fallback: 'The rules could not be saved.' },
      );
      if (message) setFormError(placed > 0 ? `${message} Check the highlighted fields too.` : message);
    });
  });

  return (
    <SchemaForm form={form} formProps={formProps} formError={formError} onSubmit={onSubmit} label="Approval rules">
      {savedAs !== undefined && (
        <Alert tone="success">Proposed as version {savedAs}. It is in force once another admin confirms it.</Alert>
      )}
      {fields.length === 0 && (
        <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500">
          No rules: remittances are sent at once unless the checks or the screening find something.
        </p>
      )}
      {fields.map((field, index) => {
        const label = `Rule ${index + 1}`;
        return (
          <fieldset key={field.id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
            <legend className="sr-only">{label}</legend>
            <div className="mb-4 flex items-start justify-between gap-4">
              <h2 aria-hidden className="text-base font-semibold text-slate-900">
                {label}
              </h2>
              <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`Remove rule ${index + 1}`}>
                Remove rule
              </Button>
            </div>
            <ApprovalRuleFields index={index} label={label} />
          </fieldset>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Button variant="secondary" onClick={() => append(blankRule())} disabled={fields.length >= MAX_RULES}>
          Add rule
        </Button>
        <SubmitRow
          label="Propose as a new version"
          busy={pending}
          busyLabel="Proposing…"
          busyStatus="Proposing the rules as a new version."
        />
      </div>
    </SchemaForm>
  );
}
