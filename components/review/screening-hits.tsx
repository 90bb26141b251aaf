'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { confirmScreeningHitAction, dismissScreeningHitAction } from '@/lib/desk/actions/review';
import type { ScreeningHit } from '@/lib/compliance/types';

const ROLE_WORDS: Record<ScreeningHit['subject']['role'], string> = {
  sender: 'Sender',
  recipient: 'Recipient',
  'business-sender': 'Sending business',
  'business-recipient': 'Receiving business',
  director: 'Director',
  ubo: 'Beneficial owner',
};

/** Each screening hit explains itself: the aligned name parts and their scores, and what lowered it. */
export function ScreeningHits({
  reference,
  round,
  hits,
  canDecide,
  dismissersRequired,
  names,
}: {
  reference: string;
  /** The round shown: a dismissal or confirmation names it. */
  round: number;
  hits: ScreeningHit[];
  canDecide: boolean;
  /** How many different people dismiss one hit (the rules may ask for two). */
  dismissersRequired: 1 | 2;
  /** Desk users' names by id, for who dismissed. */
  names: Record<string, string>;
}) {
  return (
    <ul className="space-y-4">
      {hits.map((hit, index) => (
        <li
          key={`${hit.subject.field}-${hit.entry.id}`}
          className="rounded-md border border-amber-200 bg-amber-50/50 p-3 text-sm"
        >
          <p className="font-medium text-slate-900">
            {ROLE_WORDS[hit.subject.role]} “{hit.subject.name}” resembles “{hit.explanation.matchedName}” on{' '}
            {hit.entry.listName}{' '}
            <Badge tone={hit.dismissed && !hit.confirmed ? 'neutral' : 'bad'}>score {hit.score.toFixed(2)}</Badge>
            {!hit.dismissed && !hit.confirmed && (
              <>
                {' '}
                <Badge tone="bad">open</Badge>
              </>
            )}
          </p>
          <p className="mt-1 text-xs text-slate-600">
            Entry {hit.entry.id}: {hit.entry.name}
            {hit.entry.aliases.length > 0 && ` (also ${hit.entry.aliases.join('; ')})`}
            {hit.entry.dateOfBirth && `, born ${hit.entry.dateOfBirth}`}
            {hit.entry.country && `, ${hit.entry.country}`}
          </p>
          <table className="mt-2 text-xs">
            <caption className="sr-only">How the name parts were matched</caption>
            <thead>
              <tr className="text-left text-slate-500">
                <th scope="col" className="pr-4 font-medium">
                  Name part
                </th>
                <th scope="col" className="pr-4 font-medium">
                  Matched with
                </th>
                <th scope="col" className="font-medium">
                  Similarity
                </th>
              </tr>
            </thead>
            <tbody>
              {hit.explanation.parts.map((part, i) => (
                <tr key={i}>
                  <td className="pr-4">{part.subject || '—'}</td>
                  <td className="pr-4">{part.entry || '—'}</td>
                  <td className="font-mono">{part.score.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-1 text-xs text-slate-600">
            Names alone: {hit.explanation.nameScore.toFixed(2)}
            {hit.explanation.adjustments
              .map((a) => `; ${a.reason} (${a.delta > 0 ? '+' : ''}${a.delta.toFixed(2)})`)
              .join('')}
            {hit.explanation.adjustments.length === 0 && '; nothing lowered it'}.
          </p>
          {hit.confirmed ? (
            <p className="mt-2 text-xs font-medium text-red-800">
              Confirmed as a true match by {names[hit.confirmed.by] ?? 'a reviewer'}: “{hit.confirmed.reason}”.
            </p>
          ) : hit.dismissed ? (
            <p className="mt-2 text-xs text-slate-700">Dismissed as a false positive: “{hit.dismissed.reason}”.</p>
          ) : (
            <>
              {(hit.dismissals ?? []).map((given) => (
                <p key={given.by} className="mt-2 text-xs text-slate-700">
                  Dismissed by {names[given.by] ?? 'a reviewer'} (1 of {dismissersRequired}): “{given.reason}”. It stays
                  open until someone else dismisses it too.
                </p>
              ))}
              {canDecide && <JudgeForms reference={reference} round={round} index={index} />}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

type Judgement = 'dismiss' | 'confirm';

const JUDGEMENT_WORDS: Record<Judgement, { summary: string; label: string; button: string; pending: string }> = {
  dismiss: {
    summary: 'Dismiss as a false positive',
    label: 'Why this is not the listed person',
    button: 'Dismiss hit',
    pending: 'Dismissing…',
  },
  confirm: {
    summary: 'Confirm as a true match',
    label: 'What shows this is the listed person',
    button: 'Confirm match and reject',
    pending: 'Confirming…',
  },
};

/** Dismiss (with a reason) or confirm as a true match (with a reason; it rejects the remittance). */
function JudgeForms({ reference, round, index }: { reference: string; round: number; index: number }) {
  return (
    <div className="mt-2 flex flex-wrap gap-x-6">
      <JudgeForm reference={reference} round={round} index={index} judgement="dismiss" />
      <JudgeForm reference={reference} round={round} index={index} judgement="confirm" />
    </div>
  );
}

function JudgeForm({
  reference,
  round,
  index,
  judgement,
}: {
  reference: string;
  round: number;
  index: number;
  judgement: Judgement;
}) {
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string }>();
  const [pending, start] = useTransition();
  const router = useRouter();
  const words = JUDGEMENT_WORDS[judgement];
  const submit = () =>
    start(async () => {
      setMessage(undefined);
      const input = { reference, round, hit: index, reason: reason.trim() };
      const result = await (judgement === 'dismiss'
        ? dismissScreeningHitAction(input)
        : confirmScreeningHitAction(input));
      if (!result.ok) {
        if (result.fieldErrors?.reason)
          return setMessage({ error: true, text: `The reason ${result.fieldErrors.reason}.` });
        setMessage({ error: true, text: result.formError ?? 'Not saved.' });
        // The remittance may have moved on (a new round): show it as it is now.
        return router.refresh();
      }
      if ('given' in result.data && result.data.given < result.data.required)
        setMessage({
          error: false,
          text: `Dismissed by you (${result.data.given} of ${result.data.required}): it stays open until someone else dismisses it too.`,
        });
    });
  return (
    <details className="text-xs" data-testid={`hit-${judgement}`}>
      <summary className="cursor-pointer font-medium text-brand-700">{words.summary}</summary>
      <label className="mt-2 block">
        <span className="text-slate-600">{words.label}</span>
        <input
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
          className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
        />
      </label>
      <Button
        size="sm"
        variant={judgement === 'confirm' ? 'danger' : 'secondary'}
        className="mt-2"
        onClick={submit}
        disabled={pending}
      >
        {pending ? words.pending : words.button}
      </Button>
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'mt-1 text-red-700' : 'mt-1 text-slate-700'}
        >
          {message.text}
        </p>
      )}
    </details>
  );
}
