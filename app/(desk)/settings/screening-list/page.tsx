import type { Metadata } from 'next';
import { ScreeningListUpload } from '@/components/compliance/screening-list-upload';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { ListTable, tableClasses } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { loadScreeningList, screeningListSource } from '@/lib/compliance/screening/list';
import { SCREENING_LIST_HEADER } from '@/lib/compliance/screening/upload';
import type { ScreeningEntry } from '@/lib/compliance/types';
import { config } from '@/lib/config';
import { personTimeZone } from '@/lib/desk/preferences';
import { formatDateTime } from '@/lib/desk/time-zone';

export const metadata: Metadata = { title: 'Screening list' };

/** Entries shown in the table; the count above it says how many there are in all. */
const SHOWN = 50;

function listCounts(entries: readonly ScreeningEntry[]): string {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.listName, (counts.get(entry.listName) ?? 0) + 1);
  return [...counts].map(([name, count]) => `${name} (${count})`).join(', ');
}

export default async function ScreeningListPage() {
  // Reviewers see the list they screen against; only admins replace it.
  const user = await requirePermission('review:read');
  const zone = await personTimeZone(user.id);
  const { dataDir } = config();
  const loaded = await loadScreeningList(dataDir).then(
    (entries) => ({ entries }),
    (error: Error) => ({ problem: error.message }),
  );
  const source = await screeningListSource(dataDir);
  const since = <time dateTime={source.replacedAt}>{formatDateTime(source.replacedAt, zone)}</time>;

  return (
    <>
      <PageHeader
        title="Screening list"
        description="Senders, recipients, businesses, directors and owners are screened against this list. Names match across scripts, accents, word order and small typos; a different birth date or country lowers a match."
      />
      {'problem' in loaded ? (
        <Alert tone="error" title="The screening list in force cannot be read">
          {loaded.problem} Upload a corrected list.
        </Alert>
      ) : (
        <Card
          title={`In force: ${loaded.entries.length} ${loaded.entries.length === 1 ? 'entry' : 'entries'}`}
          description={
            <>
              {source.source === 'seed' ? (
                <>The demo list of invented names, in place since {since}.</>
              ) : (
                <>
                  Uploaded{source.fileName ? ` from ${source.fileName}` : ''}
                  {source.replacedBy ? ` by ${source.replacedBy}` : ''}, {since}.
                </>
              )}{' '}
              Lists: {listCounts(loaded.entries)}.
            </>
          }
        >
          <ListTable columns={['Id', 'Name (list)', 'Other names', 'Born', 'Country']}>
            {loaded.entries.slice(0, SHOWN).map((entry) => (
              <tr key={entry.id}>
                <td className={`${tableClasses.td} font-mono text-xs`}>{entry.id}</td>
                <td className={`${tableClasses.td} whitespace-normal`}>
                  <span className="font-medium text-slate-900">{entry.name}</span>
                  <span className="block text-xs text-slate-500">{entry.listName}</span>
                </td>
                <td className={`${tableClasses.td} whitespace-normal`}>{entry.aliases.join('; ')}</td>
                <td className={tableClasses.td}>{entry.dateOfBirth ?? ''}</td>
                <td className={tableClasses.td}>{entry.country ?? ''}</td>
              </tr>
            ))}
          </ListTable>
          {loaded.entries.length > SHOWN && (
            <p className="mt-3 text-sm text-slate-500">
              The first {SHOWN} of {loaded.entries.length} entries.
            </p>
          )}
        </Card>
      )}
      {can(user.role, 'compliance:configure') ? (
        <section aria-labelledby="replace-list" className="mt-8">
          <h2 id="replace-list" className="mb-1 text-lg font-semibold">
            Replace the list
          </h2>
          <div className="mb-4 max-w-3xl space-y-2 text-sm text-slate-600">
            <p>
              A CSV file in UTF-8, its first line naming the columns:{' '}
              <code className="rounded bg-slate-100 px-1 font-mono text-xs">{SCREENING_LIST_HEADER}</code>. Each entry
              needs an <code>id</code> (unique in the file), a <code>name</code> and a <code>list_name</code>; other
              names go in <code>aliases</code>, separated by <code>;</code>. <code>date_of_birth</code> is YYYY-MM-DD,
              or YYYY when only the year is known; <code>country</code> is a two-letter ISO code. Quote a field that
              holds a comma.
            </p>
            <p>
              The new list replaces the old one whole. A file with a bad row is refused, naming each problem by line and
              column, and the list in force stays. Dismissed hits stay dismissed for entries that keep their id, name
              and list.
            </p>
          </div>
          <ScreeningListUpload />
        </section>
      ) : (
        <p className="mt-6 text-sm text-slate-500">Only admins replace the screening list.</p>
      )}
    </>
  );
}
