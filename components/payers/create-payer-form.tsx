'use client';

import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { createPayerRequestSchema } from '@/lib/schemas/payer';
import { createPayerAction, createPayerVersionAction, startPayerDocumentUpload } from '@/lib/desk/actions/payers';
import { DocumentUpload, documentTypesChosen, type UploadedDocument } from '@/components/files/document-upload';
import { isCitable } from '@/lib/desk/files/accept';
import { documentTypeName, PAYER_DOCUMENT_TYPES } from '@/lib/desk/files/document-types';
import { Button } from '@/components/ui/button';
import { isCompanyPayerType, PAYER_TYPE_LABELS, PAYER_TYPES, type PayerType } from '@/lib/schemas/payer-types';
import { CountryField } from '@/components/forms/country-field';
import { DateField } from '@/components/forms/date-field';
import {
  blankToUndefined,
  fieldMessage,
  Fieldset,
  ID_TYPE_OPTIONS,
  SelectField,
  TextField,
} from '@/components/forms/form-kit';
import { requestSchema } from '@/components/forms/lazy-load';
import { RepeatedGroup } from '@/components/forms/repeated-group';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { PartyCreateForm, usePartyCreate } from '@/components/payers/party-create-form';

type PayerRequestInput = z.input<typeof createPayerRequestSchema>;

interface AddressValues {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** What the form holds: every control a string; blanks and the blocks a type does not carry are dropped on submit. */
export interface PayerFormValues {
  requestId: string;
  payerType: PayerType;
  payer: { name: string; enName: string; phone: string };
  identity: { type: string; number: string; issuedDate: string; expirationDate: string };
  address: AddressValues;
  company: { brNumber: string; registrationDate: string; expiryDate: string; registrationAddress: AddressValues };
  directors: { name: string; idNo: string; idExpiration: string }[];
  ubos: { name: string; idType: string; idNo: string }[];
  /** Set from the document upload: the files that may be cited, with their type. */
  documents: { fileId: string; type: string }[];
}

/** A document of the payer this form is a new version of, cited again unless removed. */
export interface KeptDocument {
  fileId: string;
  type: string;
  /** Its file name and processing status in words, as the payer's page shows them. */
  description: string;
}

/** The payer a new version replaces (the API cannot change a payer): who it is and what to keep. */
export interface ReplacedPayer {
  id: string;
  /** Its name as the role may see it. */
  name: string;
  values: PayerFormValues;
  documents: KeptDocument[];
}
const blankAddress = (): AddressValues => ({ line1: '', line2: '', city: '', state: '', postalCode: '', country: '' });
const blankDirector = () => ({ name: '', idNo: '', idExpiration: '' });
const blankUbo = () => ({ name: '', idType: '', idNo: '' });

/** The request the form's values stand for: blanks absent; an individual sends no company, directors or UBOs. */
function toRequest(values: PayerFormValues): PayerRequestInput {
  const request = blankToUndefined(values) as PayerRequestInput;
  if (!isCompanyPayerType(values.payerType)) {
    const { company: _company, directors: _directors, ubos: _ubos, ...individual } = request;
    return individual;
  }
  return request;
}

/** Checks what would be sent with the shared schema (loaded on first focus); errors land on the form's own paths. */
const schema = requestSchema<PayerFormValues, unknown, PayerRequestInput>(
  () => import('./payer-validation').then((m) => m.payerSchemaResolver),
  toRequest,
);

function AddressFields({
  prefix,
  labelPrefix,
}: {
  prefix: 'address' | 'company.registrationAddress';
  labelPrefix?: string;
}) {
  const label = (own: string, prefixed: string) => (labelPrefix ? `${labelPrefix} ${prefixed}` : own);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name={`${prefix}.line1`} label={label('Address line 1', 'line 1')} autoComplete="off" />
      <TextField
        name={`${prefix}.line2`}
        label={label('Address line 2 (optional)', 'line 2 (optional)')}
        autoComplete="off"
      />
      <TextField name={`${prefix}.city`} label={label('City', 'city')} autoComplete="off" />
      <TextField
        name={`${prefix}.state`}
        label={label('State or region (optional)', 'state or region (optional)')}
        autoComplete="off"
      />
      <TextField
        name={`${prefix}.postalCode`}
        label={label('Postal code (optional)', 'postal code (optional)')}
        autoComplete="off"
      />
      <CountryField name={`${prefix}.country`} label={label('Country', 'country')} />
    </div>
  );
}

function DirectorsGroup() {
  return (
    <RepeatedGroup
      name="directors"
      legend="Directors"
      description="Everyone on the board; at least one."
      noun="director"
      emptyText="No directors yet."
      blank={blankDirector}
      columns="sm:grid-cols-[2fr_1.5fr_1fr_auto]"
    >
      {(index, who) => (
        <>
          <TextField name={`directors.${index}.name`} label={`${who}: full name`} />
          <TextField name={`directors.${index}.idNo`} label={`${who}: ID number`} />
          <DateField name={`directors.${index}.idExpiration`} label={`${who}: ID expires on`} />
        </>
      )}
    </RepeatedGroup>
  );
}

function UbosGroup() {
  return (
    <RepeatedGroup
      name="ubos"
      legend="Ultimate beneficial owners"
      description="Every person who ultimately owns or controls the company; at least one."
      noun="owner"
      emptyText="No owners yet."
      blank={blankUbo}
      columns="sm:grid-cols-[2fr_1fr_1.5fr_auto]"
    >
      {(index, who) => (
        <>
          <TextField name={`ubos.${index}.name`} label={`${who}: full name`} />
          <SelectField
            name={`ubos.${index}.idType`}
            label={`${who}: ID type`}
            options={ID_TYPE_OPTIONS}
            placeholder="Choose"
          />
          <TextField name={`ubos.${index}.idNo`} label={`${who}: ID number`} />
        </>
      )}
    </RepeatedGroup>
  );
}

/**
 * Create an original payer. `requestId` and `idempotencyKey` are fixed for this form instance,
 * so a doubled submit (or a retry after a lost answer) creates one payer. With `replaces`, the form
 * is a new version of that payer: prefilled from it, its documents cited again, and the old one
 * deactivated once the new one exists unless the person unticks it.
 */
export function CreatePayerForm({
  requestId,
  idempotencyKey,
  replaces,
}: {
  requestId: string;
  idempotencyKey: string;
  replaces?: ReplacedPayer;
}) {
  const schemaForm = useSchemaForm(schema, {
    defaultValues: replaces
      ? { ...replaces.values, requestId }
      : {
          requestId,
          payerType: 'INDIVIDUAL',
          payer: { name: '', enName: '', phone: '' },
          identity: { type: '', number: '', issuedDate: '', expirationDate: '' },
          address: blankAddress(),
          company: { brNumber: '', registrationDate: '', expiryDate: '', registrationAddress: blankAddress() },
          directors: [blankDirector()],
          ubos: [blankUbo()],
          documents: [],
        },
  });
  const { form } = schemaForm;
  const [uploading, setUploading] = useState(false);
  const [typesMissing, setTypesMissing] = useState(false);
  const [kept, setKept] = useState<KeptDocument[]>(replaces?.documents ?? []);
  const [uploaded, setUploaded] = useState<{ fileId: string; type: string }[]>([]);

  const cite = (keptNow: KeptDocument[], uploadedNow: { fileId: string; type: string }[]) =>
    form.setValue('documents', [...keptNow.map(({ fileId, type }) => ({ fileId, type })), ...uploadedNow]);

  function onDocuments(documents: UploadedDocument[]) {
    setUploading(documents.some((d) => d.busy));
    setTypesMissing(!documentTypesChosen(documents));
    const citable = documents
      .filter((d) => d.fileId && d.status && isCitable(d.status))
      .map((d) => ({ fileId: d.fileId!, type: d.documentType }));
    setUploaded(citable);
    cite(kept, citable);
  }
  function dropKept(fileId: string) {
    const next = kept.filter((d) => d.fileId !== fileId);
    setKept(next);
    cite(next, uploaded);
  }
  const payerType = useWatch({ control: form.control, name: 'payerType' });
  const isCompany = isCompanyPayerType(payerType);

  const party = usePartyCreate(schemaForm, {
    noun: 'payer',
    replaces,
    key: idempotencyKey,
    create: createPayerAction,
    createVersion: createPayerVersionAction,
  });
  const waiting = uploading
    ? 'Waiting for the documents to finish uploading…'
    : typesMissing
      ? 'Choose the type of each document first.'
      : undefined;

  return (
    <PartyCreateForm party={party} waiting={waiting}>
      <Fieldset legend="Payer" description="The person or business that sends the money.">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="payerType"
            label="Payer type"
            options={PAYER_TYPES.map((t) => ({ value: t, label: PAYER_TYPE_LABELS[t] }))}
          />
          <div className="hidden sm:block" />
          <TextField name="payer.name" label={isCompany ? 'Registered name' : 'Full name'} autoComplete="off" />
          <TextField
            name="payer.enName"
            label="Name in Latin script"
            hint="As it appears on screening lists and SWIFT messages."
            autoComplete="off"
          />
          <TextField
            name="payer.phone"
            type="tel"
            label="Phone"
            placeholder="+6591234567"
            hint="International format, with the country code."
            autoComplete="off"
          />
        </div>
      </Fieldset>

      <Fieldset
        legend="Identity"
        description={
          isCompany
            ? 'The identity document of the person acting for the company.'
            : 'An identity document of the payer.'
        }
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="identity.type"
            label="ID type"
            options={ID_TYPE_OPTIONS}
            placeholder="Choose a document type"
          />
          <TextField name="identity.number" label="ID number" autoComplete="off" />
          <DateField name="identity.issuedDate" label="Issued on" />
          <DateField name="identity.expirationDate" label="Expires on" />
        </div>
      </Fieldset>

      <Fieldset legend="Address" description={isCompany ? 'Where the company operates.' : 'Where the payer lives.'}>
        <AddressFields prefix="address" />
      </Fieldset>

      {isCompany && (
        <>
          <Fieldset legend="Company" description="As on the business registration certificate.">
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField name="company.brNumber" label="Business registration number" autoComplete="off" />
              <DateField name="company.registrationDate" label="Registered on" />
              <DateField name="company.expiryDate" label="Registration expires on" />
            </div>
            <AddressFields prefix="company.registrationAddress" labelPrefix="Registered address" />
          </Fieldset>
          <DirectorsGroup />
          <UbosGroup />
        </>
      )}

      <Fieldset legend="Documents" description="Identity or registration documents of the payer (optional).">
        {kept.length > 0 && (
          <ul
            className="divide-y divide-slate-100 rounded-md border border-slate-200"
            aria-label="Documents kept from the previous version"
          >
            {kept.map((d) => (
              <li key={d.fileId} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 text-sm">
                <span className="min-w-0 flex-1">
                  <span className="font-medium text-slate-900">{documentTypeName(d.type)}</span>
                  <span className="block text-xs text-slate-500">{d.description}</span>
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => dropKept(d.fileId)}
                  aria-label={`Do not keep ${documentTypeName(d.type)} (${d.description})`}
                >
                  Do not keep
                </Button>
              </li>
            ))}
          </ul>
        )}
        <DocumentUpload
          id="f-documents"
          label="Add documents"
          hint="PDF, PNG or JPEG, up to 10 MB each; choose each one's type. Rejected files are not attached."
          error={fieldMessage(
            form.formState.errors.documents?.message ?? form.formState.errors.documents?.root?.message,
          )}
          startUpload={startPayerDocumentUpload}
          onChange={onDocuments}
          documentTypes={PAYER_DOCUMENT_TYPES}
        />
      </Fieldset>
    </PartyCreateForm>
  );
}
