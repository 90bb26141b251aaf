import { ERROR_CODES, type ErrorCode, type GsmaCategory } from '@/lib/schemas/error-codes';
import type { FieldError } from '@/lib/schemas/error-envelope';

/*
 * The provider's numeric codes (provider-reference.md A.10) for the provider-compatible surface
 * (/eig): the one table that maps the API's own error codes (lib/schemas/error-codes.ts) onto
 * them, and the codes of its answers (remit status, quotation, cancel, reversal, account status).
 * TerraPay's codes are GeoSwift's without the GSME prefix.
 */

export interface ProviderCode {
  /** The numeric code as a string, e.g. `3008`. */
  code: string;
  /** The provider's words for it. */
  message: string;
}

/** The provider's date and time: `YYYY-MM-DD HH:mm:ss`, UTC. */
export const providerDateTime = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** `GSME3006` → `3006`: the provider's code of a GeoSwift one. */
export const withoutGsmePrefix = (code: string) => code.replace(/^GSME/, '');

/**
 * The API's error codes → the provider's. A code left out answers its table's gsmaCode without
 * the GSME prefix, in the table's words (a code added later is still answered, never a 500).
 */
const ERROR_TO_PROVIDER: Partial<Record<ErrorCode, ProviderCode>> = {
  VALIDATION_FAILED: { code: '1000', message: 'Invalid parameter' },
  MANDATORY_FIELD_MISSING: { code: '1005', message: 'Mandatory fields missing' },
  INVALID_JSON: { code: '1004', message: 'Invalid parameters' },
  UNAUTHENTICATED: { code: '1003', message: 'Authentication failed' },
  FORBIDDEN_MERCHANT: { code: '1003', message: 'Authentication failed' },
  NOT_FOUND: { code: '3003', message: 'Transaction id invalid' },
  METHOD_NOT_ALLOWED: { code: '1004', message: 'Invalid parameters' },
  PAYLOAD_TOO_LARGE: { code: '1004', message: 'Invalid parameters' },
  UNSUPPORTED_MEDIA_TYPE: { code: '1004', message: 'Invalid parameters' },
  DUPLICATE_REFERENCE: { code: '3004', message: 'Duplicate transaction id' },
  IDEMPOTENCY_KEY_REUSED: { code: '3004', message: 'Duplicate transaction id' },
  REQUEST_DATE_INVALID: { code: '3001', message: 'Request must be current date' },
  QUOTE_NOT_FOUND: { code: '3009', message: 'Failed to process quote' },
  QUOTE_EXPIRED: { code: '3008', message: 'Quote expired' },
  QUOTE_ALREADY_USED: { code: '3009', message: 'Failed to process quote' },
  QUOTE_MISMATCH: { code: '3005', message: 'Quote and remit parameters do not match' },
  INSUFFICIENT_FUNDS: { code: '3049', message: 'Insufficient funds' },
  CURRENCY_NOT_SUPPORTED: { code: '1030', message: 'Corridor not exists' },
  INTERNAL: { code: '1007', message: 'Server busy' },
  SERVICE_UNAVAILABLE: { code: '1007', message: 'Server busy' },
};

/** Field errors that are all about a length: the provider's 1001 "[field] length must be min–max". */
const LENGTH_PROBLEM = /\b(characters?|digits?) (long|at most|at least)|\bat (most|least) \d+ characters?|\blength\b/i;

/** The provider's code of an API error (1001 for a validation failure about lengths alone). */
export function providerCodeOf(code: ErrorCode, details: readonly FieldError[] = []): ProviderCode {
  if (code === 'VALIDATION_FAILED' && details.length > 0 && details.every((d) => LENGTH_PROBLEM.test(d.message)))
    return { code: '1001', message: 'Length invalid' };
  const spec = ERROR_CODES[code];
  return ERROR_TO_PROVIDER[code] ?? { code: withoutGsmePrefix(spec.gsmaCode), message: spec.title };
}

/** The GSMA error category of an API error (the SDK reads `authorisation` and `validation`). */
export const categoryOf = (code: ErrorCode): GsmaCategory => ERROR_CODES[code].category;

// ---------------------------------------------------------------- answers

/** quotationStatus of a quotation that priced. */
export const QUOTE_SUCCESS = '2000:Quote Success';

/** `code:message` as the provider writes a status. */
export const codeMessage = ({ code, message }: ProviderCode) => `${code}:${message}`;

export const REMIT_ACKNOWLEDGED: ProviderCode = { code: '3050', message: 'Remit Acknowledged' };
export const REMIT_SUCCESS: ProviderCode = { code: '3000', message: 'Remit Success' };
const REVERSAL_PENDING_CODE: ProviderCode = { code: '3208', message: 'Reversal pending' };
const CANCELLED_BY_SENDER: ProviderCode = { code: '3225', message: 'Cancellation requested by sender' };
const REMIT_FAILED: ProviderCode = { code: '3032', message: 'Remit failed' };

/**
 * A record's status as the provider's query answers it: `transactionStatus` (`code:message`) and
 * the machine `status` (the SDK's: PENDING, SUCCESS, FAILED, CANCELLED, RETURNED, REVERSAL PENDING,
 * REVERSAL REJECTED). ACKNOWLEDGED is ours: the provider says 3050 and PENDING. A failure answers
 * the record's remit code without the GSME prefix and its message.
 */
export function remitStatusOf(
  status: string,
  error: { code?: string | null; message?: string | null } = {},
): { transactionStatus: string; status: string } {
  switch (status) {
    case 'ACKNOWLEDGED':
    case 'PENDING':
      return { transactionStatus: codeMessage(REMIT_ACKNOWLEDGED), status: 'PENDING' };
    case 'SUCCESS':
      return { transactionStatus: codeMessage(REMIT_SUCCESS), status: 'SUCCESS' };
    case 'FAILED':
      return {
        transactionStatus: error.code
          ? `${withoutGsmePrefix(error.code)}:${error.message ?? REMIT_FAILED.message}`
          : codeMessage(REMIT_FAILED),
        status: 'FAILED',
      };
    case 'CANCELLED':
      return { transactionStatus: codeMessage(CANCELLED_BY_SENDER), status: 'CANCELLED' };
    case 'REVERSAL_PENDING':
      return { transactionStatus: codeMessage(REVERSAL_PENDING_CODE), status: 'REVERSAL PENDING' };
    // The partner refused the reversal: the payout stands.
    case 'REVERSAL_REJECTED':
      return { transactionStatus: codeMessage(REMIT_SUCCESS), status: 'REVERSAL REJECTED' };
    default:
      return { transactionStatus: codeMessage(REMIT_FAILED), status };
  }
}

/** Cancel (remitCancel) answers: `{statusCode, responseMessage}` (A.10). */
export const CANCEL_CODES = {
  success: { code: '15000', message: 'Cancel Success' },
  inProcess: { code: '15001', message: 'Cannot Cancel. Credit already in process.' },
  alreadySuccess: { code: '15002', message: 'Cannot Cancel. Transaction in Success state.' },
  alreadyFailed: { code: '15003', message: 'Cannot Cancel. Transaction in Fail state.' },
  notFound: { code: '15004', message: 'Cannot Cancel. Transaction not found.' },
  alreadyCancelled: { code: '15005', message: 'Transaction already in canceled state.' },
} as const satisfies Record<string, ProviderCode>;

/** Reversal (reversalInitiate) answers: `{statusCode, responseMessage}` (A.10). */
export const REVERSAL_CODES = {
  success: { code: '16000', message: 'Reversal Success.' },
  notFound: { code: '16001', message: 'Reversal Failed. Transaction Not found.' },
  rejected: { code: '16002', message: 'Reversal Rejected.' },
  pending: { code: '16003', message: 'Reversal Pending.' },
  notAtThisStage: { code: '16004', message: 'Reversal cannot be done at this stage' },
  alreadyRaised: { code: '16005', message: 'Reversal already raised.' },
  alreadyReversed: { code: '16006', message: 'Transaction already reversed.' },
  failed: { code: '16007', message: 'Reverse cannot be done. Transaction is in failed state.' },
} as const satisfies Record<string, ProviderCode>;

/**
 * The cancel service's refusals (its error codes, lib/schemas/error-codes.ts) → the provider's
 * remitCancel answer; a cancel repeated on a cancelled transaction is 15005.
 */
export const CANCEL_REFUSALS: Readonly<Record<string, ProviderCode>> = {
  NOT_FOUND: CANCEL_CODES.notFound,
  CANCEL_TOO_LATE: CANCEL_CODES.alreadySuccess,
  TRANSACTION_ALREADY_FINAL: CANCEL_CODES.alreadyFailed,
  INVALID_TRANSITION: CANCEL_CODES.inProcess,
};

/**
 * The reversal service's refusals → the provider's reversalInitiate answer; a reversal repeated
 * while one is pending is 16005.
 */
export const REVERSAL_REFUSALS: Readonly<Record<string, ProviderCode>> = {
  NOT_FOUND: REVERSAL_CODES.notFound,
  REVERSAL_TOO_EARLY: REVERSAL_CODES.notAtThisStage,
  TRANSACTION_ALREADY_CANCELLED: REVERSAL_CODES.notAtThisStage,
  TRANSACTION_ALREADY_FINAL: REVERSAL_CODES.failed,
  TRANSACTION_ALREADY_REVERSED: REVERSAL_CODES.alreadyReversed,
  REVERSAL_REJECTED: REVERSAL_CODES.rejected,
  INVALID_TRANSITION: REVERSAL_CODES.notAtThisStage,
};

/** Account status (A.9): the holder's name is not the one the caller gave (bnv). */
export const NAME_DOES_NOT_MATCH: ProviderCode = { code: '6008', message: 'Beneficiary name does not match' };
