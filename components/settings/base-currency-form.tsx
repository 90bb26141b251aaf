'use client';

import { useId, useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { saveBaseCurrencyAction } from '@/lib/desk/actions/general-settings';

/** The merchant's base currency: approval rules' thresholds are compared in it. */
export function BaseCurrencyForm({
  currencies,
  current,
}: {
  currencies: readonly { value: string; label: string }[];
  current: string;
}) {
  const id = useId();
  const [currency, setCurrency] = useState(current);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [pending, startTransition] = useTransition();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    startTransition(async () => {
      const result = await saveBaseCurrencyAction({ currency }).catch(() => undefined);
      if (result?.ok) setOutcome({ ok: true, message: `Saved. Approval rules now compare amounts in ${currency}.` });
      else {
        const field = result?.fieldErrors?.currency;
        setOutcome({
          ok: false,
          message: result?.formError ?? (field ? `The base currency ${field}.` : 'Not saved. Try again.'),
        });
      }
    });
  }

  return (
    <form onSubmit={save} className="max-w-xl space-y-4" aria-label="Base currency">
      {outcome && (
        <Alert tone={outcome.ok ? 'success' : 'error'} title={outcome.ok ? 'Base currency saved' : 'Not saved'}>
          {outcome.message}
        </Alert>
      )}
      <LabelledSelect
        id={`${id}-currency`}
        label="Base currency"
        options={currencies}
        value={currency}
        onChange={(event) => setCurrency(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Approval rules compare every remittance in this currency: an amount in another is converted at its quote&rsquo;s
        rate, unless a rule names a threshold for that currency. A remittance that cannot be converted is held for
        review.
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
