'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useRegisteredControl } from '@/components/forms/form-kit';
import { Field, inputClasses } from '@/components/ui/field';
import type { PaymentFormValues } from '@/lib/desk/payments/compose-form';
import { displayAmount } from '@/lib/reference/money-format';
import { decimalsOf } from '@/lib/reference/money';

export interface DebitBalance {
  currency: string;
  /** Decimal string, as the API answers it. */
  available: string;
}

export interface CurrencyChoice {
  code: string;
  name: string;
}

const decimalsHint = (currency: string) => {
  const places = decimalsOf(currency);
  return places === 0 ? `${currency} has no decimals.` : `${currency} takes up to ${places} decimals.`;
};

/** Debit currency (a balance you hold), payout currency, and the one amount on the side you fix. */
export function AmountFields({
  balances,
  payoutCurrencies,
}: {
  balances: DebitBalance[];
  payoutCurrencies: CurrencyChoice[];
}) {
  const { register } = useFormContext<PaymentFormValues>();
  const [debitCurrency, payoutCurrency, fixedSide] = useWatch<
    PaymentFormValues,
    ['debitCurrency', 'payoutCurrency', 'fixedSide']
  >({ name: ['debitCurrency', 'payoutCurrency', 'fixedSide'] });
  const balance = balances.find((b) => b.currency === debitCurrency);
  const fixedCurrency = fixedSide === 'SELL' ? debitCurrency : payoutCurrency;
  // Their aria-describedby names only the error, as before: the hints are not passed.
  const debit = useRegisteredControl('debitCurrency');
  const payout = useRegisteredControl('payoutCurrency');
  const amount = useRegisteredControl('amount');

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={debit.id}
          label="Debit from balance"
          error={debit.error}
          hint={
            balance ? (
              <span data-testid="available-balance">
                Available: {displayAmount(balance.available, balance.currency)} {balance.currency}
              </span>
            ) : balances.length === 0 ? (
              'No balances yet: fund one through a deposit instruction.'
            ) : undefined
          }
        >
          <select {...debit.control}>
            <option value="">Choose a balance</option>
            {balances.map((b) => (
              <option key={b.currency} value={b.currency}>
                {b.currency} — {displayAmount(b.available, b.currency)} available
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={payout.id}
          label="Payout currency"
          error={payout.error}
          hint="What the beneficiary's account receives."
        >
          <select {...payout.control}>
            <option value="">Choose a currency</option>
            {payoutCurrencies.map((c) => (
              <option key={c.code} value={c.code}>
                {c.code} — {c.name}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">The amount is what</legend>
        <div className="mt-1 inline-flex rounded-md ring-1 ring-slate-300" data-testid="fixed-side">
          {(
            [
              ['SELL', 'I send'],
              ['BUY', 'They receive'],
            ] as const
          ).map(([value, label]) => (
            <label
              key={value}
              className="cursor-pointer px-3 py-1.5 text-sm first:rounded-l-md last:rounded-r-md has-[:checked]:bg-brand-600 has-[:checked]:text-on-accent has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600/40"
            >
              <input type="radio" value={value} className="sr-only" {...register('fixedSide')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>

      <Field
        id={amount.id}
        label={`Amount${fixedCurrency ? ` in ${fixedCurrency}` : ''} (${fixedSide === 'SELL' ? 'debited from your balance' : 'paid out to the beneficiary'})`}
        error={amount.error}
        hint={fixedCurrency ? decimalsHint(fixedCurrency) : 'Choose the currencies first.'}
      >
        <div className="relative max-w-xs">
          <input
            inputMode="decimal"
            autoComplete="off"
            placeholder="1000.00"
            {...amount.control}
            className={`${inputClasses} pr-14 font-mono tabular-nums`}
          />
          <span
            aria-hidden
            className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-slate-500"
          >
            {fixedCurrency}
          </span>
        </div>
      </Field>
    </div>
  );
}
