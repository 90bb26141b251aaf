import type { PaymentsApi } from '@/lib/api-client/client';
import type { PaymentResponse } from '@/lib/schemas/payment';
import type { TransactionQueryResponse } from '@/lib/schemas/transaction';
import { isFinalRead, type RemittanceKindName } from './lifecycle';
import { transactionErrorFields } from './webhook-status';

/** What tracking needs of the payments API client (tests pass a fake). */
export type RemittanceApi = Pick<PaymentsApi, 'getTransaction' | 'getPayment' | 'getPayer' | 'getBeneficiary'>;

export type RemittanceAnswer =
  { kind: 'transaction'; answer: TransactionQueryResponse } | { kind: 'payment'; answer: PaymentResponse };

/** The remittance as the API has it now, by the API's own reference. */
export async function readRemittance(
  api: RemittanceApi,
  kind: RemittanceKindName,
  serviceRef: string,
): Promise<RemittanceAnswer> {
  return kind === 'transaction'
    ? { kind, answer: await api.getTransaction(serviceRef) }
    : { kind, answer: await api.getPayment(serviceRef) };
}

/** The status fields of an API answer, `final` derived since a read does not say it. */
export function statusOfAnswer(read: RemittanceAnswer) {
  if (read.kind === 'transaction') {
    const { status, errorCode, errorMessage } = read.answer;
    return {
      status,
      final: isFinalRead('transaction', status),
      ...transactionErrorFields(status, errorCode, errorMessage),
    };
  }
  const { status, failureReason } = read.answer;
  return { status, final: isFinalRead('payment', status), errorCode: null, errorMessage: failureReason ?? null };
}
