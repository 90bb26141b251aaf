'use client';

import { useId, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/auth/roles';
import type { ActionResult } from '@/lib/desk/action-result';
import { changeUserRoleAction, deactivateUserAction, reactivateUserAction } from '@/lib/desk/actions/users';

/** What a refused change says: the action's own words, else its first field's. */
const refusalWords = (result: Extract<ActionResult<unknown>, { ok: false }>) =>
  result.formError ?? Object.values(result.fieldErrors ?? {})[0] ?? 'Not changed. Try again.';

/** One person's role change and deactivation (or reactivation), each confirmed by its answer below. */
export function UserRowActions({
  userId,
  name,
  role,
  active,
  isSelf,
}: {
  userId: string;
  name: string;
  role: Role;
  active: boolean;
  isSelf: boolean;
}) {
  const [chosenRole, setChosenRole] = useState<Role>(role);
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [pending, startTransition] = useTransition();
  const roleId = useId();

  const run = (action: () => Promise<ActionResult<unknown>>, done: string) =>
    startTransition(async () => {
      setOutcome(undefined);
      const result = await action().catch(() => undefined);
      setConfirming(false);
      if (result?.ok) setOutcome({ ok: true, message: done });
      else setOutcome({ ok: false, message: result ? refusalWords(result) : 'Not changed. Try again.' });
    });

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-2">
        <div>
          <label htmlFor={roleId} className="block text-xs font-medium text-slate-600">
            Role of {name}
          </label>
          <select
            id={roleId}
            value={chosenRole}
            onChange={(event) => setChosenRole(event.target.value as Role)}
            className={`${inputClasses} py-1`}
          >
            {ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={pending || chosenRole === role}
          onClick={() =>
            run(() => changeUserRoleAction({ userId, role: chosenRole }), `${name} is now ${ROLE_LABELS[chosenRole]}.`)
          }
        >
          Change role
        </Button>
        {active && !isSelf && !confirming && (
          <Button variant="secondary" size="sm" disabled={pending} onClick={() => setConfirming(true)}>
            Deactivate…
          </Button>
        )}
        {!active && (
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() => run(() => reactivateUserAction({ userId }), `${name} can sign in again.`)}
          >
            Reactivate
          </Button>
        )}
      </div>
      {confirming && (
        <div role="group" aria-label={`Deactivate ${name}`} className="flex flex-wrap items-center gap-2 text-sm">
          <span>Deactivate {name}? Their sessions end at once and they can no longer sign in.</span>
          <Button
            variant="danger"
            size="sm"
            disabled={pending}
            onClick={() =>
              run(() => deactivateUserAction({ userId }), `${name} is deactivated; their sessions have ended.`)
            }
          >
            Deactivate {name}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      )}
      <p aria-live="polite" className={`text-sm ${outcome?.ok ? 'text-emerald-800' : 'text-red-700'}`}>
        {outcome?.message}
      </p>
    </div>
  );
}
