import type { z } from 'zod';
import type { FieldError } from './error-envelope';

type Issue = z.core.$ZodRawIssue;

const ARTICLE: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object',
  array: 'an array',
};

/**
 * Messages phrased to follow the field's name ("amount must be a string"), used by the API and by
 * the desk's forms alike. Messages written on a schema win over these.
 */
export const wireErrorMap = (issue: Issue): string | undefined => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'is required';
      return `must be ${ARTICLE[issue.expected] ?? issue.expected}`;
    case 'unrecognized_keys':
      return 'is not a field of this request';
    case 'too_big':
      if (issue.origin === 'string') return `must be at most ${issue.maximum} characters`;
      if (issue.origin === 'array') return `must have at most ${issue.maximum} items`;
      return `must be at most ${issue.maximum}`;
    case 'too_small':
      if (issue.origin === 'string')
        return issue.minimum === 1 ? 'must not be empty' : `must be at least ${issue.minimum} characters`;
      if (issue.origin === 'array') return `must have at least ${issue.minimum} items`;
      return `must be at least ${issue.minimum}`;
    case 'invalid_value':
      // zod 4 reports a missing enum or literal as invalid_value, not invalid_type.
      if (issue.input === undefined) return 'is required';
      return `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    default:
      return undefined;
  }
};

/** Flattens a zod error to one entry per field; unknown keys each get their own entry. */
export function toFieldErrors(error: z.ZodError, prefix?: string): FieldError[] {
  const join = (path: PropertyKey[]) => [prefix, ...path.map(String)].filter(Boolean).join('.') || '(body)';
  return error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ field: join([...issue.path, key]), message: issue.message }))
      : [{ field: join(issue.path), message: issue.message }],
  );
}

/** "merchantId is required" — or with several, the first and a count. */
export function summarizeFieldErrors(details: FieldError[]): string {
  const [first] = details;
  if (!first) return 'The request is not valid';
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  return `${first.field} ${first.message}${more}`;
}
