import { z } from 'zod';

/**
 * Keyset pagination of the list operations (payers, beneficiaries): newest first, ordered by
 * (createdAt, id) descending; `cursor` is opaque to callers and points after the last item of the
 * previous page. Keyset rather than offset, so that records created meanwhile neither repeat nor
 * get skipped.
 */
export interface ListCursor {
  createdAt: Date;
  id: string;
}

export function encodeListCursor(cursor: ListCursor): string {
  return Buffer.from(JSON.stringify({ t: cursor.createdAt.toISOString(), id: cursor.id })).toString('base64url');
}

/**
 * What a cursor holds, checked as strictly as any other input, so that a crafted one is a 400 and
 * never reaches the database: an ISO 8601 UTC instant between 1970 and 9999 (4-digit years, well
 * inside PostgreSQL's range) and an id of the kind the API makes (`op_…`, `ben_…`).
 */
const cursorPayloadSchema = z.strictObject({
  t: z.iso.datetime().refine((value) => value >= '1970-01-01'),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

function decodeListCursor(value: string): ListCursor | undefined {
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = cursorPayloadSchema.safeParse(payload);
  return parsed.success ? { createdAt: new Date(parsed.data.t), id: parsed.data.id } : undefined;
}

export const LIST_DEFAULT_LIMIT = 20;
export const LIST_MAX_LIMIT = 100;

const emptyAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Query of the list operations: `?search=&limit=&cursor=`; unknown parameters are ignored. */
export const listQuerySchema = z.object({
  /** Matched case-insensitively anywhere in the name. */
  search: z.preprocess(emptyAsUnset, z.string().trim().max(100).optional()),
  limit: z.preprocess(
    emptyAsUnset,
    z.coerce
      .number({ message: 'must be a whole number' })
      .int({ message: 'must be a whole number' })
      .min(1)
      .max(LIST_MAX_LIMIT)
      .default(LIST_DEFAULT_LIMIT),
  ),
  cursor: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .max(512)
      .transform((value, ctx) => {
        const cursor = decodeListCursor(value);
        if (!cursor) {
          ctx.addIssue({ code: 'custom', message: 'must be the nextCursor of a previous page' });
          return z.NEVER;
        }
        return cursor;
      })
      .optional(),
  ),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** A LIKE pattern matching `search` anywhere: `%`, `_` and `\\` in it match themselves. */
export function searchPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A page of a list: `nextCursor` is null on the last page. */
export function listPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
