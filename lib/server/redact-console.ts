import { describeError } from '@/lib/db/describe-error';

type Log = (...args: unknown[]) => void;

/** Whether an error, or one of its causes, may quote a database query's parameters. */
function mayQuoteParameters(value: unknown, depth = 0): boolean {
  if (!(value instanceof Error) || depth > 4) return false;
  if ('query' in value || 'params' in value || /\bparams:/.test(value.message)) return true;
  return mayQuoteParameters(value.cause, depth + 1);
}

const redacting =
  (log: Log): Log =>
  (...args) =>
    log(...args.map((arg) => (mayQuoteParameters(arg) ? describeError(arg) : arg)));

let installed = false;

/**
 * Errors the server does not log itself — Next's own report of a page or server action that threw —
 * go through console.error/warn with the error object, whose message drizzle fills with the
 * query's parameters. This routes such errors through `describeError` (statement and SQLSTATE only).
 * Installed once, by the server entry.
 */
export function redactDatabaseErrorsInConsole(target: Pick<Console, 'error' | 'warn'> = console): void {
  if (target === console && installed) return;
  if (target === console) installed = true;
  target.error = redacting(target.error.bind(target));
  target.warn = redacting(target.warn.bind(target));
}
