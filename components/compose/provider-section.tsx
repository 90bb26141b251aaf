'use client';

import { Fieldset, TextField } from '@/components/forms/form-kit';
import { ListSelectField } from '@/components/forms/list-select-field';
import { carries, requires } from '@/lib/desk/composer/values';
import { paymentModeList, paymentOptionList } from '@/lib/reference/remittance-lists';
import type { TransactionType } from '@/lib/schemas/transaction';

/** The business-only fields (provider, payment mode and option, partner codes) and kidNumber where the type has it. */
export function ProviderSection({ type }: { type: TransactionType }) {
  const optional = !requires(type, 'businessFields');
  const label = (text: string) => (optional ? `${text} (optional)` : text);
  return (
    <Fieldset
      legend="Provider and partners"
      description={
        optional
          ? 'Optional for person-to-person: send them where the corridor needs them.'
          : 'The payout provider, how it pays out, and the partner codes of the business corridor.'
      }
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          name="provider"
          label={label('Provider code')}
          hint="The payout provider, e.g. 23401."
          autoComplete="off"
        />
        <ListSelectField name="paymentMode" label={label('Payment mode')} list={paymentModeList} />
        <ListSelectField name="paymentOption" label={label('Payment option')} list={paymentOptionList} />
        <TextField name="authenticationPartnerCode" label={label('Authentication partner code')} autoComplete="off" />
        <TextField name="sendingPartnerCode" label={label('Sending partner code')} autoComplete="off" />
        <TextField name="receivingPartnerCode" label={label('Receiving partner code')} autoComplete="off" />
        {carries(type, 'kidNumber') && (
          <TextField
            name="kidNumber"
            label="KID number"
            hint="The invoice or customer reference the recipient business issued."
            autoComplete="off"
          />
        )}
      </div>
    </Fieldset>
  );
}
