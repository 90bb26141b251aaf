'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Badge } from '@/components/ui/badge';
import { RequestSections } from '@/components/remittances/request-summary';
import { Button } from '@/components/ui/button';
import { fieldVerdictAction, revealFieldAction } from '@/lib/desk/actions/review';
import type { Finding, FieldVerdict } from '@/lib/compliance/types';
import type { Entry, Section } from '@/lib/desk/remittances/request-view';

export interface VerdictView {
  verdict: FieldVerdict;
  comment: string | null;
  by: string;
}

const VERDICT_WORDS: Record<FieldVerdict, { label: string; tone: 'good' | 'bad' | 'neutral' }> = {
  verified: { label: 'Verified', tone: 'good' },
  needs_fix: { label: 'Needs fix', tone: 'bad' },
  waived: { label: 'Waived', tone: 'neutral' },
};

const MASKED = /•/;

interface Props {
  reference: string;
  /** The round shown: a verdict names it, and is refused once the maker resubmitted. */
  round: number;
  sections: Section[];
  findings: Record<string, Finding[]>;
  verdicts: Record<string, VerdictView>;
  canDecide: boolean;
  canReveal: boolean;
}

/**
 * The held remittance as the composer's review step groups it, with each finding beside the field
 * it concerns and, for a reviewer, a verdict per field (verified; needs fix, with a comment for the
 * maker; waived, with a reason) and "Reveal" for one masked number at a time (audited).
 */
export function ReviewRequest({ reference, round, sections, findings, verdicts, canDecide, canReveal }: Props) {
  return (
    <RequestSections
      sections={sections}
      idPrefix="review"
      className="space-y-6"
      entries={(group) => (
        <ul className="mt-1 divide-y divide-slate-100 text-sm">
          {group.entries.map((entry) => (
            <EntryRow
              key={entry.field ?? entry.label}
              reference={reference}
              round={round}
              entry={entry}
              findings={entry.field ? (findings[entry.field] ?? []) : []}
              verdict={entry.field ? verdicts[entry.field] : undefined}
              canDecide={canDecide}
              canReveal={canReveal}
            />
          ))}
        </ul>
      )}
    />
  );
}

function EntryRow({
  reference,
  round,
  entry,
  findings,
  verdict,
  canDecide,
  canReveal,
}: {
  reference: string;
  round: number;
  entry: Entry;
  findings: Finding[];
  verdict?: VerdictView;
  canDecide: boolean;
  canReveal: boolean;
}) {
  const [revealed, setRevealed] = useState<string>();
  const [error, setError] = useState<string>();
  const [pending, start] = useTransition();
  const field = entry.field;
  const reveal = () =>
    field &&
    start(async () => {
      const result = await revealFieldAction({ reference, field });
      if (result.ok) setRevealed(result.data.value);
      else setError(result.formError ?? 'It could not be revealed.');
    });
  return (
    <li
      className={`grid gap-2 py-2 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_minmax(0,3fr)] ${findings.length > 0 ? 'bg-amber-50/60' : ''}`}
      data-field={field}
    >
      <span className="text-slate-500">{entry.label}</span>
      <span className="break-words text-slate-900">
        {revealed ?? entry.value}
        {canReveal && field && !revealed && MASKED.test(entry.value) && (
          <button
            type="button"
            onClick={reveal}
            disabled={pending}
            className="ml-2 text-xs font-medium text-brand-700 hover:underline"
          >
            Reveal
          </button>
        )}
        {error && <span className="ml-2 text-xs text-red-700">{error}</span>}
        {findings.map((finding) => (
          <span key={finding.code} className="mt-1 block text-xs text-amber-900" role="note">
            <span aria-hidden="true">⚠ </span>
            {finding.message}
          </span>
        ))}
      </span>
      <span>
        {verdict && (
          <span className="block">
            <Badge tone={VERDICT_WORDS[verdict.verdict].tone}>{VERDICT_WORDS[verdict.verdict].label}</Badge>
            {verdict.comment && <span className="ml-2 text-xs text-slate-600">“{verdict.comment}”</span>}
            <span className="ml-2 text-xs text-slate-400">by {verdict.by}</span>
          </span>
        )}
        {canDecide && field && <VerdictForm reference={reference} round={round} field={field} label={entry.label} />}
      </span>
    </li>
  );
}

function VerdictForm({
  reference,
  round,
  field,
  label,
}: {
  reference: string;
  round: number;
  field: string;
  label: string;
}) {
  const router = useRouter();
  const [verdict, setVerdict] = useState<FieldVerdict>('verified');
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [pending, start] = useTransition();
  const save = () =>
    start(async () => {
      setError(undefined);
      const result = await fieldVerdictAction({
        reference,
        round,
        field,
        verdict,
        comment: comment.trim() || undefined,
      });
      if (!result.ok) {
        setError(result.fieldErrors?.comment ? `Comment ${result.fieldErrors.comment}` : result.formError);
        // A refusal may mean the remittance moved on (a new round): show the page as it is now.
        if (!result.fieldErrors?.comment) router.refresh();
      } else setComment('');
    });
  const name = `verdict-${field}`;
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer font-medium text-brand-700">Verdict on {label}</summary>
      <fieldset className="mt-2 space-y-2">
        <legend className="sr-only">Verdict on {label}</legend>
        <div className="flex flex-wrap gap-3">
          {(Object.keys(VERDICT_WORDS) as FieldVerdict[]).map((option) => (
            <label key={option} className="flex items-center gap-1">
              <input
                type="radio"
                name={name}
                value={option}
                checked={verdict === option}
                onChange={() => setVerdict(option)}
              />
              {VERDICT_WORDS[option].label}
            </label>
          ))}
        </div>
        {verdict !== 'verified' && (
          <label className="block">
            <span className="text-slate-600">{verdict === 'needs_fix' ? 'What needs fixing' : 'Why it is waived'}</span>
            <input
              value={comment}
              onChange={(event) => setComment(event.target.value)}
              className="mt-1 block w-full rounded border border-slate-300 px-2 py-1"
              maxLength={300}
            />
          </label>
        )}
        <Button size="sm" variant="secondary" onClick={save} disabled={pending}>
          {pending ? 'Saving…' : 'Save verdict'}
        </Button>
        {error && (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        )}
      </fieldset>
    </details>
  );
}
