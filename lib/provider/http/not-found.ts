import type { DbOrTx } from '@/lib/db/client';
import { ApiError } from './api-error';

/** What a 404 names: `No ${noun} ${id}`, with one detail on the path or body field that carried it. */
export interface NotFound {
  noun: string;
  id: string;
  field: string;
  detail: string;
}

/** The 404 NOT_FOUND of an unknown record (another merchant's is as unknown as a missing one). */
export function notFoundError({ noun, id, field, detail }: NotFound): ApiError {
  return new ApiError('NOT_FOUND', `No ${noun} ${id}`, [{ field, message: detail }]);
}

/** The record, or the 404 that names it. */
export function foundOrThrow<T>(record: T | undefined, notFound: NotFound): T {
  if (record === undefined) throw notFoundError(notFound);
  return record;
}

/**
 * The record of the caller's merchant that path parameter `param` names, or the 404 that names it:
 * the body of every "get one" route (`find` answers undefined for an unknown or malformed id).
 */
export async function foundByParam<T>(
  { deps, caller, params }: { deps: { db: DbOrTx }; caller: { merchantId: string }; params: Record<string, string> },
  param: string,
  find: (db: DbOrTx, merchantId: string, id: string) => Promise<T | undefined>,
  notFound: (id: string) => NotFound,
): Promise<T> {
  const id = params[param] ?? '';
  return foundOrThrow(await find(deps.db, caller.merchantId, id), notFound(id));
}
