'use client';

import { useFieldArray } from 'react-hook-form';
import { CountryField } from '@/components/forms/country-field';
import { DateField } from '@/components/forms/date-field';
import { Fieldset, GroupError, TextField } from '@/components/forms/form-kit';
import { ListSelectField } from '@/components/forms/list-select-field';
import { PhoneField } from '@/components/forms/phone-field';
import { Button } from '@/components/ui/button';
import { blankIdDocument, type ComposerValues } from '@/lib/desk/composer/values';
import { contactNumberTypeList, genderList, idDocumentTypeList } from '@/lib/reference/remittance-lists';

type Side = 'sender' | 'recipient';
const PREFIX = { sender: 'senderKyc', recipient: 'recipientKyc' } as const;

/** "(optional)" where the interface lets the field be left out for this side. */
const opt = (side: Side, required: boolean, label: string) =>
  side === 'sender' && required ? label : `${label} (optional)`;

function IdDocuments({ side }: { side: Side }) {
  const prefix = PREFIX[side];
  const { fields, append, remove } = useFieldArray<ComposerValues, `${typeof prefix}.idDocument`>({
    name: `${prefix}.idDocument`,
  });
  const who = side === 'sender' ? 'Sender' : 'Recipient';
  return (
    <div className="space-y-3">
      <div className="flex items-center justify-between gap-4">
        <h3 className="text-sm font-semibold text-slate-800">ID documents</h3>
        <Button variant="secondary" size="sm" onClick={() => append(blankIdDocument())} disabled={fields.length >= 10}>
          Add ID document
        </Button>
      </div>
      <GroupError name={`${prefix}.idDocument`} />
      {fields.length === 0 && (
        <p className="text-sm text-slate-500">
          {side === 'sender' ? 'At least one is required.' : 'None given (optional for a recipient).'}
        </p>
      )}
      {fields.map((field, index) => {
        const base = `${prefix}.idDocument.${index}`;
        const n = `${who} ID ${index + 1}`;
        return (
          <div
            key={field.id}
            className="grid gap-4 rounded-md border border-slate-100 bg-slate-50/60 p-4 sm:grid-cols-3"
          >
            <ListSelectField name={`${base}.idType`} label={`${n}: type`} list={idDocumentTypeList} />
            <TextField name={`${base}.idNumber`} label={`${n}: number`} autoComplete="off" />
            <CountryField name={`${base}.issuerCountry`} label={`${n}: issuing country (optional)`} />
            <DateField name={`${base}.issueDate`} label={`${n}: issued on (optional)`} />
            <DateField
              name={`${base}.expiryDate`}
              label={side === 'sender' ? `${n}: expires on` : `${n}: expires on (optional)`}
            />
            <div className="sm:pt-6">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => remove(index)}
                aria-label={`Remove ${n.toLowerCase()}`}
                disabled={side === 'sender' && fields.length === 1}
              >
                Remove
              </Button>
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** The individual KYC block (the wire's senderKyc or recipientKyc): name, identity, contact, documents, address. */
export function IndividualKycSection({ side }: { side: Side }) {
  const p = PREFIX[side];
  const title = side === 'sender' ? 'Individual sender' : 'Individual recipient';
  return (
    <Fieldset
      legend={title}
      description={
        side === 'sender'
          ? 'The person who sends the money, at least 18 years old, as on their ID document.'
          : 'The person who receives the money; only the name is required.'
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField name={`${p}.subjectName.title`} label="Title (optional)" placeholder="Ms." autoComplete="off" />
        <TextField name={`${p}.subjectName.firstName`} label="First name" autoComplete="off" />
        <TextField name={`${p}.subjectName.middleName`} label="Middle name (optional)" autoComplete="off" />
        <TextField name={`${p}.subjectName.lastName`} label="Last name" autoComplete="off" />
        <TextField
          name={`${p}.subjectName.fullName`}
          label="Full name"
          hint="As on the ID document."
          autoComplete="off"
        />
        <ListSelectField name={`${p}.gender`} label="Gender (optional)" list={genderList} />
        <CountryField name={`${p}.nationality`} label={opt(side, true, 'Nationality')} />
        <DateField name={`${p}.dateOfBirth`} label={opt(side, true, 'Date of birth')} />
        <CountryField name={`${p}.countryOfBirth`} label="Country of birth (optional)" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="sm:col-span-2">
          <PhoneField
            countryName={`${p}.primaryContactCountryCode`}
            numberName={`${p}.primaryContactNo`}
            label="Contact number (optional)"
            optional
          />
        </div>
        <ListSelectField
          name={`${p}.primaryContactNoType`}
          label="Contact number type (optional)"
          list={contactNumberTypeList}
        />
        <TextField name={`${p}.emailAddress`} label="E-mail (optional)" autoComplete="off" />
      </div>
      <IdDocuments side={side} />
      <h3 className="text-sm font-semibold text-slate-800">
        Postal address{side === 'recipient' ? ' (optional)' : ''}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name={`${p}.postalAddress.addressLine1`}
          label={opt(side, true, 'Address line 1')}
          autoComplete="off"
        />
        <TextField name={`${p}.postalAddress.addressLine2`} label="Address line 2 (optional)" autoComplete="off" />
        <TextField name={`${p}.postalAddress.addressLine3`} label="Address line 3 (optional)" autoComplete="off" />
        <TextField name={`${p}.postalAddress.city`} label={opt(side, true, 'City')} autoComplete="off" />
        <TextField name={`${p}.postalAddress.stateProvince`} label="State or province (optional)" autoComplete="off" />
        <TextField name={`${p}.postalAddress.postalCode`} label="Postal code (optional)" autoComplete="off" />
        <CountryField name={`${p}.postalAddress.country`} label={opt(side, true, 'Country')} />
        <TextField name={`${p}.postalAddress.cityOfBirth`} label="City of birth (optional)" autoComplete="off" />
      </div>
    </Fieldset>
  );
}
