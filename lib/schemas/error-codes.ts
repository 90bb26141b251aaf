/**
 * Every error code the payments API answers, in one closed table: the API maps its failures
 * onto it and the desk uses it to explain errors to people. `gsmaCode`/`category` are what a
 * client written for the provider (GSMA Mobile Money / TerraPay style) reads.
 */
export type CallerAction = 'fix-request' | 'retry' | 'status-check' | 'cancel' | 'authenticate' | 'contact-support';

export type GsmaCategory =
  | 'validation'
  | 'businessRule'
  | 'authorisation'
  | 'identification'
  | 'internal'
  | 'serviceUnavailable';

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
    title: 'The request body is larger than 1 MB.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    gsmaCode: 'GSME1004',
    category: 'validation',
    action: 'fix-request',
    title: 'Send the body as application/json.',
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
  'contact-support': 'Contact support.',
};

/** What a person should do about an error code. */
export function explainErrorCode(code: string): { title: string; action: string } {
  const spec = isErrorCode(code) ? ERROR_CODES[code] : ERROR_CODES.INTERNAL;
  return { title: spec.title, action: ACTION_WORDS[spec.action] };
}
