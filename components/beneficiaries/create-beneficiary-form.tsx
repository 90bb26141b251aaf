'use client';

import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { createBeneficiaryAction, createBeneficiaryVersionAction } from '@/lib/desk/actions/beneficiaries';
import { CountryField } from '@/components/forms/country-field';
import { CurrencyField } from '@/components/forms/currency-field';
import {
  blankToUndefined,
  dropIfBlank,
  Fieldset,
  GroupError,
  ID_TYPE_OPTIONS,
  SelectField,
  TextField,
  type Option,
} from '@/components/forms/form-kit';
import { requestSchema } from '@/components/forms/lazy-load';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import type { createBeneficiaryRequestSchema } from '@/lib/schemas/beneficiary';
import { LOCAL_CLEARING_SCHEMES, type LocalClearingScheme } from '@/lib/schemas/local-clearing';
import { PartyCreateForm, usePartyCreate } from '@/components/payers/party-create-form';

type BeneficiaryRequestInput = z.input<typeof createBeneficiaryRequestSchema>;

/** What the form holds: every control a string; blanks and blank optional blocks are dropped on submit. */
export interface BeneficiaryFormValues {
  requestId: string;
  paymentChannelType: 'SWIFT' | 'LOCAL';
  countryCode: string;
  accountType: 'INDIVIDUAL' | 'BUSINESS';
  beneficiary: {
    name: string;
    address: string;
    city: string;
    countryCode: string;
    nationality: string;
    idType: string;
    idNumber: string;
  };
  bankAccount: {
    currency: string;
    bankName: string;
    accountNumber: string;
    iban: string;
    swiftCode: string;
    routingNumber: string;
  };
  intermediaryBank: { bankName: string; swiftCode: string; accountNumber: string };
  localClearing: { scheme: string; code: string };
}

const SCHEMES = Object.keys(LOCAL_CLEARING_SCHEMES) as LocalClearingScheme[];
const SCHEME_OPTIONS: readonly Option[] = SCHEMES.map((s) => ({
  value: s,
  label: `${s.replace(/_/g, ' ')} (${LOCAL_CLEARING_SCHEMES[s].currency})`,
}));
const CHANNEL_OPTIONS: readonly Option[] = [
  { value: 'SWIFT', label: 'SWIFT (international wire)' },
  { value: 'LOCAL', label: 'Local clearing' },
];
const ACCOUNT_HOLDER_OPTIONS: readonly Option[] = [
  { value: 'INDIVIDUAL', label: 'Individual' },
  { value: 'BUSINESS', label: 'Business' },
];
const blankIntermediary = () => ({ bankName: '', swiftCode: '', accountNumber: '' });

/** The request the values stand for: blanks absent; an intermediary bank or local clearing left blank is absent (LOCAL must name its clearing). */
function toRequest(values: BeneficiaryFormValues, withIntermediary: boolean): BeneficiaryRequestInput {
  const request = blankToUndefined(values) as BeneficiaryRequestInput;
  return {
    ...request,
    intermediaryBank: withIntermediary ? request.intermediaryBank : undefined,
    localClearing: values.paymentChannelType === 'LOCAL' ? request.localClearing : dropIfBlank(request.localClearing),
  };
}

/** The beneficiary a new version replaces (the API cannot change one): who it is and its details. */
export interface ReplacedBeneficiary {
  id: string;
  /** Its name as the role may see it. */
  name: string;
  values: BeneficiaryFormValues;
}

interface BeneficiaryFormContext {
  withIntermediary: boolean;
}

/** Checks what would be sent with the shared schema (loaded on first focus); errors land on the form's own paths. */
const schema = requestSchema<BeneficiaryFormValues, BeneficiaryFormContext, BeneficiaryRequestInput>(
  () => import('./beneficiary-validation').then((m) => m.beneficiarySchemaResolver),
  (values, context) => toRequest(values, context?.withIntermediary ?? false),
);

/**
 * Create a beneficiary. `requestId` and `idempotencyKey` are fixed per form instance: a doubled submit
 * creates one. With `replaces`, the form is a new version of that beneficiary: prefilled from it, and
 * the old one deactivated once the new one exists unless the person unticks it.
 */
export function CreateBeneficiaryForm({
  requestId,
  idempotencyKey,
  replaces,
}: {
  requestId: string;
  idempotencyKey: string;
  replaces?: ReplacedBeneficiary;
}) {
  const [withIntermediary, setWithIntermediary] = useState(!!replaces?.values.intermediaryBank.bankName);
  const schemaForm = useSchemaForm(schema, {
    context: { withIntermediary },
    defaultValues: replaces
      ? { ...replaces.values, requestId }
      : {
          requestId,
          paymentChannelType: 'SWIFT',
          countryCode: '',
          accountType: 'INDIVIDUAL',
          beneficiary: { name: '', address: '', city: '', countryCode: '', nationality: '', idType: '', idNumber: '' },
          bankAccount: { currency: '', bankName: '', accountNumber: '', iban: '', swiftCode: '', routingNumber: '' },
          intermediaryBank: blankIntermediary(),
          localClearing: { scheme: '', code: '' },
        },
  });
  const { form } = schemaForm;
  const [channel, scheme] = useWatch({ control: form.control, name: ['paymentChannelType', 'localClearing.scheme'] });
  const schemeInfo = LOCAL_CLEARING_SCHEMES[scheme as LocalClearingScheme] as
    (typeof LOCAL_CLEARING_SCHEMES)[LocalClearingScheme] | undefined;

  const party = usePartyCreate(schemaForm, {
    noun: 'beneficiary',
    replaces,
    key: idempotencyKey,
    create: createBeneficiaryAction,
    createVersion: createBeneficiaryVersionAction,
  });

  return (
    <PartyCreateForm party={party}>
      <Fieldset
        legend="Payment route"
        description="How the money reaches the account: SWIFT, or a local clearing system of the payout country."
      >
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField name="paymentChannelType" label="Payment channel" options={CHANNEL_OPTIONS} />
          <CountryField name="countryCode" label="Payout country" />
          <SelectField name="accountType" label="Account holder" options={ACCOUNT_HOLDER_OPTIONS} />
        </div>
      </Fieldset>

      <Fieldset legend="Beneficiary" description="The account holder, as the bank knows them.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="beneficiary.name" label="Beneficiary name" autoComplete="off" />
          <TextField name="beneficiary.address" label="Street address" autoComplete="off" />
          <TextField name="beneficiary.city" label="Beneficiary city" autoComplete="off" />
          <CountryField name="beneficiary.countryCode" label="Beneficiary country" />
          <CountryField name="beneficiary.nationality" label="Nationality (optional)" />
          <div className="hidden sm:block" />
          <SelectField
            name="beneficiary.idType"
            label="Beneficiary ID type (optional)"
            options={ID_TYPE_OPTIONS}
            placeholder="Not given"
          />
          <TextField name="beneficiary.idNumber" label="Beneficiary ID number (optional)" autoComplete="off" />
        </div>
      </Fieldset>

      <Fieldset legend="Bank account" description="An account number, an IBAN, or both.">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="bankAccount.bankName" label="Bank name" autoComplete="off" />
          <CurrencyField name="bankAccount.currency" label="Account currency" />
          <TextField
            name="bankAccount.accountNumber"
            label="Account number"
            hint="Not needed when an IBAN is given."
            autoComplete="off"
          />
          <TextField
            name="bankAccount.iban"
            label="IBAN (optional)"
            placeholder="DE89 3704 0044 0532 0130 00"
            autoComplete="off"
          />
          <TextField
            name="bankAccount.swiftCode"
            label={channel === 'SWIFT' ? 'SWIFT code (BIC)' : 'SWIFT code (BIC, optional)'}
            placeholder="DEUTDEFF"
            autoComplete="off"
          />
          <TextField name="bankAccount.routingNumber" label="Routing number (optional)" autoComplete="off" />
        </div>
      </Fieldset>

      <Fieldset
        legend="Intermediary bank"
        description="Only when the beneficiary's bank receives SWIFT payments through a correspondent."
        actions={
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
            <input
              type="checkbox"
              className="size-4 rounded border-slate-300"
              checked={withIntermediary}
              onChange={(event) => {
                setWithIntermediary(event.target.checked);
                if (!event.target.checked) {
                  form.setValue('intermediaryBank', blankIntermediary());
                  form.clearErrors('intermediaryBank');
                }
              }}
            />
            Add an intermediary bank
          </label>
        }
      >
        {withIntermediary ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField name="intermediaryBank.bankName" label="Intermediary bank name" autoComplete="off" />
            <TextField name="intermediaryBank.swiftCode" label="Intermediary SWIFT code (BIC)" autoComplete="off" />
            <TextField
              name="intermediaryBank.accountNumber"
              label="Intermediary account number (optional)"
              autoComplete="off"
            />
          </div>
        ) : (
          <p className="text-sm text-slate-500">None.</p>
        )}
      </Fieldset>

      <Fieldset
        legend="Local clearing"
        description={
          channel === 'LOCAL'
            ? 'Required for the local channel: the clearing system and the bank code it routes on.'
            : 'Optional for SWIFT: the clearing system and bank code, when known.'
        }
      >
        <GroupError name="localClearing" />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="localClearing.scheme"
            label="Clearing scheme"
            options={SCHEME_OPTIONS}
            placeholder={channel === 'LOCAL' ? 'Choose a scheme' : 'None'}
          />
          <TextField
            name="localClearing.code"
            label="Clearing code"
            hint={schemeInfo ? `${schemeInfo.code.charAt(0).toUpperCase()}${schemeInfo.code.slice(1)}.` : undefined}
            autoComplete="off"
          />
        </div>
      </Fieldset>
    </PartyCreateForm>
  );
}
