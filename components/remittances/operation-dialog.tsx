'use client';

import { useState, useTransition } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorId, Field, hintId, inputClasses } from '@/components/ui/field';
import { cancelTransactionAction, requestReversalAction } from '@/lib/desk/actions/transaction-ops';
import { OPERATION_WORDS, REASON_MAX, type TransactionOperation } from '@/lib/desk/remittances/operations';

const ACTIONS = { cancel: cancelTransactionAction, reversal: requestReversalAction } as const;

/** What an operation came to, for the page to say: what was done, or why not. */
export interface OperationOutcome {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The question before a cancel or a reversal, with the reason it needs (kept with the transaction),
 * then the audited action. Loaded on the first click (lazy-operation-dialog.tsx).
 */
export function OperationDialog({
  reference,
  operation,
  onClose,
  onDone,
}: {
  reference: string;
  operation: TransactionOperation;
  onClose: () => void;
  onDone: (outcome: OperationOutcome) => void;
}) {
  const words = OPERATION_WORDS[operation];
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [busy, startTransition] = useTransition();
  const confirm = () => {
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
      onDone(
        result.ok
          ? { tone: 'success', text: result.data.words }
          : { tone: 'error', text: result.formError ?? 'That could not be done.' },
      );
    });
  };
  const fieldId = `operation-reason-${reference}`;
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={words.question}
      confirmLabel={words.confirm}
      cancelLabel="Keep it"
      busy={busy}
      busyLabel="Sending…"
      onConfirm={confirm}
    >
      <p>{words.explanation}</p>
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
  );
}
