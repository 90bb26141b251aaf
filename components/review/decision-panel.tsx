'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  approveRemittanceAction,
  rejectRemittanceAction,
  returnRemittanceAction,
  sendApprovedAction,
} from '@/lib/desk/actions/review';

type Choice = 'return' | 'reject';

/**
 * Approve, return to the maker or reject. The approve button is absent, with the reason shown,
 * when this person may not approve (maker-checker); the server refuses it either way.
 */
export function DecisionPanel({
  reference,
  round,
  status,
  approveBlocker,
  approvals,
}: {
  reference: string;
  /** The round shown: every decision names it, and is refused once the maker resubmitted. */
  round: number;
  status: string;
  approveBlocker?: string;
  approvals: { given: number; required: number };
}) {
  const [choice, setChoice] = useState<Choice>();
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ tone: 'error' | 'success' | 'warning'; text: string }>();
  const [pending, start] = useTransition();
  const router = useRouter();
  /** A refusal may mean the remittance moved on (a new round, another reviewer): show it as it is now. */
  const refused = (text: string) => {
    setMessage({ tone: 'error', text });
    router.refresh();
  };

  const approve = () =>
    start(async () => {
      setMessage(undefined);
      const result = await approveRemittanceAction({ reference, round });
      if (!result.ok) return refused(result.formError ?? 'It could not be approved.');
      const outcome = result.data;
      if (outcome.state === 'waiting')
        return setMessage({
          tone: 'success',
          text: `Approved: ${outcome.given} of ${outcome.required} approvals. It waits for one more, from someone else.`,
        });
      if (outcome.kind === 'sent')
        return setMessage({
          tone: 'success',
          text: `Approved and sent.${outcome.move ? ` It was sent on a fresh quote: ${outcome.move.sentence}` : ''}`,
        });
      if (outcome.kind === 'returned')
        return setMessage({ tone: 'warning', text: `Sent back to the maker. ${outcome.move.sentence}` });
      setMessage({ tone: 'error', text: `Approved, but not sent. ${outcome.message}` });
    });

  const sendAgain = () =>
    start(async () => {
      const result = await sendApprovedAction({ reference });
      if (!result.ok) return refused(result.formError ?? 'It could not be sent.');
      setMessage(
        result.data.kind === 'sent'
          ? { tone: 'success', text: 'Sent.' }
          : { tone: 'error', text: result.data.kind === 'failed' ? result.data.message : result.data.move.sentence },
      );
    });

  const decide = () =>
    start(async () => {
      const action = choice === 'reject' ? rejectRemittanceAction : returnRemittanceAction;
      const result = await action({ reference, round, reason: reason.trim() });
      if (!result.ok)
        return result.fieldErrors?.reason
          ? setMessage({ tone: 'error', text: `The reason ${result.fieldErrors.reason}.` })
          : refused(result.formError ?? 'Not saved.');
      setMessage({ tone: 'success', text: choice === 'reject' ? 'Rejected.' : 'Returned to the maker.' });
      setChoice(undefined);
      setReason('');
    });

  return (
    <div className="space-y-3">
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {status === 'in_review' && (
        <>
          <p className="text-sm text-slate-600">
            Approvals: {approvals.given} of {approvals.required}.
          </p>
          <div className="flex flex-wrap items-center gap-3">
            {!approveBlocker && (
              <Button onClick={approve} disabled={pending}>
                {pending && !choice ? 'Approving…' : 'Approve'}
              </Button>
            )}
            <Button variant="secondary" onClick={() => setChoice('return')} disabled={pending}>
              Return to maker
            </Button>
            <Button variant="danger" onClick={() => setChoice('reject')} disabled={pending}>
              Reject
            </Button>
          </div>
          {approveBlocker && (
            <p className="text-sm text-slate-600" data-testid="approve-blocked">
              You cannot approve this remittance. {approveBlocker}
            </p>
          )}
        </>
      )}
      {status === 'approved' && (
        <Button onClick={sendAgain} disabled={pending}>
          {pending ? 'Sending…' : 'Send again'}
        </Button>
      )}
      {choice && (
        <div className="space-y-2 rounded-md border border-slate-200 p-3">
          <label className="block text-sm">
            <span className="font-medium text-slate-800">
              {choice === 'reject' ? 'Why it is rejected (the maker reads this)' : 'What the maker should do'}
            </span>
            <textarea
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              rows={3}
              maxLength={500}
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </label>
          <div className="flex gap-3">
            <Button variant={choice === 'reject' ? 'danger' : 'primary'} onClick={decide} disabled={pending}>
              {choice === 'reject' ? 'Reject remittance' : 'Return to maker'}
            </Button>
            <Button variant="ghost" onClick={() => setChoice(undefined)} disabled={pending}>
              Cancel
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
