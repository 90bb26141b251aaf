import { PaymentsApiError } from '@/lib/api-client/client';
import type { Db } from '@/lib/db/client';
import type { PaymentResponse } from '@/lib/schemas/payment';
import type { TransactionQueryResponse } from '@/lib/schemas/transaction';
import type { RemittanceApi } from './api-reads';
import { recordRemittance, type SubmittedRemittance } from './record';

/** A transaction as the API's query answers it. */
export function transactionAnswer(
  serviceRef: string,
  reference: string,
  status: TransactionQueryResponse['status'],
  extra: Partial<TransactionQueryResponse> = {},
): TransactionQueryResponse {
  return {
    amount: '300000.00',
    currency: 'NGN',
    type: 'p2b',
    requestDate: '2026-03-02T18:35:10.000Z',
    requestingOrganisationTransactionReference: reference,
    debitParty: [{ key: 'msisdn', value: '+12025550147' }],
    creditParty: [
      { key: 'bankaccountno', value: '0123456789' },
      { key: 'accountName', value: 'Lagoon Components Ltd' },
    ],
    transactionReference: serviceRef,
    status,
    transactionStatus: status,
    ...extra,
  };
}

/** A payment as the API answers it. */
export function paymentAnswer(
  serviceRef: string,
  requestId: string,
  status: PaymentResponse['status'],
  extra: Partial<PaymentResponse> = {},
): PaymentResponse {
  return {
    requestId,
    merchantRef: `M-${requestId}`,
    serviceRef,
    status,
    payer: { originalPayerId: 'PAYER1' },
    beneficiary: { beneficiaryId: 'BEN1' },
    paymentInstruction: {
      paymentMethodPreference: 'SWIFT',
      paymentReason: 'GOODS',
      purposeCode: 'GDS',
      urgency: 'STANDARD',
    },
    amount: { debitCurrency: 'USD', debitAmount: 1000, payoutCurrency: 'EUR', payoutAmount: 920.5 },
    fx: { quoteId: 'Q1', fxRate: 0.9205 },
    fee: { chargeBearer: 'OUR', feeCurrency: 'USD', feeAmount: 5 },
    timeline: { createdAt: '2026-03-02T18:35:10.000Z', updatedAt: '2026-03-02T18:35:10.000Z', completedAt: null },
    metadata: {},
    ...extra,
  };
}

const notFound = (what: string) => new PaymentsApiError(404, 'NOT_FOUND', `No ${what}`);

/**
 * An in-memory stand-in for the payments API: answers what the test put in, counts the reads,
 * and fails the references listed in `failing` as if the API could not be reached.
 */
export function fakeApi() {
  const transactions = new Map<string, TransactionQueryResponse>();
  const payments = new Map<string, PaymentResponse>();
  const failing = new Set<string>();
  const reads: string[] = [];
  const unreachable = () => new PaymentsApiError(503, 'SERVICE_UNAVAILABLE', 'The payments API could not be reached');
  const api = {
    getTransaction: async (ref: string) => {
      reads.push(ref);
      if (failing.has(ref)) throw unreachable();
      const found =
        transactions.get(ref) ??
        [...transactions.values()].find((t) => t.requestingOrganisationTransactionReference === ref);
      if (!found) throw notFound(`transaction ${ref}`);
      return found;
    },
    getPayment: async (ref: string) => {
      reads.push(ref);
      if (failing.has(ref)) throw unreachable();
      const found = payments.get(ref);
      if (!found) throw notFound(`payment ${ref}`);
      return found;
    },
    getPayer: async (id: string) => {
      if (id !== 'PAYER1') throw notFound(`payer ${id}`);
      return { name: 'Harbour Trading Pte Ltd' };
    },
    getBeneficiary: async (id: string) => {
      if (id !== 'BEN1') throw notFound(`beneficiary ${id}`);
      return { beneficiary: { name: 'Max Mustermann' } };
    },
  } as unknown as RemittanceApi;
  return { api, transactions, payments, failing, reads };
}

/** A remittance as a composer records it after a successful submit. */
export async function submitted(
  db: Db,
  overrides: Partial<SubmittedRemittance> & Pick<SubmittedRemittance, 'reference' | 'serviceRef'>,
): Promise<void> {
  await recordRemittance(db, {
    kind: 'transaction',
    type: 'p2b',
    status: 'ACKNOWLEDGED',
    amount: '300000.00',
    currency: 'NGN',
    sendingAmount: '200.00',
    sendingCurrency: 'USD',
    senderName: 'Grace Ann Miller',
    recipientName: 'Lagoon Components Ltd',
    request: { type: 'p2b', transactionReference: overrides.reference },
    createdBy: 'user-operator',
    ...overrides,
  });
}
