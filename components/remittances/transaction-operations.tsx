'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorId, Field, hintId, inputClasses } from '@/components/ui/field';
import { cancelTransactionAction, requestReversalAction } from '@/lib/desk/actions/transaction-ops';
import {
  OPERATION_WORDS,
  operationsFor,
  REASON_MAX,
  type TransactionOperation,
} from '@/lib/desk/remittances/operations';

const ACTIONS = { cancel: cancelTransactionAction, reversal: requestReversalAction } as const;

/**
 * "Cancel" (before payout) and "Request reversal" (once paid out) for a transaction, offered by the
 * status the page shows now: each asks first, with the reason, in a dialog, then runs its audited
 * action; the result is said below the buttons and `onDone` has the status read again.
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
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string }>();
  const [busy, startTransition] = useTransition();
  const operations = operationsFor('transaction', status);
  if (operations.length === 0 && !message) return null;

  const close = () => {
    setAsking(undefined);
    setReasonError(undefined);
  };
  const confirm = (operation: TransactionOperation) => {
    if (!reason.trim()) {
      setReasonError('Give a reason: it is kept with the transaction.');
      return;
    }
    startTransition(async () => {
      const result = await ACTIONS[operation]({ reference, reason });
      if (!result.ok && result.fieldErrors?.reason) {
        setReasonError(`The reason ${result.fieldErrors.reason}.`);
        return;
      }
      close();
      setReason('');
      setMessage(
        result.ok
          ? { tone: 'success', text: result.data.words }
          : { tone: 'error', text: result.formError ?? 'That could not be done.' },
      );
      onDone();
      router.refresh();
    });
  };

  const fieldId = `operation-reason-${reference}`;
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
                setMessage(undefined);
                setAsking(operation);
              }}
            >
              {OPERATION_WORDS[operation].button}
            </Button>
          ))}
        </div>
      )}
      {asking && (
        <ConfirmDialog
          open
          onClose={close}
          title={OPERATION_WORDS[asking].question}
          confirmLabel={OPERATION_WORDS[asking].confirm}
          cancelLabel="Keep it"
          busy={busy}
          busyLabel="Sending…"
          onConfirm={() => confirm(asking)}
        >
          <p>{OPERATION_WORDS[asking].explanation}</p>
          <Field
            id={fieldId}
            label="Reason"
            hint={`Kept with the transaction; up to ${REASON_MAX} characters.`}
            error={reasonError}
          >
            <textarea
              id={fieldId}
              className={inputClasses}
              rows={2}
              maxLength={REASON_MAX}
              required
              value={reason}
              aria-invalid={!!reasonError}
              aria-describedby={reasonError ? errorId(fieldId) : hintId(fieldId)}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
        </ConfirmDialog>
      )}
      <div aria-live="polite">{message && <Alert tone={message.tone} title={message.text} />}</div>
    </div>
  );
}
