'use client';

import { useState, useTransition } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { dismissScreeningHitAction } from '@/lib/desk/actions/review';
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
  hits,
  canDecide,
}: {
  reference: string;
  hits: ScreeningHit[];
  canDecide: boolean;
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
            {hit.entry.listName} <Badge tone={hit.dismissed ? 'neutral' : 'bad'}>score {hit.score.toFixed(2)}</Badge>
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
          {hit.dismissed ? (
            <p className="mt-2 text-xs text-slate-700">Dismissed as a false positive: “{hit.dismissed.reason}”.</p>
          ) : (
            canDecide && <DismissForm reference={reference} index={index} />
          )}
        </li>
      ))}
    </ul>
  );
}

function DismissForm({ reference, index }: { reference: string; index: number }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [pending, start] = useTransition();
  const dismiss = () =>
    start(async () => {
      const result = await dismissScreeningHitAction({ reference, hit: index, reason: reason.trim() });
      if (!result.ok)
        setError(result.fieldErrors?.reason ? `The reason ${result.fieldErrors.reason}.` : result.formError);
    });
  return (
    <details className="mt-2 text-xs">
      <summary className="cursor-pointer font-medium text-brand-700">Dismiss as a false positive</summary>
      <label className="mt-2 block">
        <span className="text-slate-600">Why this is not the listed person</span>
        <input
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={500}
          className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
        />
      </label>
      <Button size="sm" variant="secondary" className="mt-2" onClick={dismiss} disabled={pending}>
        {pending ? 'Dismissing…' : 'Dismiss hit'}
      </Button>
      {error && (
        <p role="alert" className="mt-1 text-red-700">
          {error}
        </p>
      )}
    </details>
  );
}
