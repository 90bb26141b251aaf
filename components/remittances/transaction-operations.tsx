'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { OPERATION_BUTTONS, operationsFor, type TransactionOperation } from '@/lib/desk/remittances/operations';
import { LazyOperationDialog } from './lazy-operation-dialog';
import type { OperationOutcome } from './operation-dialog';

/**
 * "Cancel" (before payout) and "Request reversal" (once paid out) for a transaction, offered by the
 * status the page shows now: each asks first, with the reason, in a dialog (loaded on the first
 * click), then runs its audited action; the outcome is said below the buttons and `onDone` has the
 * status read again at once.
 */
export function TransactionOperations({
  reference,
  status,
  onDone,
}: {
  reference: string;
  /** The status as the page shows it now (it follows the live status). */
  status: string;
  onDone: () => void;
}) {
  const router = useRouter();
  const [asking, setAsking] = useState<TransactionOperation>();
  const [outcome, setOutcome] = useState<OperationOutcome>();
  const operations = operationsFor('transaction', status);
  if (operations.length === 0 && !outcome) return null;
  return (
    <div className="space-y-2 print:hidden" data-testid="transaction-operations">
      {operations.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {operations.map((operation) => (
            <Button
              key={operation}
              variant={operation === 'cancel' ? 'danger' : 'secondary'}
              size="sm"
              onClick={() => {
                setOutcome(undefined);
                setAsking(operation);
              }}
            >
              {OPERATION_BUTTONS[operation]}
            </Button>
          ))}
        </div>
      )}
      {asking && (
        <LazyOperationDialog
          reference={reference}
          operation={asking}
          onClose={() => setAsking(undefined)}
          onDone={(done) => {
            setAsking(undefined);
            setOutcome(done);
            onDone();
            router.refresh();
          }}
        />
      )}
      <div aria-live="polite">{outcome && <Alert tone={outcome.tone} title={outcome.text} />}</div>
    </div>
  );
}
