/**
 * Every error code the payments API answers, in one closed table: the API maps its failures
 * onto it and the desk uses it to explain errors to people. `gsmaCode`/`category` are what a
 * client written for the provider (GSMA Mobile Money / TerraPay style) reads.
 */
export type CallerAction =
  'fix-request' | 'retry' | 'status-check' | 'cancel' | 'authenticate' | 'requote' | 'fund' | 'contact-support';

export type GsmaCategory =
  'validation' | 'businessRule' | 'authorisation' | 'identification' | 'internal' | 'serviceUnavailable';

export interface ErrorCodeSpec {
  status: number;
  gsmaCode: string;
  category: GsmaCategory;
  action: CallerAction;
  /** Words for a person (the desk shows these). */
  title: string;
}

export const ERROR_CODES = {
  VALIDATION_FAILED: {
    status: 400,
    gsmaCode: 'GSME1000',
    category: 'validation',
    action: 'fix-request',
    title: 'Some fields are not valid.',
  },
  MANDATORY_FIELD_MISSING: {
    status: 400,
    gsmaCode: 'GSME1005',
    category: 'validation',
    action: 'fix-request',
    title: 'A required field is missing.',
  },
  INVALID_JSON: {
    status: 400,
    gsmaCode: 'GSME1004',
    category: 'validation',
    action: 'fix-request',
    title: 'The request body is not valid JSON.',
  },
  UNAUTHENTICATED: {
    status: 401,
    gsmaCode: 'GSME1003',
    category: 'authorisation',
    action: 'authenticate',
    title: 'The API credential is missing or not valid.',
  },
  FORBIDDEN_MERCHANT: {
    status: 403,
    gsmaCode: 'GSME1003',
    category: 'authorisation',
    action: 'fix-request',
    title: 'This credential may not act for that merchant.',
  },
  NOT_FOUND: {
    status: 404,
    gsmaCode: 'GSME1046',
    category: 'identification',
    action: 'fix-request',
    title: 'Nothing was found there.',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    gsmaCode: 'GSME1004',
    category: 'validation',
    action: 'fix-request',
    title: 'That method is not allowed on this path.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    gsmaCode: 'GSME1004',
    category: 'validation',
    action: 'fix-request',
    title: 'The request body is too large (JSON requests: 1 MB; a file upload: the size declared for the file).',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    gsmaCode: 'GSME1004',
    category: 'validation',
    action: 'fix-request',
    title:
      'The body has the wrong Content-Type (JSON requests: application/json; a file upload: the type declared for the file).',
  },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    gsmaCode: 'GSME3004',
    category: 'businessRule',
    action: 'fix-request',
    title: 'That idempotency key was already used for a different request.',
  },
  DUPLICATE_REFERENCE: {
    status: 409,
    gsmaCode: 'GSME3004',
    category: 'businessRule',
    action: 'status-check',
    title: 'That reference was already used for a different request.',
  },
  REQUEST_DATE_INVALID: {
    status: 400,
    gsmaCode: 'GSME3001',
    category: 'validation',
    action: 'fix-request',
    title: 'The request date must be the current date and time.',
  },
  QUOTE_NOT_FOUND: {
    status: 422,
    gsmaCode: 'GSME3009',
    category: 'businessRule',
    action: 'requote',
    title: 'The quote does not exist.',
  },
  QUOTE_EXPIRED: {
    status: 422,
    gsmaCode: 'GSME3008',
    category: 'businessRule',
    action: 'requote',
    title: 'The quote has expired.',
  },
  QUOTE_ALREADY_USED: {
    status: 409,
    gsmaCode: 'GSME3004',
    category: 'businessRule',
    action: 'requote',
    title: 'The quote was already used.',
  },
  QUOTE_MISMATCH: {
    status: 422,
    gsmaCode: 'GSME3005',
    category: 'businessRule',
    action: 'fix-request',
    title: 'The quote and the request parameters differ.',
  },
  INSUFFICIENT_FUNDS: {
    status: 422,
    gsmaCode: 'GSME3049',
    category: 'businessRule',
    action: 'fund',
    title: 'The balance is not enough.',
  },
  UNKNOWN_PAYER: {
    status: 422,
    gsmaCode: 'GSME3006',
    category: 'businessRule',
    action: 'fix-request',
    title: 'The payer is not registered.',
  },
  UNKNOWN_BENEFICIARY: {
    status: 422,
    gsmaCode: 'GSME3002',
    category: 'businessRule',
    action: 'fix-request',
    title: 'The beneficiary is not registered.',
  },
  PAYER_DEACTIVATED: {
    status: 422,
    gsmaCode: 'GSME3006',
    category: 'businessRule',
    action: 'fix-request',
    title: 'The payer has been deactivated.',
  },
  BENEFICIARY_DEACTIVATED: {
    status: 422,
    gsmaCode: 'GSME3002',
    category: 'businessRule',
    action: 'fix-request',
    title: 'The beneficiary has been deactivated.',
  },
  FILE_NOT_USABLE: {
    status: 422,
    gsmaCode: 'GSME1000',
    category: 'businessRule',
    action: 'fix-request',
    title: 'A referenced file is unknown, not uploaded yet, or rejected.',
  },
  UPLOAD_NOT_ALLOWED: {
    status: 403,
    gsmaCode: 'GSME1003',
    category: 'authorisation',
    action: 'fix-request',
    title: 'The upload URL is not valid, has expired, or was already used.',
  },
  CURRENCY_NOT_SUPPORTED: {
    status: 422,
    gsmaCode: 'GSME1012',
    category: 'businessRule',
    action: 'fix-request',
    title: 'That currency or corridor is not supported.',
  },
  INVALID_TRANSITION: {
    status: 409,
    gsmaCode: 'GSME1004',
    category: 'businessRule',
    action: 'status-check',
    title: 'That status change is not allowed from the current status.',
  },
  // Cancel and reversal of a transaction (reference A.10: the provider's 15xxx and 16xxx answers).
  CANCEL_TOO_LATE: {
    status: 409,
    gsmaCode: 'GSME15002',
    category: 'businessRule',
    action: 'status-check',
    title: 'It was already paid out, so it can no longer be cancelled. Request a reversal instead.',
  },
  TRANSACTION_ALREADY_FINAL: {
    status: 409,
    gsmaCode: 'GSME15003',
    category: 'businessRule',
    action: 'status-check',
    title: 'It has already ended (failed or returned): nothing is left to cancel or reverse.',
  },
  TRANSACTION_ALREADY_CANCELLED: {
    status: 409,
    gsmaCode: 'GSME15005',
    category: 'businessRule',
    action: 'status-check',
    title: 'It was cancelled before it was paid out: there is nothing to reverse.',
  },
  REVERSAL_TOO_EARLY: {
    status: 409,
    gsmaCode: 'GSME16004',
    category: 'businessRule',
    action: 'status-check',
    title: 'It has not been paid out yet, so there is nothing to reverse. Cancel it instead.',
  },
  TRANSACTION_ALREADY_REVERSED: {
    status: 409,
    gsmaCode: 'GSME16006',
    category: 'businessRule',
    action: 'status-check',
    title: 'It was already reversed or returned: the money is back on the balance.',
  },
  REVERSAL_REJECTED: {
    status: 409,
    gsmaCode: 'GSME16002',
    category: 'businessRule',
    action: 'contact-support',
    title: 'A reversal was already requested and the receiving partner rejected it.',
  },
  SANDBOX_ONLY: {
    status: 404,
    gsmaCode: 'GSME1046',
    category: 'identification',
    action: 'fix-request',
    title: 'Sandbox controls are off in live mode.',
  },
  INTERNAL: {
    status: 500,
    gsmaCode: 'GSME1007',
    category: 'internal',
    action: 'status-check',
    title: 'Something went wrong on our side. Check the status before you retry.',
  },
  SERVICE_UNAVAILABLE: {
    status: 503,
    gsmaCode: 'GSME1007',
    category: 'serviceUnavailable',
    action: 'retry',
    title: 'The service is starting or busy. Retry shortly.',
  },
} as const satisfies Record<string, ErrorCodeSpec>;

export type ErrorCode = keyof typeof ERROR_CODES;

export function isErrorCode(value: string): value is ErrorCode {
  return Object.hasOwn(ERROR_CODES, value);
}

const ACTION_WORDS: Record<CallerAction, string> = {
  'fix-request': 'Correct the request and send it again.',
  retry: 'Retry in a moment.',
  'status-check': 'Check the status before retrying, so nothing is sent twice.',
  cancel: 'This cannot go through; cancel it.',
  authenticate: 'Check the API key or token.',
  requote: 'Ask for a new quote and try again.',
  fund: 'Fund the balance (see Deposit instructions) or lower the amount.',
  'contact-support': 'Contact support.',
};

/** What a person should do about an error code. */
export function explainErrorCode(code: string): { title: string; action: string } {
  const spec = isErrorCode(code) ? ERROR_CODES[code] : ERROR_CODES.INTERNAL;
  return { title: spec.title, action: ACTION_WORDS[spec.action] };
}
