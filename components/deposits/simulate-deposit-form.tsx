'use client';

import { useActionState, useEffect, useRef } from 'react';
import { simulateDepositAction } from '@/lib/desk/actions/deposits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';

interface SimulateState {
  tone: 'success' | 'error';
  text: string;
  fieldErrors?: Record<string, string>;
  /** What was typed, shown again after a refusal (a successful credit empties the form). */
  amount?: string;
  reference?: string;
}

/** What the instruction receives: money in a currency, or a digital asset on a network. */
export type DepositTarget =
  { currency: string } | { asset: 'USDT' | 'USDC' | 'XRP'; network: string; networkLabel: string };

/**
 * Sandbox control: pretend a payer paid into this instruction, crediting the balance (a digital
 * asset is credited to the currency it settles into). A plain form (two fields): the action checks
 * them with the API's schema and the answer lands at the field.
 */
export function SimulateDepositForm({ target }: { target: DepositTarget }) {
  const unit = 'currency' in target ? target.currency : target.asset;
  const amountInput = useRef<HTMLInputElement>(null);
  const [state, simulate, pending] = useActionState(
    async (_previous: SimulateState | undefined, form: FormData): Promise<SimulateState> => {
      const amount = String(form.get('amount') ?? '').trim();
      const reference = String(form.get('reference') ?? '').trim();
      const what =
        'currency' in target ? { currency: target.currency } : { asset: target.asset, network: target.network };
      const result = await simulateDepositAction({ ...what, amount, reference: reference || undefined });
      if (result.ok) {
        const { credited, balance, received } = result.data;
        const arrived =
          received && 'asset' in target
            ? `Received ${received.amount} ${received.asset} on ${target.networkLabel}, at ${received.rate} ${balance.currency} per ${received.asset}. `
            : '';
        return {
          tone: 'success',
          text: `${arrived}Credited ${credited} ${balance.currency}. Available now: ${balance.availableBalance} ${balance.currency}.`,
        };
      }
      return {
        tone: 'error',
        text: result.formError ?? 'Check the highlighted fields.',
        fieldErrors: result.fieldErrors,
        amount,
        reference,
      };
    },
    undefined,
  );
  const errors = state?.fieldErrors ?? {};

  useEffect(() => {
    if (state?.fieldErrors?.amount) amountInput.current?.focus();
  }, [state]);

  return (
    <form action={simulate} noValidate className="space-y-4" aria-label="Simulate an incoming deposit">
      {state && <Alert tone={state.tone}>{state.text}</Alert>}
      <div className="grid gap-4 sm:grid-cols-[1fr_2fr_auto] sm:items-start">
        <InputField
          ref={amountInput}
          id="sim-amount"
          label={`Amount (${unit})`}
          error={errors.amount}
          name="amount"
          inputMode="decimal"
          defaultValue={state?.amount ?? ''}
        />
        <InputField
          id="sim-reference"
          label={'currency' in target ? "Payer's reference (optional)" : 'Transaction hash or note (optional)'}
          error={errors.reference}
          name="reference"
          defaultValue={state?.reference ?? ''}
        />
        <div className="sm:pt-6">
          <Button type="submit" disabled={pending}>
            {pending ? 'Crediting…' : 'Simulate deposit'}
          </Button>
        </div>
      </div>
    </form>
  );
}
