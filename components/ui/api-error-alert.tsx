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
