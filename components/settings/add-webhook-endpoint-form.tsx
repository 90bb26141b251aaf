'use client';

import { useState, useTransition } from 'react';
import { SelectField, SubmitRow, TextField, type Option } from '@/components/forms/form-kit';
import { requestSchema } from '@/components/forms/lazy-load';
import { SchemaForm } from '@/components/forms/schema-form';
import { creationWords } from '@/components/forms/server-errors';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Alert } from '@/components/ui/alert';
import { CopyButton } from '@/components/ui/copy-button';
import { addWebhookEndpointAction } from '@/lib/desk/actions/webhook-secrets';
import type { AddedEndpoint } from '@/lib/desk/settings/webhooks';
import { WEBHOOK_EVENT_TYPES } from '@/lib/schemas/webhook-events';
import type { WebhookEndpointRequest } from '@/lib/schemas/webhook';

type EndpointValues = { url: string; description: string; events: string };

/** The events an endpoint receives, by what a receiver is for. */
const EVENT_CHOICES: readonly (Option & { types: readonly string[] })[] = [
  { value: 'all', label: 'Every event', types: ['*'] },
  ...(['transaction', 'payment', 'file'] as const).map((kind) => ({
    value: kind,
    label: { transaction: 'Remittance transactions', payment: 'FX payments', file: 'Files' }[kind],
    types: WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith(`${kind}.`)),
  })),
];
const BLANK: EndpointValues = { url: '', description: '', events: 'all' };

const toRequest = (values: EndpointValues): WebhookEndpointRequest => ({
  url: values.url.trim(),
  description: values.description.trim() || undefined,
  eventTypes: [
    ...(EVENT_CHOICES.find((choice) => choice.value === values.events)?.types ?? ['*']),
  ] as WebhookEndpointRequest['eventTypes'],
});

const schema = requestSchema<EndpointValues, unknown, WebhookEndpointRequest>(
  () => import('./webhook-endpoint-validation').then((m) => m.webhookEndpointResolver),
  toRequest,
);

/** Registers another receiver of the API's webhooks (an ERP, a data warehouse); its secret is shown once. */
export function AddWebhookEndpointForm() {
  const { form, formError, applyServerResult, submit, formProps } = useSchemaForm(schema, { defaultValues: BLANK });
  // One key per endpoint being added: a double submit registers it once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [added, setAdded] = useState<AddedEndpoint>();
  const [pending, startTransition] = useTransition();

  const onSubmit = submit((request) =>
    startTransition(async () => {
      setAdded(undefined);
      const result = await addWebhookEndpointAction({ key, request });
      if (!result.ok) return void applyServerResult(result, creationWords('endpoint'));
      setAdded(result.data);
      setKey(crypto.randomUUID());
      form.reset(BLANK);
    }),
  );

  return (
    <div className="space-y-4">
      {added && (
        <Alert tone="success" title="Endpoint added">
          <p>
            The API now sends its webhooks to <span className="break-all font-mono">{added.url}</span>, signed with this
            secret. Configure the receiver with it; it is shown only now.
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <code data-testid="endpoint-secret" className="break-all font-mono">
              {added.secret}
            </code>
            <CopyButton value={added.secret} label="the signing secret" />
          </div>
        </Alert>
      )}
      <SchemaForm form={form} formProps={formProps} formError={formError} onSubmit={onSubmit} label="Add an endpoint">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            name="url"
            label="Receiver address"
            autoComplete="off"
            hint="Where the API posts its webhooks, such as https://erp.example.com/corridor/webhooks"
          />
          <TextField name="description" label="Description (optional)" autoComplete="off" />
          <SelectField name="events" label="Events" options={EVENT_CHOICES} />
        </div>
        <SubmitRow label="Add endpoint" busy={pending} busyLabel="Adding…" busyStatus="Registering the endpoint" />
      </SchemaForm>
    </div>
  );
}
