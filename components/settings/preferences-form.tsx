'use client';

import { useId, useState, useTransition, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RadioChoices, type ChoiceLook } from '@/components/ui/choice';
import { savePreferencesAction } from '@/lib/desk/actions/preferences';
import { THEMES, type Theme } from '@/lib/desk/theme';
import { applyTheme } from '@/components/shell/theme';

const THEME_LABELS: Record<Theme, string> = {
  system: 'Follow the system',
  light: 'Light',
  dark: 'Dark',
};
const THEME_LOOK: ChoiceLook = { choice: 'flex items-center gap-2 text-sm', input: 'accent-brand-600' };

/** The person's timezone (blank: the browser's) and colour theme. */
export function PreferencesForm({
  zones,
  chosenTimeZone,
  browserTimeZone,
  merchantTimeZone,
  theme,
}: {
  zones: readonly { value: string; label: string }[];
  chosenTimeZone: string | null;
  browserTimeZone: string;
  /** The merchant's default (settings → timezone): what a person without a choice sees, before their browser's. */
  merchantTimeZone?: string | null;
  theme: Theme;
}) {
  const [timeZone, setTimeZone] = useState(chosenTimeZone ?? '');
  const [chosenTheme, setChosenTheme] = useState<Theme>(theme);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [pending, startTransition] = useTransition();
  const zoneId = useId();

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(undefined);
    startTransition(async () => {
      const result = await savePreferencesAction({ timeZone, theme: chosenTheme }).catch(() => undefined);
      if (result?.ok) {
        applyTheme(chosenTheme);
        setOutcome({ ok: true, message: 'Saved. Every timestamp and export now uses these settings.' });
      } else {
        const fields = Object.values(result?.fieldErrors ?? {}).join(' ');
        setOutcome({ ok: false, message: result?.formError ?? (fields || 'Not saved. Try again.') });
      }
    });
  }

  return (
    <form onSubmit={save} className="max-w-xl space-y-6" aria-label="Preferences">
      {outcome && (
        <Alert tone={outcome.ok ? 'success' : 'error'} title={outcome.ok ? 'Preferences saved' : 'Not saved'}>
          {outcome.message}
        </Alert>
      )}
      <div className="space-y-1">
        <label htmlFor={zoneId} className="block text-sm font-medium text-slate-700">
          Timezone
        </label>
        <select
          id={zoneId}
          value={timeZone}
          onChange={(event) => setTimeZone(event.target.value)}
          aria-describedby={`${zoneId}-hint`}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm"
        >
          <option value="">
            {merchantTimeZone
              ? `Follow the desk’s default (${merchantTimeZone})`
              : `Follow my browser (${browserTimeZone})`}
          </option>
          {zones.map((zone) => (
            <option key={zone.value} value={zone.value}>
              {zone.label}
            </option>
          ))}
        </select>
        <p id={`${zoneId}-hint`} className="text-xs text-slate-500">
          Every date and time on screen and in exports is shown in this zone, with its name beside it.
        </p>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-slate-700">Theme</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          <RadioChoices name="theme" options={THEMES} value={chosenTheme} onChange={setChosenTheme} look={THEME_LOOK}>
            {(value) => THEME_LABELS[value]}
          </RadioChoices>
        </div>
      </fieldset>
      <Button type="submit" disabled={pending}>
        {pending ? 'Saving…' : 'Save preferences'}
      </Button>
    </form>
  );
}
