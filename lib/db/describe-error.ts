/**
 * What the logs may say about an error. A database error names its statement and SQLSTATE code,
 * and the schema objects involved; never its parameters nor the database's own message — both can
 * carry personal data (drizzle's "Failed query: … params: …", PostgreSQL's "invalid input syntax
 * for type integer: "<value>"").
 */

/** The fields of a PostgreSQL error (node-postgres and PGlite alike) that name no value. */
interface DatabaseErrorFields {
  code: string;
  table?: string;
  column?: string;
  constraint?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isDatabaseError(value: unknown): value is DatabaseErrorFields {
  if (typeof value !== 'object' || value === null || !('severity' in value)) return false;
  const code = (value as { code?: unknown }).code;
  return typeof code === 'string' && SQLSTATE.test(code);
}

/** drizzle's DrizzleQueryError (checked by shape: its class is not part of every driver's errors). */
function isQueryError(value: unknown): value is Error & { query: string } {
  return value instanceof Error && typeof (value as { query?: unknown }).query === 'string' && 'params' in value;
}

const IDENTIFIER = String.raw`(?:"[^"]+"|[\w$]+)`;
const TARGET = new RegExp(String.raw`\b(?:from|into|update)\s+(${IDENTIFIER}(?:\.${IDENTIFIER})?)`, 'i');

/** A statement's name for the logs: its verb and first table (`insert provider.payers`), no values. */
export function statementName(query: string): string {
  const verb = query.trim().match(/^\w+/)?.[0]?.toLowerCase() ?? 'statement';
  const target = query.match(TARGET)?.[1]?.replaceAll('"', '');
  return target ? `${verb} ${target}` : verb;
}

function describeDatabaseError(error: DatabaseErrorFields): string {
  const where = (['table', 'column', 'constraint'] as const)
    .filter((field) => error[field])
    .map((field) => `${field} ${error[field]}`);
  return [`SQLSTATE ${error.code}`, ...where].join(', ');
}

/** A message that quotes a failed query (an error built from one's message) loses everything from "params:". */
const redactParams = (message: string) => message.replace(/\bparams:[\s\S]*$/, 'params: [redacted]');

const stackFrames = (error: Error) => (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));

/**
 * The one description of a thrown value for the logs, used by every catch-all logger (API, worker,
 * desk routes, server entry): a database error as its statement and SQLSTATE code, any other error
 * as its name, message and stack, followed by its causes.
 */
export function describeError(error: unknown, depth = 0): string {
  if (depth > 4) return '…';
  if (isQueryError(error)) {
    const cause = isDatabaseError(error.cause) ? `: ${describeDatabaseError(error.cause)}` : '';
    return [`database query failed (${statementName(error.query)})${cause}`, ...stackFrames(error)].join('\n');
  }
  if (isDatabaseError(error)) return `database error: ${describeDatabaseError(error)}`;
  if (!(error instanceof Error)) return String(error);
  const lines = [`${error.name}: ${redactParams(error.message)}`, ...stackFrames(error)];
  if (error.cause !== undefined) lines.push(`caused by: ${describeError(error.cause, depth + 1)}`);
  return lines.join('\n');
}
