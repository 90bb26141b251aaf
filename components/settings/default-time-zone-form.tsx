'use client';

import { useId, useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { saveDefaultTimeZoneAction } from '@/lib/desk/actions/general-settings';

/** The merchant's default timezone (blank: none, people follow their browser). */
export function DefaultTimeZoneForm({
  zones,
  current,
}: {
  zones: readonly { value: string; label: string }[];
  current: string | null;
}) {
  const id = useId();
  const [timeZone, setTimeZone] = useState(current ?? '');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [pending, startTransition] = useTransition();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    startTransition(async () => {
      const result = await saveDefaultTimeZoneAction({ timeZone }).catch(() => undefined);
      if (result?.ok)
        setOutcome({
          ok: true,
          message: timeZone
            ? `Saved. People who have not chosen a timezone now see ${timeZone}.`
            : 'Saved. People who have not chosen a timezone follow their browser.',
        });
      else {
        const fields = Object.values(result?.fieldErrors ?? {}).join(' ');
        setOutcome({ ok: false, message: result?.formError ?? (fields || 'Not saved. Try again.') });
      }
    });
  }

  return (
    <form onSubmit={save} className="max-w-xl space-y-4" aria-label="Default timezone">
      {outcome && (
        <Alert tone={outcome.ok ? 'success' : 'error'} title={outcome.ok ? 'Default timezone saved' : 'Not saved'}>
          {outcome.message}
        </Alert>
      )}
      <LabelledSelect
        id={`${id}-zone`}
        label="Default timezone"
        options={zones}
        emptyOption="None: each person's browser"
        value={timeZone}
        onChange={(event) => setTimeZone(event.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-500">
        Used for every date and time shown to a person who has not chosen their own timezone in Preferences.
      </p>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </Button>
    </form>
  );
}
