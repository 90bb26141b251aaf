import Link from 'next/link';
import { explainErrorCode } from '@/lib/schemas/error-codes';
import { Alert } from './alert';

/** An API failure in words: what happened, what to do, and the id support needs. */
export function ApiErrorAlert({ code, message, requestId }: { code: string; message: string; requestId?: string }) {
  const { title, action } = explainErrorCode(code);
  return (
    <Alert tone="error" title={title}>
      <p>{message}</p>
      <p className="mt-1">{action}</p>
      {requestId && <p className="mt-1 font-mono text-xs opacity-75">Request id {requestId}</p>}
    </Alert>
  );
}

/**
 * A page of a keyset list that could not be read. Past the first page (`cursor`), VALIDATION_FAILED
 * means the address was changed or belongs to another list (said as `stale`), and `back` leads to
 * the first page; any other failure is the API's, in words.
 */
export function ListPageError({
  error,
  cursor,
  stale,
  back,
}: {
  error: { code: string; message: string; requestId?: string };
  cursor?: string;
  stale: { title: string; detail: string };
  back: { href: string; label: string };
}) {
  return (
    <div className="space-y-3">
      {cursor && error.code === 'VALIDATION_FAILED' ? (
        <Alert tone="warning" title={stale.title}>
          {stale.detail}
        </Alert>
      ) : (
        <ApiErrorAlert code={error.code} message={error.message} requestId={error.requestId} />
      )}
      {cursor && (
        <Link href={back.href} className="text-sm font-medium text-brand-700 hover:underline">
          {back.label}
        </Link>
      )}
    </div>
  );
}
