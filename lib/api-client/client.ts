import { z } from 'zod';
import { accountStatusResponseSchema, type AccountStatusQueryInput } from '@/lib/schemas/account-status';
import { balanceListSchema, balanceSchema, statementSchema } from '@/lib/schemas/balance';
import { beneficiaryListSchema, beneficiarySchema, type CreateBeneficiaryRequest } from '@/lib/schemas/beneficiary';
import { depositInstructionRecordSchema, type DepositInstrumentsQuery } from '@/lib/schemas/deposit-instruction';
import { isErrorCode, type ErrorCode } from '@/lib/schemas/error-codes';
import { errorEnvelopeSchema, type ErrorEnvelope, type FieldError } from '@/lib/schemas/error-envelope';
import { payerListSchema, payerSchema, type CreatePayerRequest } from '@/lib/schemas/payer';
import {
  fileStatusResponseSchema,
  fileUploadSessionResponseSchema,
  type FileUploadSessionRequest,
} from '@/lib/schemas/file';
import { fxQuoteResponseSchema, type FxQuoteRequest } from '@/lib/schemas/fx-quote';
import { paymentListSchema, paymentResponseSchema, type PaymentRequest } from '@/lib/schemas/payment';
import { quotationResponseSchema, type QuotationRequestInput } from '@/lib/schemas/quotation';
import {
  plannedOutcomeResponseSchema,
  simulateDepositResponseSchema,
  type PlannedOutcomeRequest,
  type SandboxPaymentTransition,
  type SandboxTransactionTransition,
  type SimulateDepositRequest,
} from '@/lib/schemas/sandbox';
import { sandboxClockSchema, type SandboxClockChange } from '@/lib/schemas/sandbox-clock';
import type { ExchangeListener } from './exchange-hook';
import { sandboxResetResponseSchema, type SandboxResetRequest } from '@/lib/schemas/sandbox-reset';
import {
  rotatedWebhookSecretSchema,
  createdWebhookEndpointSchema,
  webhookEndpointDetailSchema,
  webhookEndpointListSchema,
  webhookMessageSchema,
  type WebhookEndpointRequest,
  type WebhookSecretRotation,
} from '@/lib/schemas/webhook';
import type { CancelTransactionRequest, ReversalRequest } from '@/lib/schemas/transaction-operations';
import { webhookMessagePageSchema, type WebhookMessageStatus } from '@/lib/schemas/webhook-message';
import {
  transactionQueryResponseSchema,
  transactionResponseSchema,
  type TransactionRequestInput,
} from '@/lib/schemas/transaction';
import { apiReferenceSegment } from '@/lib/schemas/reference-path';

/** Just enough of an OpenAPI document to render the reference page. */
const openApiDocumentSchema = z.object({
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  paths: z.record(
    z.string(),
    z.record(
      z.string(),
      z.looseObject({
        summary: z.string().optional(),
        tags: z.array(z.string()).optional(),
        parameters: z
          .array(z.looseObject({ name: z.string(), in: z.string(), required: z.boolean().optional() }))
          .optional(),
        requestBody: z.unknown().optional(),
        responses: z.record(z.string(), z.unknown()),
      }),
    ),
  ),
  'x-error-codes': z
    .record(
      z.string(),
      z.object({
        status: z.number(),
        gsmaCode: z.string(),
        category: z.string(),
        action: z.string(),
        title: z.string(),
      }),
    )
    .optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

/** A failed call: the API's envelope when it answered one, else a transport failure. */
export class PaymentsApiError extends Error {
  constructor(
    readonly status: number,
    /** One of the closed list; a code this desk does not know is answered as INTERNAL. */
    readonly code: ErrorCode,
    message: string,
    readonly details: FieldError[] = [],
    readonly requestId?: string,
    /** The code exactly as the API sent it (differs from `code` only when that was unknown). */
    readonly rawCode: string = code,
  ) {
    super(message);
    this.name = 'PaymentsApiError';
  }

  static fromEnvelope(status: number, envelope: ErrorEnvelope) {
    const code = isErrorCode(envelope.code) ? envelope.code : 'INTERNAL';
    return new PaymentsApiError(status, code, envelope.message, envelope.details, envelope.requestId, envelope.code);
  }
}

export interface PaymentsApiOptions {
  /** Origin of the API; the paths already start with /api/v1. */
  baseUrl: string;
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Told of each call that concerns a remittance (`concerns`), after its answer (exchange-hook.ts). */
  onExchange?: ExchangeListener;
}

type Query = Record<string, string | readonly string[] | undefined>;

/** Query of the list operations (payers, beneficiaries): newest first, keyset pages. */
export interface ListParams {
  search?: string;
  limit?: number;
  /** The `nextCursor` of the previous page. */
  cursor?: string;
}

/** Query of a balance statement: the period [from, to) (to defaults to now) and its keyset page. */
export interface StatementParams {
  from: Date;
  to?: Date;
  limit?: number;
  /** The `nextCursor` of the previous page (same from and to). */
  cursor?: string;
}

/** Query of the webhook message log: newest first, keyset pages, optionally one remittance's. */
export interface WebhookMessageParams {
  /** A reference the messages' data names (the caller's, the service's, a payment's or a file's). */
  reference?: string;
  status?: WebhookMessageStatus;
  /** Each message with its delivery attempts. */
  withDeliveries?: boolean;
  limit?: number;
  /** The `nextCursor` of the previous page (same filters). */
  cursor?: string;
}

const listQuery = ({ search, limit, cursor }: ListParams = {}): Query => ({
  search: search?.trim() || undefined,
  limit: limit === undefined ? undefined : String(limit),
  cursor: cursor || undefined,
});

function toSearch(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : (value as string));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

const plannedOutcomePath = (reference: string) =>
  `/api/v1/sandbox/transactions/${apiReferenceSegment(reference)}/planned-outcome`;

/**
 * The desk's typed client of the payments API (server-only: it holds the key). Every response
 * is parsed with the shared schema, so the desk works against any deployment of the interface.
 */
export function createPaymentsApi(options: PaymentsApiOptions) {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call<T>(
    schema: z.ZodType<T>,
    method: string,
    path: string,
    init: { query?: Query; body?: unknown; headers?: Record<string, string>; concerns?: string } = {},
  ): Promise<T> {
    const url = `${options.baseUrl}${path}${toSearch(init.query)}`;
    const started = performance.now();
    // The presenter's message sequence: told once the answer is in, never able to fail the call.
    const tell = (status: number, responseBody: unknown) => {
      if (!init.concerns || !options.onExchange) return;
      try {
        options.onExchange({
          concerns: init.concerns,
          method,
          path: `${path}${toSearch(init.query)}`,
          requestBody: init.body,
          status,
          latencyMs: Math.round(performance.now() - started),
          responseBody,
        });
      } catch {
        // A listener's failure is its own.
      }
    };
    let response: Response;
    try {
      response = await doFetch(url, {
        method,
        headers: {
          ...init.headers,
          'x-api-key': options.apiKey,
          accept: 'application/json',
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(timeoutMs),
        cache: 'no-store',
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `did not answer within ${timeoutMs / 1000} s`
          : 'could not be reached';
      tell(0, undefined);
      throw new PaymentsApiError(503, 'SERVICE_UNAVAILABLE', `The payments API at ${options.baseUrl} ${reason}`);
    }
    const payload: unknown = await response.json().catch(() => undefined);
    tell(response.status, payload);
    if (!response.ok) {
      const envelope = errorEnvelopeSchema.safeParse(payload);
      if (envelope.success) throw PaymentsApiError.fromEnvelope(response.status, envelope.data);
      throw new PaymentsApiError(response.status, 'INTERNAL', `The payments API answered HTTP ${response.status}`);
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success)
      throw new PaymentsApiError(502, 'INTERNAL', `The payments API answered ${method} ${path} in an unexpected shape`);
    return parsed.data;
  }

  return {
    getDepositInstruction: (query: DepositInstrumentsQuery) =>
      call(depositInstructionRecordSchema, 'GET', '/api/v1/funding/deposit-instruments', { query }),
    listBalances: () => call(balanceListSchema, 'GET', '/api/v1/balances'),
    getBalance: (currency: string) => call(balanceSchema, 'GET', `/api/v1/balances/${encodeURIComponent(currency)}`),
    /** One page of a ledger's statement (an extension of the interface: another API may answer 404). */
    getStatement: (currency: string, params: StatementParams) =>
      call(statementSchema, 'GET', `/api/v1/balances/${encodeURIComponent(currency)}/statement`, {
        query: {
          from: params.from.toISOString(),
          to: params.to?.toISOString(),
          limit: params.limit === undefined ? undefined : String(params.limit),
          cursor: params.cursor || undefined,
        },
      }),
    getOpenApiDocument: () => call(openApiDocumentSchema, 'GET', '/api/v1/openapi.json'),
    /** Ready once the API's database is migrated; needs no key. */
    getHealth: () => call(z.object({ status: z.string() }), 'GET', '/api/v1/health'),
    simulateDeposit: (body: SimulateDepositRequest) =>
      call(simulateDepositResponseSchema, 'POST', '/api/v1/sandbox/deposits', { body }),
    /** The sandbox's clock (404 on a live API or one without it). */
    getSandboxClock: () => call(sandboxClockSchema, 'GET', '/api/v1/sandbox/clock'),
    changeSandboxClock: (body: SandboxClockChange) =>
      call(sandboxClockSchema, 'PUT', '/api/v1/sandbox/clock', { body }),
    resetSandboxClock: () => call(sandboxClockSchema, 'DELETE', '/api/v1/sandbox/clock'),
    /** Removes one demo run's records from the sandbox (404 on a live API or one without it). */
    resetSandboxRun: (body: SandboxResetRequest) =>
      call(sandboxResetResponseSchema, 'POST', '/api/v1/sandbox/reset', { body }),
    listPayers: (params?: ListParams) => call(payerListSchema, 'GET', '/api/v1/payers', { query: listQuery(params) }),
    getPayer: (id: string) => call(payerSchema, 'GET', `/api/v1/payers/${encodeURIComponent(id)}`),
    /** The same key and body answer the first payer again, so a retried or doubled submit creates one. */
    createPayer: (body: CreatePayerRequest, idempotencyKey: string) =>
      call(payerSchema, 'POST', '/api/v1/payers', { body, headers: { 'Idempotency-Key': idempotencyKey } }),
    listBeneficiaries: (params?: ListParams) =>
      call(beneficiaryListSchema, 'GET', '/api/v1/beneficiaries', { query: listQuery(params) }),
    getBeneficiary: (id: string) => call(beneficiarySchema, 'GET', `/api/v1/beneficiaries/${encodeURIComponent(id)}`),
    createBeneficiary: (body: CreateBeneficiaryRequest, idempotencyKey: string) =>
      call(beneficiarySchema, 'POST', '/api/v1/beneficiaries', {
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    /**
     * Refuses the party in new payments; it stays readable (an extension of the interface, which has
     * no update: another API may answer 404 or 405). Idempotent.
     */
    deactivatePayer: (id: string) => call(payerSchema, 'POST', `/api/v1/payers/${encodeURIComponent(id)}/deactivate`),
    deactivateBeneficiary: (id: string) =>
      call(beneficiarySchema, 'POST', `/api/v1/beneficiaries/${encodeURIComponent(id)}/deactivate`),
    /** A transaction quotation: amounts, fees, rate and expiry for one corridor and payout instrument. */
    createQuotation: (body: QuotationRequestInput) =>
      call(quotationResponseSchema, 'POST', '/api/v1/quotations', { body }),
    /** Idempotent on body.transactionReference: the same body answers the first transaction again. */
    createTransaction: (body: TransactionRequestInput) =>
      call(transactionResponseSchema, 'POST', '/api/v1/transactions', { body, concerns: body.transactionReference }),
    /** By the service's reference or the caller's transactionReference. */
    getTransaction: (reference: string) =>
      call(transactionQueryResponseSchema, 'GET', `/api/v1/transactions/${apiReferenceSegment(reference)}`, {
        concerns: reference,
      }),
    /** Before payout (ACKNOWLEDGED or PENDING); a repeat answers the CANCELLED transaction again. */
    cancelTransaction: (reference: string, body: CancelTransactionRequest) =>
      call(transactionQueryResponseSchema, 'POST', `/api/v1/transactions/${apiReferenceSegment(reference)}/cancel`, {
        body,
        concerns: reference,
      }),
    /** After SUCCESS: the answer is REVERSAL_PENDING; the partner's decision follows by webhook. */
    requestReversal: (reference: string, body: ReversalRequest) =>
      call(transactionQueryResponseSchema, 'POST', `/api/v1/transactions/${apiReferenceSegment(reference)}/reversal`, {
        body,
        concerns: reference,
      }),
    /** Whether a wallet or bank account exists, its holder's name and how it compares with `bnv`. */
    getAccountStatus: (query: AccountStatusQueryInput) =>
      call(accountStatusResponseSchema, 'GET', '/api/v1/accounts/status', { query: { ...query } }),
    createFxQuote: (body: FxQuoteRequest) => call(fxQuoteResponseSchema, 'POST', '/api/v1/quotes', { body }),
    getFxQuote: (quoteId: string) =>
      call(fxQuoteResponseSchema, 'GET', `/api/v1/quotes/${encodeURIComponent(quoteId)}`),
    /** Idempotent on body.requestId. */
    createPayment: (body: PaymentRequest) =>
      call(paymentResponseSchema, 'POST', '/api/v1/payments', { body, concerns: body.requestId }),
    getPayment: (serviceRef: string) =>
      call(paymentResponseSchema, 'GET', `/api/v1/payments/${encodeURIComponent(serviceRef)}`, {
        concerns: serviceRef,
      }),
    listPaymentsByMerchantRef: (merchantRef: string) =>
      call(paymentListSchema, 'GET', '/api/v1/payments', { query: { merchantRef } }),
    /** An upload session: PUT the bytes to the answered uploadUrl before it expires. */
    createFileUpload: (body: FileUploadSessionRequest) =>
      call(fileUploadSessionResponseSchema, 'POST', '/api/v1/files', { body }),
    /** Sandbox only: forces a transaction to `to` now (one legal move of its lifecycle). */
    transitionSandboxTransaction: (reference: string, body: SandboxTransactionTransition) =>
      call(
        transactionQueryResponseSchema,
        'POST',
        `/api/v1/sandbox/transactions/${apiReferenceSegment(reference)}/transitions`,
        {
          body,
          concerns: reference,
        },
      ),
    /** Sandbox only: the next outcome a transaction's lifecycle will play (not in presenter mode's sequence: the buttons poll it). */
    getSandboxPlannedOutcome: (reference: string) =>
      call(plannedOutcomeResponseSchema, 'GET', plannedOutcomePath(reference)),
    /** Sandbox only: plans a transaction's next outcome (nothing moves now). */
    planSandboxOutcome: (reference: string, body: PlannedOutcomeRequest) =>
      call(plannedOutcomeResponseSchema, 'PUT', plannedOutcomePath(reference), { body, concerns: reference }),
    /** Sandbox only: back to the natural outcome of the transaction's amount and reference. */
    resetSandboxOutcome: (reference: string) =>
      call(plannedOutcomeResponseSchema, 'DELETE', plannedOutcomePath(reference), { concerns: reference }),
    /** Sandbox only: forces an FX payment to `to` now (one legal move of its lifecycle). */
    transitionSandboxPayment: (serviceRef: string, body: SandboxPaymentTransition) =>
      call(paymentResponseSchema, 'POST', `/api/v1/sandbox/payments/${encodeURIComponent(serviceRef)}/transitions`, {
        body,
        concerns: serviceRef,
      }),
    getFile: (fileId: string) => call(fileStatusResponseSchema, 'GET', `/api/v1/files/${encodeURIComponent(fileId)}`),
    // The webhook message log and its delivery attempts (an extension of the interface: another API may answer 404).
    listWebhookMessages: (params: WebhookMessageParams = {}) =>
      call(webhookMessagePageSchema, 'GET', '/api/v1/webhook-messages', {
        query: {
          reference: params.reference?.trim() || undefined,
          status: params.status,
          include: params.withDeliveries ? 'deliveries' : undefined,
          limit: params.limit === undefined ? undefined : String(params.limit),
          cursor: params.cursor || undefined,
        },
      }),
    listWebhookEndpoints: () => call(webhookEndpointListSchema, 'GET', '/api/v1/webhook-endpoints'),
    /** Registers an endpoint; its signing secret is in this answer only. */
    createWebhookEndpoint: (body: WebhookEndpointRequest, idempotencyKey: string) =>
      call(createdWebhookEndpointSchema, 'POST', '/api/v1/webhook-endpoints', {
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    /** One endpoint with its rotation overlap and delivery attempts of the last 24 h (an extension of the interface). */
    getWebhookEndpoint: (id: string) =>
      call(webhookEndpointDetailSchema, 'GET', `/api/v1/webhook-endpoints/${encodeURIComponent(id)}`),
    /** A new signing secret, answered this once; the old one signs beside it for the overlap (not idempotent). */
    rotateWebhookSecret: (id: string, body: WebhookSecretRotation) =>
      call(rotatedWebhookSecretSchema, 'POST', `/api/v1/webhook-endpoints/${encodeURIComponent(id)}/rotate-secret`, {
        body,
      }),
    /** Sends a message again now, whatever its state; answers it as queued (PENDING, due now). */
    redeliverWebhookMessage: (messageId: string) =>
      call(webhookMessageSchema, 'POST', `/api/v1/webhook-messages/${encodeURIComponent(messageId)}/redeliver`),
  };
}

export type PaymentsApi = ReturnType<typeof createPaymentsApi>;

export type Settled<T> = { ok: true; data: T } | { ok: false; error: PaymentsApiError };

/** Awaits a call and answers an API failure as a value, so pages render it instead of crashing. */
export async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    if (error instanceof PaymentsApiError) return { ok: false, error };
    throw error;
  }
}
