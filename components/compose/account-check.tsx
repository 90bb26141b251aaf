'use client';

import { useState, useTransition } from 'react';
import { useFormContext } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { checkAccountAction } from '@/lib/desk/actions/transaction-ops';
import { partyNames } from '@/lib/desk/composer/names';
import type { ComposerValues } from '@/lib/desk/composer/values';

/** The account the credit party names: a bank account number or IBAN (with the receiving country), else a wallet. */
function accountOf(values: ComposerValues) {
  const valueOf = (key: string) => values.creditParty.find((row) => row.key === key)?.value.replace(/\s+/g, '') || '';
  const accountId = valueOf('bankaccountno') || valueOf('accountIBAN');
  const country = values.internationalTransferInformation.receivingCountry;
  return accountId ? { accountId, country } : { msisdn: valueOf('msisdn') || undefined };
}

/**
 * "Check account" beside the credit party: asks the payments API whether the account exists and
 * whose it is, and how the holder's name compares with the recipient's (exact, close, no match).
 * Reads the form when pressed; nothing is saved.
 */
export function AccountCheck() {
  const { getValues } = useFormContext<ComposerValues>();
  const [result, setResult] = useState<{ tone: 'success' | 'warning' | 'error'; text: string }>();
  const [checking, startTransition] = useTransition();

  const check = () =>
    startTransition(async () => {
      const values = getValues();
      const answer = await checkAccountAction({
        ...accountOf(values),
        name: partyNames(values).recipient || undefined,
      });
      setResult(
        answer.ok
          ? { tone: answer.data.tone, text: answer.data.words }
          : {
              tone: 'error',
              text:
                answer.formError ?? Object.values(answer.fieldErrors ?? {})[0] ?? 'The account could not be checked.',
            },
      );
    });

  return (
    <div className="space-y-2">
      <Button variant="secondary" size="sm" onClick={check} disabled={checking}>
        {checking ? 'Checking…' : 'Check account'}
      </Button>
      <div aria-live="polite" data-testid="account-check-result">
        {result && <Alert tone={result.tone} title={result.text} />}
      </div>
    </div>
  );
}
