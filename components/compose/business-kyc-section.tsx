'use client';

import { CountryField } from '@/components/forms/country-field';
import { DateField } from '@/components/forms/date-field';
import { Fieldset, TextField } from '@/components/forms/form-kit';
import { ListSelectField } from '@/components/forms/list-select-field';
import { contactNumberTypeList } from '@/lib/reference/remittance-lists';
import {
  BUSINESS_RECIPIENT_FIELDS,
  BUSINESS_RECIPIENT_OPTIONAL,
  BUSINESS_SENDER_FIELDS,
  BUSINESS_SENDER_OPTIONAL,
} from '@/lib/schemas/business-kyc-fields';

type Kind = 'text' | 'country' | 'date' | 'tel' | 'email' | 'contactType';

/** Every business field of the interface, with what it means to a person and the control that fits it. */
const FIELD_SPECS: Readonly<Record<string, { label: string; kind: Kind; hint?: string }>> = {
  businessName: { label: 'Business name', kind: 'text' },
  businessPINCode: { label: 'PIN code', kind: 'text' },
  businessAddress1: { label: 'Address line 1', kind: 'text' },
  businessAddress2: { label: 'Address line 2', kind: 'text' },
  businessAddressCity: { label: 'City', kind: 'text' },
  businessAddressState: { label: 'State', kind: 'text' },
  businessAddressCountryCode: { label: 'Address country', kind: 'country' },
  businessAddressZip: { label: 'ZIP / postal code', kind: 'text' },
  businessPrimaryContactCountryCode: { label: 'Contact country', kind: 'country' },
  businessPrimaryContactNo: { label: 'Contact number', kind: 'tel', hint: 'Digits, optionally with + and spaces.' },
  businessPrimaryContactNoType: { label: 'Contact number type', kind: 'contactType' },
  businessDescription: { label: 'Description of the business', kind: 'text' },
  businessEmail: { label: 'E-mail', kind: 'email' },
  businessCountryCode: { label: 'Country of registration', kind: 'country' },
  businessRegistrationType: { label: 'Registration type', kind: 'text', hint: 'e.g. Private Limited Company' },
  businessRegistrationNumber: { label: 'Registration number', kind: 'text' },
  businessRegistrationIssuedBy: { label: 'Registration issued by', kind: 'text' },
  businessRegistrationIssuedAt: { label: 'Registration issued at (place)', kind: 'text' },
  businessRegistrationIssueDate: { label: 'Registered on', kind: 'date' },
  businessIDValidThru: { label: 'Registration valid through', kind: 'date' },
  typeofbusiness: { label: 'Type of business', kind: 'text' },
  businessPObox: { label: 'P.O. box', kind: 'text' },
  businessMobile: { label: 'Mobile number', kind: 'tel' },
};

/** Which fields are optional: the interface's table, held equal to the shared schema by kyc.test.ts. */
const SIDES = {
  sender: {
    prefix: 'business.senderKyc',
    fields: BUSINESS_SENDER_FIELDS as readonly string[],
    optional: BUSINESS_SENDER_OPTIONAL as ReadonlySet<string>,
    legend: 'Business sender',
    description: 'business.senderKyc — the company that sends.',
  },
  recipient: {
    prefix: 'business.recepientKyc',
    fields: BUSINESS_RECIPIENT_FIELDS as readonly string[],
    optional: BUSINESS_RECIPIENT_OPTIONAL as ReadonlySet<string>,
    legend: 'Business recipient',
    description: 'business.recepientKyc (so spelled on the wire) — the company that receives.',
  },
} as const;

function BusinessField({ name, field, optional }: { name: string; field: string; optional: boolean }) {
  const spec = FIELD_SPECS[field] ?? { label: field, kind: 'text' as const };
  const label = optional ? `${spec.label} (optional)` : spec.label;
  switch (spec.kind) {
    case 'country':
      return <CountryField name={name} label={label} hint={spec.hint} />;
    case 'date':
      return <DateField name={name} label={label} hint={spec.hint} />;
    case 'contactType':
      return <ListSelectField name={name} label={label} list={contactNumberTypeList} />;
    case 'tel':
      return <TextField name={name} label={label} hint={spec.hint} type="tel" inputMode="tel" autoComplete="off" />;
    default:
      return <TextField name={name} label={label} hint={spec.hint} autoComplete="off" />;
  }
}

/** A business KYC block: the sender's 12 fields or the recipient's 23, as the interface lists them. */
export function BusinessKycSection({ side }: { side: 'sender' | 'recipient' }) {
  const { prefix, fields, optional, legend, description } = SIDES[side];
  return (
    <Fieldset legend={legend} description={description}>
      <div className="grid gap-4 sm:grid-cols-3">
        {fields.map((field) => (
          <BusinessField key={field} name={`${prefix}.${field}`} field={field} optional={optional.has(field)} />
        ))}
      </div>
    </Fieldset>
  );
}
