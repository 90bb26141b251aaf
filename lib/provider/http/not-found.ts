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
