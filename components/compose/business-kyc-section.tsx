'use client';

import { CountryField } from '@/components/forms/country-field';
import { DateField } from '@/components/forms/date-field';
import { Fieldset, TextField } from '@/components/forms/form-kit';
import { ListSelectField } from '@/components/forms/list-select-field';
import { BUSINESS_FIELD_LABELS } from '@/lib/desk/words/labels';
import { contactNumberTypeList } from '@/lib/reference/remittance-lists';
import {
  BUSINESS_RECIPIENT_FIELDS,
  BUSINESS_RECIPIENT_OPTIONAL,
  BUSINESS_SENDER_FIELDS,
  BUSINESS_SENDER_OPTIONAL,
} from '@/lib/schemas/business-kyc-fields';

type Kind = 'text' | 'country' | 'date' | 'tel' | 'email' | 'contactType';

/** The control that fits each business field (text unless named); the labels are the desk's words. */
const FIELD_KINDS: Readonly<Record<string, { kind: Kind; hint?: string }>> = {
  businessAddressCountryCode: { kind: 'country' },
  businessPrimaryContactCountryCode: { kind: 'country' },
  businessPrimaryContactNo: { kind: 'tel', hint: 'Digits, optionally with + and spaces.' },
  businessPrimaryContactNoType: { kind: 'contactType' },
  businessEmail: { kind: 'email' },
  businessCountryCode: { kind: 'country' },
  businessRegistrationType: { kind: 'text', hint: 'e.g. Private Limited Company' },
  businessRegistrationIssueDate: { kind: 'date' },
  businessIDValidThru: { kind: 'date' },
  businessMobile: { kind: 'tel' },
};

/** Which fields are optional: the interface's table, held equal to the shared schema by kyc.test.ts. */
const SIDES = {
  sender: {
    prefix: 'business.senderKyc',
    fields: BUSINESS_SENDER_FIELDS as readonly string[],
    optional: BUSINESS_SENDER_OPTIONAL as ReadonlySet<string>,
    legend: 'Business sender',
    description: 'The company that sends the money, as registered.',
  },
  recipient: {
    prefix: 'business.recepientKyc',
    fields: BUSINESS_RECIPIENT_FIELDS as readonly string[],
    optional: BUSINESS_RECIPIENT_OPTIONAL as ReadonlySet<string>,
    legend: 'Business recipient',
    description: 'The company that receives the money; only its name and country are required.',
  },
} as const;

function BusinessField({ name, field, optional }: { name: string; field: string; optional: boolean }) {
  const spec = { kind: 'text' as Kind, ...FIELD_KINDS[field], label: BUSINESS_FIELD_LABELS[field] ?? 'Detail' };
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
