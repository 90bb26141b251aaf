'use client';

import { useId, useState, useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { ROLE_LABELS, ROLES, type Role } from '@/lib/auth/roles';
import type { ActionResult } from '@/lib/desk/action-result';
import {
  changeUserRoleAction,
  confirmUserRightsAction,
  deactivateUserAction,
  refuseUserRightsAction,
  reactivateUserAction,
  renewUserAccessAction,
} from '@/lib/desk/actions/users';
import type { CreatedUserAnswer } from '@/lib/desk/users/actions';
import { AccessNotice } from './access-notice';

/** What a refused change says: the action's own words, else its first field's. */
const refusalWords = (result: Extract<ActionResult<unknown>, { ok: false }>) =>
  result.formError ?? Object.values(result.fieldErrors ?? {})[0] ?? 'Not changed. Try again.';

/** Rights waiting for a second admin: to what, and proposed by whom (`byViewer`: the one looking). */
export interface PendingRights {
  toRole: Role;
  newAccount: boolean;
  proposedByName: string | null;
  byViewer: boolean;
}

/** One person's role change and deactivation (or reactivation), each confirmed by its answer below. */
export function UserRowActions({
  userId,
  name,
  email,
  role,
  active,
  hasPassword,
  isSelf,
  pendingRights,
  zone,
}: {
  userId: string;
  name: string;
  email: string;
  role: Role;
  active: boolean;
  /** Has a password: renewing gives a new one-time password; else a new invitation link. */
  hasPassword: boolean;
  isSelf: boolean;
  pendingRights: PendingRights | null;
  zone: string;
}) {
  const [chosenRole, setChosenRole] = useState<Role>(role);
  const [confirming, setConfirming] = useState<'deactivate' | 'renew'>();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [access, setAccess] = useState<CreatedUserAnswer>();
  const [pending, startTransition] = useTransition();
  const roleId = useId();
  const renewLabel = hasPassword ? 'New one-time password' : 'New invitation link';

  const run = <T,>(action: () => Promise<ActionResult<T>>, done: string, then?: (data: T) => void) =>
    startTransition(async () => {
      setOutcome(undefined);
      setAccess(undefined);
      const result = await action().catch(() => undefined);
      setConfirming(undefined);
      if (result?.ok) {
        setOutcome({ ok: true, message: done });
        then?.(result.data);
      } else setOutcome({ ok: false, message: result ? refusalWords(result) : 'Not changed. Try again.' });
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
            run(
              () => changeUserRoleAction({ userId, role: chosenRole }),
              `${name}: ${ROLE_LABELS[chosenRole]} is asked for.`,
              (change) =>
                setOutcome({
                  ok: true,
                  message: change.pending
                    ? `${ROLE_LABELS[chosenRole]} for ${name} waits for another admin to confirm it.`
                    : `${name} is now ${ROLE_LABELS[chosenRole]}.`,
                }),
            )
          }
        >
          Change role
        </Button>
        {active && !isSelf && !confirming && (
          <>
            <Button variant="secondary" size="sm" disabled={pending} onClick={() => setConfirming('renew')}>
              {renewLabel}…
            </Button>
            <Button variant="secondary" size="sm" disabled={pending} onClick={() => setConfirming('deactivate')}>
              Deactivate…
            </Button>
          </>
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
      {pendingRights && (
        <div
          role="group"
          aria-label={`Rights waiting for ${name}`}
          className="flex flex-wrap items-center gap-2 text-sm"
        >
          <span>
            {ROLE_LABELS[pendingRights.toRole]}
            {pendingRights.newAccount ? ' (a new account)' : ''}, given by{' '}
            {pendingRights.byViewer ? 'you' : (pendingRights.proposedByName ?? 'an admin')}, waits for another admin.
          </span>
          {!pendingRights.byViewer && (
            <Button
              size="sm"
              disabled={pending}
              onClick={() =>
                run(() => confirmUserRightsAction({ userId }), `${name} is now ${ROLE_LABELS[pendingRights.toRole]}.`)
              }
            >
              Confirm {ROLE_LABELS[pendingRights.toRole]} for {name}
            </Button>
          )}
          <Button
            variant="secondary"
            size="sm"
            disabled={pending}
            onClick={() =>
              run(
                () => refuseUserRightsAction({ userId }),
                pendingRights.newAccount
                  ? `${name}’s account is refused and deactivated.`
                  : `${name} keeps the role ${ROLE_LABELS[role]}.`,
              )
            }
          >
            {pendingRights.byViewer ? 'Withdraw' : 'Refuse'}
          </Button>
        </div>
      )}
      {confirming === 'deactivate' && (
        <Confirm
          what={`Deactivate ${name}`}
          question={`Deactivate ${name}? Their sessions end at once and they can no longer sign in.`}
          pending={pending}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() =>
            run(() => deactivateUserAction({ userId }), `${name} is deactivated; their sessions have ended.`)
          }
        />
      )}
      {confirming === 'renew' && (
        <Confirm
          what={`${renewLabel} for ${name}`}
          question={
            hasPassword
              ? `Give ${name} a new one-time password? Their password stops working and their sessions end.`
              : `Give ${name} a new invitation link? The link they have stops working.`
          }
          pending={pending}
          onCancel={() => setConfirming(undefined)}
          onConfirm={() => run(() => renewUserAccessAction({ userId }), `${name} has new access (below).`, setAccess)}
        />
      )}
      <p aria-live="polite" className={`text-sm ${outcome?.ok ? 'text-emerald-800' : 'text-red-700'}`}>
        {outcome?.message}
      </p>
      {access && <AccessNotice name={name} email={email} answer={access} zone={zone} />}
    </div>
  );
}

/** A change that cannot be taken back by a click, asked once more in words. */
function Confirm({
  what,
  question,
  pending,
  onConfirm,
  onCancel,
}: {
  what: string;
  question: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <div role="group" aria-label={what} className="flex flex-wrap items-center gap-2 text-sm">
      <span>{question}</span>
      <Button variant="danger" size="sm" disabled={pending} onClick={onConfirm}>
        {what}
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  );
}
