import { PaymentsApiError } from '@/lib/api-client/client';
import { describeError } from '@/lib/db/describe-error';
import { ERROR_CODES, type ErrorCode } from '@/lib/schemas/error-codes';

/**
 * The codes a desk route answers: the API's closed list, plus FORBIDDEN for a signed-in person
 * whose role may not do what the route does (the API has no roles, so no such code).
 */
export type DeskErrorCode = ErrorCode | 'FORBIDDEN';

/** The one error body of every /api/desk route; browsers read `message` (and `field` when set). */
export interface DeskErrorBody {
  ok: false;
  code: DeskErrorCode;
  message: string;
  /** The request field at fault, dotted (`values.amount`), when there is one. */
  field?: string;
}

const statusOf = (code: DeskErrorCode): number => (code === 'FORBIDDEN' ? 403 : ERROR_CODES[code].status);

/** A refusal a desk route handler throws; its HTTP status follows from the code. */
export class DeskRouteError extends Error {
  readonly status: number;

  constructor(
    readonly code: DeskErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DeskRouteError';
    this.status = statusOf(code);
  }
}

/** Every desk answer, success or error, is private and live: never stored by a browser or proxy. */
export function deskJson(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

const GENERIC_FAILURE = 'Something went wrong on the desk. Try again in a moment.';

/**
 * The one place a thrown error becomes a desk answer: a DeskRouteError or a PaymentsApiError
 * keeps its status, code and message; anything else is logged and answered as a generic 500, so
 * no internal message reaches the browser.
 */
export function deskErrorResponse(error: unknown): Response {
  const answer = (status: number, body: DeskErrorBody) => deskJson(body, status);
  if (error instanceof DeskRouteError) {
    const { code, message, field } = error;
    return answer(error.status, { ok: false, code, message, ...(field ? { field } : {}) });
  }
  if (error instanceof PaymentsApiError) {
    const field = error.details[0]?.field;
    return answer(error.status, { ok: false, code: error.code, message: error.message, ...(field ? { field } : {}) });
  }
  console.error(`[desk] route failed: ${describeError(error)}`);
  return answer(500, { ok: false, code: 'INTERNAL', message: GENERIC_FAILURE });
}
