'use client';

import { useRef, useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorId } from '@/components/ui/field';
import { MAX_SCREENING_LIST_BYTES } from '@/lib/compliance/screening/upload';
import { replaceScreeningListAction } from '@/lib/desk/actions/screening-list';

type Outcome =
  { kind: 'replaced'; entries: number; listNames: string[] } | { kind: 'refused'; message: string; problems: string[] };

const INPUT_ID = 'screening-list-file';

/**
 * Replace the screening list with a CSV file (admins): read in the browser, checked for size,
 * sent to the server action, which takes it whole or refuses it naming every bad row.
 */
export function ScreeningListUpload() {
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [pending, startTransition] = useTransition();

  function refuse(message: string, problems: string[] = []) {
    setOutcome({ kind: 'refused', message, problems });
  }

  function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    const file = chosen;
    if (!file) return refuse('Choose a CSV file first.');
    if (file.size > MAX_SCREENING_LIST_BYTES)
      return refuse(
        `${file.name} is ${Math.ceil(file.size / 1000)} kB; at most ${MAX_SCREENING_LIST_BYTES / 1000} kB.`,
      );
    startTransition(async () => {
      const csv = await file.text().catch(() => undefined);
      if (csv === undefined) return refuse(`${file.name} could not be read. Choose it again.`);
      const result = await replaceScreeningListAction({ fileName: file.name, csv }).catch(() => undefined);
      if (!result) return refuse('The list could not be sent. Try again.');
      if (result.ok) {
        setOutcome({ kind: 'replaced', ...result.data });
        setChosen(undefined);
        if (input.current) input.current.value = '';
        return;
      }
      // The action names each bad row on a line of its own, after one sentence.
      const [message = 'The list was not replaced.', ...problems] = (result.formError ?? '').split('\n');
      const fields = Object.entries(result.fieldErrors ?? {}).map(([field, text]) => `${field} ${text}`);
      refuse(message, [...problems, ...fields]);
    });
  }

  const invalid = outcome?.kind === 'refused';
  return (
    <form onSubmit={upload} className="space-y-4" aria-label="Replace the screening list">
      {outcome?.kind === 'replaced' && (
        <Alert tone="success" title="The screening list is replaced.">
          {outcome.entries} {outcome.entries === 1 ? 'entry' : 'entries'} from {outcome.listNames.join(', ')}. Every
          screening from now on uses it.
        </Alert>
      )}
      <div className="space-y-1">
        <label htmlFor={INPUT_ID} className="block text-sm font-medium text-slate-700">
          CSV file
        </label>
        <input
          ref={input}
          id={INPUT_ID}
          name="file"
          type="file"
          accept=".csv,text/csv"
          aria-invalid={invalid}
          aria-describedby={errorId(INPUT_ID)}
          onChange={(event) => {
            setChosen(event.target.files?.[0]);
            setOutcome(undefined);
          }}
          className="block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800 file:ring-1 file:ring-slate-300 hover:file:bg-slate-50"
        />
        <div id={errorId(INPUT_ID)} aria-live="polite">
          {outcome?.kind === 'refused' && (
            <Alert tone="error" title={outcome.message}>
              {outcome.problems.length > 0 && (
                <ul className="list-disc space-y-0.5 pl-5" data-testid="screening-list-problems">
                  {outcome.problems.map((problem, index) => (
                    <li key={index}>{problem}</li>
                  ))}
                </ul>
              )}
            </Alert>
          )}
        </div>
      </div>
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={pending}>
          {pending ? 'Replacing…' : 'Replace the list'}
        </Button>
        {pending && (
          <span className="text-sm text-slate-500" role="status">
            Checking every row…
          </span>
        )}
      </div>
    </form>
  );
}
