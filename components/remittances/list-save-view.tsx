'use client';

import { useRef, useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/field';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { saveViewAction } from '@/lib/desk/actions/saved-views';
import type { Role } from '@/lib/auth/roles';

/**
 * "Save view": the list's filters, sort and columns as they are now, under a name, for the person
 * alone or shared with a role. Saving a name again replaces that view.
 */
export function SaveViewForm({
  query,
  columns,
  roles,
}: {
  /** The list's address without the page (listSearchParams). */
  query: string;
  columns: readonly string[];
  roles: readonly { value: Role; label: string }[];
}) {
  const [pending, start] = useTransition();
  const [errors, setErrors] = useState<{ name?: string; form?: string }>({});
  const [saved, setSaved] = useState<string>();
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      aria-label="Save this view"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const name = String(form.get('name') ?? '');
        const role = String(form.get('share') ?? '');
        start(async () => {
          setSaved(undefined);
          const result = await saveViewAction({
            name,
            query,
            columns: [...columns],
            sharedWithRole: role ? (role as Role) : null,
          });
          if (result.ok) {
            setErrors({});
            setSaved(`${result.data.replaced ? 'Replaced' : 'Saved'} “${name.trim()}”.`);
            return;
          }
          setErrors({ name: result.fieldErrors?.name, form: result.formError ?? result.fieldErrors?.sharedWithRole });
          if (result.fieldErrors?.name) nameRef.current?.focus();
        });
      }}
    >
      <div className="w-full sm:w-64">
        <InputField
          ref={nameRef}
          id="view-name"
          name="name"
          label="View name"
          required
          maxLength={60}
          autoComplete="off"
          error={errors.name}
        />
      </div>
      <LabelledSelect
        id="view-share"
        name="share"
        label="Share with"
        emptyOption="Only me"
        options={roles}
        className="w-full self-start sm:w-auto"
        selectClassName="mt-1"
      />
      <Button type="submit" variant="secondary" disabled={pending} className="self-start sm:mt-6">
        {pending ? 'Saving…' : 'Save view'}
      </Button>
      <div aria-live="polite" className="w-full">
        {errors.form && <Alert tone="error">{errors.form}</Alert>}
        {saved && !errors.form && <Alert tone="success">{saved}</Alert>}
      </div>
    </form>
  );
}
