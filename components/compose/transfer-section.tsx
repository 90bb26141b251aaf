'use client';

import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AmountField } from '@/components/forms/amount-field';
import { CountryField } from '@/components/forms/country-field';
import { CurrencyField } from '@/components/forms/currency-field';
import { Fieldset, TextField } from '@/components/forms/form-kit';
import { ListSelectField } from '@/components/forms/list-select-field';
import { carries, requires, type ComposerValues } from '@/lib/desk/composer/values';
import {
  defaultCurrencyOf,
  relationshipList,
  remittancePurposeList,
  sourceOfFundsList,
} from '@/lib/reference/remittance-lists';
import type { TransactionType } from '@/lib/schemas/transaction';

function RadioChoice<T extends string>({
  name,
  legend,
  options,
}: {
  name: 'quoteRequest.amountType' | 'quoteRequest.payoutInstrument';
  legend: string;
  options: readonly { value: T; label: string }[];
}) {
  const { register } = useFormContext<ComposerValues>();
  return (
    <fieldset>
      <legend className="block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="inline-flex items-center gap-2 text-sm text-slate-800">
            <input type="radio" value={option.value} className="h-4 w-4 accent-brand-600" {...register(name)} />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const AMOUNT_SIDES = [
  { value: 'RECEIVE', label: 'What they receive' },
  { value: 'SEND', label: 'What you send' },
];
const PAYOUT_INSTRUMENTS = [
  { value: 'BANK_ACCOUNT', label: 'Bank account' },
  { value: 'WALLET', label: 'Mobile wallet' },
];

/** Fills the payout currency from the receiving country when none was chosen yet. */
function useDefaultPayoutCurrency() {
  const { control, getValues, setValue } = useFormContext<ComposerValues>();
  const country = useWatch({ control, name: 'internationalTransferInformation.receivingCountry' });
  useEffect(() => {
    const currency = country ? defaultCurrencyOf(country) : undefined;
    if (currency && !getValues('currency')) setValue('currency', currency, { shouldDirty: true });
  }, [country, getValues, setValue]);
}

/** Corridor and amount (what the quote is asked for), and the international transfer information. */
export function TransferSection({ type }: { type: TransactionType }) {
  const { control } = useFormContext<ComposerValues>();
  const [amountType, payin, payout] = useWatch({
    control,
    name: ['quoteRequest.amountType', 'payinCcyCode', 'currency'],
  });
  useDefaultPayoutCurrency();
  return (
    <Fieldset
      legend="Corridor and amount"
      description="Where the money goes and how much; the quote fixes the other amount, the rate and the fees."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <CountryField name="internationalTransferInformation.receivingCountry" label="Receiving country" />
        <CurrencyField name="currency" label="Payout currency" hint="What the recipient receives." />
        <CurrencyField name="payinCcyCode" label="Pay-in currency" hint="What your balance is debited in." />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <RadioChoice name="quoteRequest.amountType" legend="The amount is" options={AMOUNT_SIDES} />
        <AmountField
          name="quoteRequest.requestAmount"
          label={amountType === 'SEND' ? 'Amount you send' : 'Amount they receive'}
          currency={amountType === 'SEND' ? payin : payout}
        />
        <RadioChoice name="quoteRequest.payoutInstrument" legend="Paid out to" options={PAYOUT_INSTRUMENTS} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <ListSelectField
          name="internationalTransferInformation.remittancePurpose"
          label="Remittance purpose"
          list={remittancePurposeList}
        />
        <ListSelectField
          name="internationalTransferInformation.sourceOfFunds"
          label="Source of funds"
          list={sourceOfFundsList}
        />
        {carries(type, 'relationshipSender') && (
          <ListSelectField
            name="internationalTransferInformation.relationshipSender"
            label={
              requires(type, 'relationshipSender')
                ? 'Recipient’s relationship to the sender'
                : 'Recipient’s relationship to the sender (optional)'
            }
            list={relationshipList}
          />
        )}
        <div className="sm:col-span-3">
          <TextField
            name="descriptionText"
            label="Description (optional)"
            hint="Shown to the recipient where the corridor allows, e.g. an invoice number."
            autoComplete="off"
          />
        </div>
      </div>
    </Fieldset>
  );
}
