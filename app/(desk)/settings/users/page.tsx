import type { Metadata } from 'next';
import { CreateUserForm } from '@/components/users/create-user-form';
import { UserRowActions } from '@/components/users/user-row-actions';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { DateTimeCell } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { personTimeZone } from '@/lib/desk/preferences';
import { listPeople, type DeskPerson } from '@/lib/desk/users/accounts';

export const metadata: Metadata = { title: 'Users' };

/** Where the person stands: deactivated, invited (no password yet), to choose a password, or active. */
function status(person: DeskPerson, now: Date): { label: string; tone: 'good' | 'bad' | 'warn' | 'neutral' } {
  if (person.deactivatedAt) return { label: 'Deactivated', tone: 'bad' };
  if (person.pendingGrant?.fromRole === null) return { label: 'Waits for a second admin', tone: 'warn' };
  if (!person.hasPassword)
    return person.invitationExpiresAt && person.invitationExpiresAt > now
      ? { label: 'Invited', tone: 'warn' }
      : { label: 'Invitation expired', tone: 'neutral' };
  if (person.mustChangePassword) return { label: 'Active — to choose a password', tone: 'warn' };
  return { label: 'Active', tone: 'good' };
}

export default async function UsersPage() {
  const viewer = await requirePermission('settings:manage');
  const [people, zone] = await Promise.all([listPeople(await deskDb()), personTimeZone(viewer.id)]);
  const now = new Date();
  return (
    <>
      <PageHeader
        title="Users"
        description="Who may sign in to the desk and with which role. Admin and reviewer rights take effect once another admin confirms them. Deactivating someone ends their sessions at once; the desk always keeps one active admin."
      />
      <div className="space-y-6">
        <Card title="Add a person">
          <CreateUserForm zone={zone} />
        </Card>
        <section aria-labelledby="people-heading">
          <h2 id="people-heading" className="mb-3 text-base font-semibold text-slate-900">
            People ({people.length})
          </h2>
          {people.length === 0 ? (
            <EmptyState>No one yet.</EmptyState>
          ) : (
            <ul className="space-y-3">
              {people.map((person) => {
                const state = status(person, now);
                return (
                  <li
                    key={person.id}
                    aria-label={person.name}
                    className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1.4fr)_minmax(0,1.6fr)]"
                  >
                    <div className="min-w-0">
                      <p className="font-semibold break-words text-slate-900">{person.name}</p>
                      <p className="text-sm break-all text-slate-600">{person.email}</p>
                      <p className="mt-1 flex flex-wrap gap-1">
                        <Badge tone="info">{ROLE_LABELS[person.role] ?? person.role}</Badge>
                        <Badge tone={state.tone}>{state.label}</Badge>
                        {person.id === viewer.id && <Badge>You</Badge>}
                      </p>
                    </div>
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="text-slate-500">Last sign-in</dt>
                      <dd className="text-slate-800">
                        {person.lastSignInAt ? <DateTimeCell timestamp={person.lastSignInAt} zone={zone} /> : 'Never'}
                      </dd>
                      <dt className="text-slate-500">Created by</dt>
                      <dd className="text-slate-800">{person.createdByName ?? 'The desk’s setup'}</dd>
                      {!person.hasPassword && person.invitationExpiresAt && (
                        <>
                          <dt className="text-slate-500">Invitation until</dt>
                          <dd className="text-slate-800">
                            <DateTimeCell timestamp={person.invitationExpiresAt} zone={zone} />
                          </dd>
                        </>
                      )}
                    </dl>
                    <UserRowActions
                      userId={person.id}
                      name={person.name}
                      email={person.email}
                      role={person.role}
                      active={!person.deactivatedAt}
                      hasPassword={person.hasPassword}
                      isSelf={person.id === viewer.id}
                      pendingRights={
                        person.pendingGrant && {
                          toRole: person.pendingGrant.toRole,
                          newAccount: person.pendingGrant.fromRole === null,
                          proposedByName: person.pendingGrant.proposedByName,
                          byViewer: person.pendingGrant.proposedBy === viewer.id,
                        }
                      }
                      zone={zone}
                    />
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
