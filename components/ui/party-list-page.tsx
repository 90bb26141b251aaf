import Link from 'next/link';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { ApiErrorAlert } from '@/components/ui/api-error-alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, Pager, SearchForm } from '@/components/ui/list-controls';
import { PageHeader } from '@/components/ui/page-header';
import type { Settled } from '@/lib/api-client';

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

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The page of a party list (payers, beneficiaries): header with "New …" for those who may create,
 * the "… created." confirmation, the name search, the table of one page (rendered by `children`)
 * with its pager, and the API's error or an empty state in its place.
 */
export function PartyListPage<T>({
  noun,
  path,
  description,
  canCreate,
  params,
  result,
  children,
}: {
  /** Singular and plural, lower case: `{ one: 'payer', many: 'payers' }`. */
  noun: { one: string; many: string };
  path: string;
  description: string;
  canCreate: boolean;
  params: ListParams;
  result: Settled<{ items: T[]; nextCursor: string | null }>;
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
        <SearchForm action={path} search={search} label={`Search ${noun.many} by name`} />
        <div className="mt-4">
          {!result.ok ? (
            <ApiErrorAlert code={result.error.code} message={result.error.message} requestId={result.error.requestId} />
          ) : result.data.items.length === 0 ? (
            <EmptyState>
              {search
                ? `No ${noun.one}'s name contains “${search}”.`
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
