import Link from 'next/link';
import type { ReactNode } from 'react';
import { RemittanceLine } from '@/components/remittances/remittance-line';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import type { ActionResult } from '@/lib/desk/action-result';
import { DeactivateParty } from './deactivate-party';
import { tableClasses as t } from '@/components/ui/list-controls';
import type { FactSection } from '@/lib/desk/party-pages/facts';
import type { PartyRemittance } from '@/lib/desk/party-pages/remittances';

/*
 * What a payer's and a beneficiary's pages share: the record as labelled sections, the status
 * badge, and the remittances that used the party.
 */

/** A party's status as a badge: active, or deactivated. */
export function PartyStatusBadge({ status }: { status: 'ACTIVE' | 'INACTIVE' }) {
  return status === 'ACTIVE' ? <Badge tone="good">Active</Badge> : <Badge tone="bad">Deactivated</Badge>;
}

function SectionBody({ section }: { section: FactSection }) {
  if ('facts' in section)
    return (
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {section.facts.map((fact) => (
          <div key={fact.label} className="min-w-0">
            <dt className="text-xs text-slate-500">{fact.label}</dt>
            <dd className={`text-sm break-words text-slate-900 ${fact.mono ? 'font-mono' : ''}`}>
              {fact.value}
              {fact.warning && (
                <span className="ml-2">
                  <Badge tone="bad">{fact.warning}</Badge>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    );
  if (section.rows.length === 0) return <p className="text-sm text-slate-500">{section.empty}</p>;
  return (
    <div className={t.wrap}>
      <table className={t.table}>
        <thead>
          <tr>
            {section.columns.map((column) => (
              <th key={column} scope="col" className={t.th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {section.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j} className={t.td}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every section of the record, each in its own card. */
export function PartyFacts({ sections }: { sections: FactSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <Card key={section.title} title={section.title}>
          <SectionBody section={section} />
        </Card>
      ))}
    </>
  );
}

/** The FX payments that named the party, newest first. */
export function PartyRemittances({
  items,
  more,
  noun,
  names,
}: {
  items: PartyRemittance[];
  more: boolean;
  noun: 'payer' | 'beneficiary';
  names: (value: string | null) => string;
}) {
  return (
    <Card title="Remittances" description={`The FX payments sent from the desk that named this ${noun}, newest first.`}>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">No FX payment has named this {noun} yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={`Remittances of this ${noun}`}>
          {items.map((item) => (
            <li key={item.reference} className="py-2 text-sm" data-testid="party-remittance">
              <RemittanceLine item={item} names={names} />
            </li>
          ))}
        </ul>
      )}
      {more && (
        <p className="mt-2 text-xs text-slate-500">
          Only the latest {items.length} are shown; the remittance list finds the others by name or reference.
        </p>
      )}
    </Card>
  );
}

/** What a party's page says when a new version of another party opened it (`?replaces=…&old=…`). */
export function VersionNotice({
  noun,
  list,
  replaces,
  old,
}: {
  noun: 'payer' | 'beneficiary';
  list: '/payers' | '/beneficiaries';
  replaces?: string;
  old?: string;
}) {
  if (!replaces) return null;
  const oldLink = (
    <Link href={`${list}/${encodeURIComponent(replaces)}`} prefetch={false} className="font-mono underline">
      {replaces}
    </Link>
  );
  return old === 'deactivated' ? (
    <Alert tone="success" title="New version created">
      This {noun} replaces {oldLink}, which is now deactivated: new payments naming it are refused.
    </Alert>
  ) : (
    <Alert tone="warning" title={`New version created; the old ${noun} is still active`}>
      This {noun} replaces {oldLink}, which was not deactivated. Open it to deactivate it if it should no longer be
      used.
    </Alert>
  );
}

const LISTS = { payer: '/payers', beneficiary: '/beneficiaries' } as const;
const PLURALS = { payer: 'payers', beneficiary: 'beneficiaries' } as const;

/**
 * A payer's or a beneficiary's page: the way back to the list, the name with its status and id,
 * New version and Deactivate for who may write, what a deactivation or a new version means, the
 * record, what the page adds (a payer's documents), and the remittances that named it.
 */
export function PartyDetailPage({
  noun,
  id,
  shownName,
  status,
  writer,
  deactivate,
  notice,
  sections,
  used,
  names,
  children,
}: {
  noun: 'payer' | 'beneficiary';
  id: string;
  /** The party's name as the role may see it. */
  shownName: string;
  status: 'ACTIVE' | 'INACTIVE';
  writer: boolean;
  deactivate: (input: { id: string }) => Promise<ActionResult<unknown>>;
  notice: { replaces?: string; old?: string };
  sections: FactSection[];
  used: { items: PartyRemittance[]; more: boolean };
  names: (value: string | null) => string;
  children?: ReactNode;
}) {
  const list = LISTS[noun];
  const active = status === 'ACTIVE';
  return (
    <>
      <p className="mb-2 text-sm">
        <Link href={list} className="font-medium text-brand-700 hover:underline">
          ← All {PLURALS[noun]}
        </Link>
      </p>
      <PageHeader
        title={shownName}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <PartyStatusBadge status={status} />
            <span className="font-mono text-xs">{id}</span>
          </span>
        }
        actions={
          writer && (
            <div className="flex flex-wrap items-start gap-2">
              <Link
                href={`${list}/new?from=${encodeURIComponent(id)}`}
                prefetch={false}
                className={buttonClasses('secondary')}
              >
                New version
              </Link>
              {active && <DeactivateParty id={id} name={shownName} noun={noun} deactivate={deactivate} />}
            </div>
          )
        }
      />
      <div className="space-y-6">
        <VersionNotice noun={noun} list={list} replaces={notice.replaces} old={notice.old} />
        {!active && (
          <Alert tone="warning" title="Deactivated">
            New payments naming this {noun} are refused. Its record and the payments already made stay as they are.
          </Alert>
        )}
        {writer && active && (
          <p className="text-sm text-slate-600">
            The payments service cannot change a {noun} once it is registered. To correct or update these details, make
            a new version: a new {noun}, prefilled from this one, that you can then use instead.
          </p>
        )}
        <PartyFacts sections={sections} />
        {children}
        <PartyRemittances items={used.items} more={used.more} noun={noun} names={names} />
      </div>
    </>
  );
}
