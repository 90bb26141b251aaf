import { createHash } from 'node:crypto';

/*
 * A test client written the way the provider's published JavaScript SDK behaves (TerraPay's, as
 * the SDK built from its docs does it; provider-reference.md A.2, A.7): the provider's headers on
 * every call (X-USERNAME, X-PASSWORD as the password's SHA-256 hex, X-DATE, X-ORIGINCOUNTRY), the
 * provider's paths relative to a base URL, and its reading of answers:
 *
 * - a remit status `3000…` is success; `3050…` and the pending codes (3208, 3211–3214, 3218, 3219,
 *   3251) are pending; anything else failed (the bare SUCCESS and PENDING too, as the SDK reads
 *   them, and the interface's ACKNOWLEDGED as pending);
 * - an `error` object in a 2xx answer is thrown (authorisation or 1003 → auth, validation →
 *   validation, anything else → api);
 * - HTTP 401/403 → auth, 400/422 → validation, 429 → rate limit, 5xx → retried, then thrown.
 *
 * Only the base URL differs between the provider and Corridor (`…/eig`), nothing else.
 */

export type RemitOutcome = 'SUCCESS' | 'PENDING' | 'FAILED';

const SUCCESS_CODES = new Set(['3000']);
const PENDING_CODES = new Set(['3050', '3208', '3211', '3212', '3213', '3214', '3218', '3219', '3251']);

/** `3000:Remit Success` → `3000`. */
export const normalizeRemitCode = (code: string | null | undefined) => (code ?? '').split(':')[0]!.trim();

/** The SDK's three buckets for a remit status or code. */
export function classifyRemitStatus(code: string | null | undefined): RemitOutcome {
  const normalized = normalizeRemitCode(code);
  const upper = normalized.toUpperCase();
  if (SUCCESS_CODES.has(normalized) || upper === 'SUCCESS') return 'SUCCESS';
  if (PENDING_CODES.has(normalized) || upper === 'PENDING' || upper === 'ACKNOWLEDGED') return 'PENDING';
  return 'FAILED';
}

export type SdkErrorKind = 'auth' | 'validation' | 'rate-limit' | 'api';

/** What the client throws: the kind, the HTTP status and the answer's body. */
export class SdkError extends Error {
  constructor(
    readonly kind: SdkErrorKind,
    message: string,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'SdkError';
  }
}

export interface SdkClientConfig {
  /** e.g. `https://uat-connect.terrapay.com:21211/eig`, or Corridor's `http://localhost:3000/eig`. */
  baseUrl: string;
  username: string;
  /** In clear: the client sends its SHA-256 hex digest. */
  password: string;
  originCountry: string;
  /** Retries of a 5xx, a 429 or a network failure (default 2). */
  maxRetries?: number;
  retryDelayMs?: number;
  timeoutMs?: number;
}

export interface Party {
  key: string;
  value: string;
}

export interface QuotationAnswer {
  quotationReference: string;
  quotationStatus: string;
  quotes: { quoteId: string; sendingAmount: string; sendingCurrency: string; fees?: { amount: string }[] }[];
}

export interface TransactionAnswer {
  transactionReference: string;
  requestingOrganisationTransactionReference: string;
  transactionStatus: string;
  status?: string;
  type: string;
}

export interface StatusCodeAnswer {
  statusCode: string;
  responseMessage: string;
}

export interface LedgerBalance {
  currency: string;
  currentBalance: string;
  status: string;
}

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
const providerDate = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorEnvelopeOf(data: unknown): { code: string; category: string; message: string } | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return undefined;
  const error = (data as { error?: unknown }).error;
  if (!error || typeof error !== 'object') return undefined;
  const e = error as Record<string, unknown>;
  if (typeof e.errorCode !== 'string') return undefined;
  return {
    code: e.errorCode,
    category: typeof e.errorCategory === 'string' ? e.errorCategory : '',
    message: typeof e.errorDescription === 'string' ? e.errorDescription : 'API error',
  };
}

function kindOfStatus(status: number): SdkErrorKind {
  if (status === 401 || status === 403) return 'auth';
  if (status === 400 || status === 422) return 'validation';
  if (status === 429) return 'rate-limit';
  return 'api';
}

export function createSdkClient(config: SdkClientConfig) {
  const maxRetries = config.maxRetries ?? 2;
  const base = config.baseUrl.replace(/\/+$/, '');

  async function request<T>(method: string, path: string, body?: unknown, correlationId?: string): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      const headers: Record<string, string> = {
        'X-USERNAME': config.username,
        'X-PASSWORD': sha256Hex(config.password),
        'X-DATE': providerDate(new Date()),
        'X-ORIGINCOUNTRY': config.originCountry,
        'Content-Type': 'application/json',
        ...(correlationId ? { 'X-Correlation-ID': correlationId } : {}),
      };
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        if (attempt < maxRetries) {
          await sleep(config.retryDelayMs ?? 100);
          continue;
        }
        throw new SdkError('api', `Network failure: ${(error as Error).message}`, 0, undefined);
      }
      const text = await response.text();
      const data: unknown = text ? JSON.parse(text) : {};
      if (!response.ok) {
        if ((response.status >= 500 || response.status === 429) && attempt < maxRetries) {
          await sleep(config.retryDelayMs ?? 100);
          continue;
        }
        throw new SdkError(
          kindOfStatus(response.status),
          `API request failed with status ${response.status}`,
          response.status,
          data,
        );
      }
      const envelope = errorEnvelopeOf(data);
      if (envelope) {
        const kind =
          envelope.category === 'authorisation' || envelope.code === '1003'
            ? 'auth'
            : envelope.category === 'validation'
              ? 'validation'
              : 'api';
        throw new SdkError(kind, envelope.message, response.status, data);
      }
      return data as T;
    }
  }

  const path = encodeURIComponent;
  return {
    quotations: {
      create: (body: Record<string, unknown>) => request<QuotationAnswer>('POST', '/gsma/quotations', body),
      createV2: (body: Record<string, unknown>) => request<QuotationAnswer>('POST', '/gsmaV2/quotations', body),
    },
    transactions: {
      create: (body: Record<string, unknown>, correlationId?: string) =>
        request<TransactionAnswer>('POST', '/gsma/transactions', body, correlationId),
      /** The SDK's query path (transactions_v3), by either reference. */
      get: (reference: string) => request<TransactionAnswer>('GET', `/gsma/transactions_v3/${path(reference)}`),
      cancel: (body: { txnId: string; reason?: string }) =>
        request<StatusCodeAnswer>('POST', '/gsma/remitCancel', body),
      reverse: (body: { txnId: string; reversalReason?: string }) =>
        request<StatusCodeAnswer>('POST', '/gsma/reversalInitiate', body),
      /** Polls until the status is no longer pending; answers the last answer and its outcome. */
      async pollUntilFinal(reference: string, options: { intervalMs?: number; timeoutMs?: number } = {}) {
        const deadline = Date.now() + (options.timeoutMs ?? 30_000);
        for (;;) {
          const answer = await request<TransactionAnswer>('GET', `/gsma/transactions_v3/${path(reference)}`);
          const outcome = classifyRemitStatus(answer.transactionStatus);
          if (outcome !== 'PENDING') return { answer, outcome };
          if (Date.now() > deadline) throw new Error(`${reference} is still pending: ${answer.transactionStatus}`);
          await sleep(options.intervalMs ?? 100);
        }
      },
    },
    accounts: {
      balances: () => request<LedgerBalance[]>('GET', '/gsma/accounts/all/balance_v1'),
      balance: (currency: string) => request<LedgerBalance[]>('GET', `/gsma/accounts/${path(currency)}/balance_v1`),
      status: (identifierType: 'msisdn' | 'accountNumber', identifier: string, params: Record<string, string>) => {
        const query = new URLSearchParams(params).toString();
        const where =
          identifierType === 'accountNumber'
            ? `/gsma/accounts/${path(identifier)}/status`
            : `/gsma/accounts/msisdn/${path(identifier)}/status`;
        return request<{ status: string; subStatus?: string; lei?: string }>(
          'GET',
          query ? `${where}?${query}` : where,
        );
      },
    },
  };
}

export type SdkClient = ReturnType<typeof createSdkClient>;
