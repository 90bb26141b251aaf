import type { z } from 'zod';
import { ERROR_CODES, type ErrorCode } from '@/lib/schemas/error-codes';
import type { ErrorEnvelope, FieldError } from '@/lib/schemas/error-envelope';
import { summarizeFieldErrors, toFieldErrors } from '@/lib/schemas/issues';

/** The one error handlers throw: a code from the closed table, a message naming the field. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: FieldError[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get status(): number {
    return ERROR_CODES[this.code].status;
  }

  /** A 400 from a zod failure: "missing" when every problem is a missing field. */
  static fromZod(error: z.ZodError, location: 'query' | 'body'): ApiError {
    const details = toFieldErrors(error);
    const allMissing = details.every((d) => d.message === 'is required');
    const where = location === 'query' ? 'query parameter ' : '';
    return new ApiError(
      allMissing ? 'MANDATORY_FIELD_MISSING' : 'VALIDATION_FAILED',
      `${where}${summarizeFieldErrors(details)}`,
      details,
    );
  }
}

/** GSMA-style timestamp: `YYYY-MM-DD HH:mm:ss` in UTC. */
function gsmaDateTime(date: Date): string {
  return date.toISOString().replace('T', ' ').slice(0, 19);
}

export function toEnvelope(error: ApiError, requestId: string, now = new Date()): ErrorEnvelope {
  const spec = ERROR_CODES[error.code];
  return {
    code: error.code,
    message: error.message,
    requestId,
    details: error.details,
    error: {
      errorCategory: spec.category,
      errorCode: spec.gsmaCode,
      errorDescription: error.message,
      errorDateTime: gsmaDateTime(now),
      errorParameters: error.details.slice(0, 20).map((d) => ({ key: d.field, value: d.message })),
    },
  };
}
