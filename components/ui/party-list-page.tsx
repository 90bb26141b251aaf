import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, Pager, SearchForm } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import { paymentsApi, PaymentsApiError, settle, type PaymentsApi, type Settled } from '@/lib/api-client';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { namesFor, searchesByName } from '@/lib/desk/mask';
import { personTimeZone } from '@/lib/desk/preferences';

/** A list page's query string, as Next.js hands it to the page. */
export type ListSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** What a list page reads from its URL: the search, the page cursor, and a just-created id to confirm. */
export interface ListParams {
  search?: string;
  cursor?: string;
  created?: string;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined;

/** The list parameters of a page's URL, trimmed; an empty one is left out. */
export async function readListParams(searchParams: ListSearchParams): Promise<ListParams> {
  const params = await searchParams;
  return { search: first(params.search), cursor: first(params.cursor), created: first(params.created) };
}

/** One page of a party list, as the API answers it. */
export interface PartyPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A search by ID as a page of the list: the one party, or none when the API knows no such ID (it
 * answers 404, or 400 for what cannot be an ID).
 */
export async function pageOfOne<T>(lookup: Promise<T>): Promise<PartyPage<T>> {
  try {
    return { items: [await lookup], nextCursor: null };
  } catch (error) {
    if (error instanceof PaymentsApiError && (error.status === 404 || error.status === 400))
      return { items: [], nextCursor: null };
    throw error;
  }
}

/** What the search box finds by: names, or (for roles that see names masked) IDs only. */
export type PartySearchBy = 'name' | 'id';

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The list's search, saying what it finds by. */
function PartySearch({
  path,
  search,
  noun,
  by,
}: {
  path: string;
  search?: string;
  noun: { one: string; many: string };
  by: PartySearchBy;
}) {
  return (
    <SearchForm
      action={path}
      search={search}
      label={`Search ${noun.many} by ${by === 'id' ? 'ID' : 'name'}`}
      placeholder={by === 'id' ? `A ${noun.one}'s full ID` : 'Part of a name'}
    >
      {by === 'id' && (
        <p className="basis-full text-sm text-slate-500" data-testid="search-by-id-hint">
          Viewers can search by ID only: names are masked for your role.
        </p>
      )}
    </SearchForm>
  );
}

/**
 * The page of a party list (payers, beneficiaries): header with "New …" for those who may create,
 * the "… created." confirmation, the search (by name, or by ID where names are masked), the table
 * of one page (rendered by `children`) with its pager, and the API's error or an empty state in its place.
 */
export function PartyListPage<T>({
  noun,
  path,
  description,
  canCreate,
  searchBy,
  params,
  result,
  children,
}: {
  /** Singular and plural, lower case: `{ one: 'payer', many: 'payers' }`. */
  noun: { one: string; many: string };
  path: string;
  description: string;
  canCreate: boolean;
  searchBy: PartySearchBy;
  params: ListParams;
  result: Settled<PartyPage<T>>;
  children: (items: T[]) => ReactNode;
}) {
  const { search, cursor, created } = params;
  return (
    <>
      <PageHeader
        title={capitalised(noun.many)}
        description={description}
        actions={
          canCreate && (
            <Link href={`${path}/new`} className={buttonClasses()}>
              New {noun.one}
            </Link>
          )
        }
      />
      {created && (
        <div className="mb-6">
          <Alert tone="success">
            {capitalised(noun.one)} {created} created.
          </Alert>
        </div>
      )}
      <Card>
        <PartySearch path={path} search={search} noun={noun} by={searchBy} />
        <div className="mt-4">
          {!result.ok ? (
            <ApiErrorAlert code={result.error.code} message={result.error.message} requestId={result.error.requestId} />
          ) : result.data.items.length === 0 ? (
            <EmptyState>
              {search
                ? searchBy === 'id'
                  ? `No ${noun.one} has the ID “${search}”. Viewers can search by ID only.`
                  : `No ${noun.one}'s name contains “${search}”.`
                : cursor
                  ? `No more ${noun.many}.`
                  : `No ${noun.many} yet.`}
            </EmptyState>
          ) : (
            <>
              {children(result.data.items)}
              <Pager path={path} filters={{ search }} cursor={cursor} nextCursor={result.data.nextCursor} />
            </>
          )}
        </div>
      </Card>
    </>
  );
}

/**
 * The whole page of a party list for `parties:read`: reads one page of the list (or, where names
 * are masked, the one party whose full ID was searched — a name search would reveal the name) and
 * draws it with PartyListPage; `table` renders the rows with the names as the person may see them.
 */
export async function PartyListRoute<T>({
  searchParams,
  list,
  getOne,
  table,
  ...page
}: {
  searchParams: ListSearchParams;
  list: (api: PaymentsApi, query: { search?: string; cursor?: string }) => Promise<PartyPage<T>>;
  getOne: (api: PaymentsApi, id: string) => Promise<T>;
  table: (items: T[], view: { name: (value: string) => string; zone: string }) => ReactNode;
} & Pick<Parameters<typeof PartyListPage<T>>[0], 'noun' | 'path' | 'description'>) {
  const user = await requirePermission('parties:read');
  const zone = await personTimeZone(user.id);
  const params = await readListParams(searchParams);
  const byName = searchesByName(user);
  const api = paymentsApi();
  const result = await settle(
    byName || !params.search
      ? list(api, { search: params.search, cursor: params.cursor })
      : pageOfOne(getOne(api, params.search)),
  );
  const name = namesFor(user);
  return (
    <PartyListPage
      {...page}
      canCreate={can(user.role, 'parties:write')}
      searchBy={byName ? 'name' : 'id'}
      params={params}
      result={result}
    >
      {(items) => table(items, { name, zone })}
    </PartyListPage>
  );
}
