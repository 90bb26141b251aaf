/**
 * A valid FX payment request (POST /api/v1/payments) between two parties, spending an SGD → USD
 * quote: what the tests, the sandbox flow and a reader of the interface start from.
 */
export function examplePaymentBody(ids: {
  requestId: string;
  merchantRef: string;
  originalPayerId: string;
  beneficiaryId: string;
  quote: { quoteId: string; sellAmount: number; buyAmount: number };
  paymentReference?: string;
}) {
  const { quote } = ids;
  return {
    requestId: ids.requestId,
    merchantRef: ids.merchantRef,
    payer: { originalPayerId: ids.originalPayerId },
    beneficiary: { beneficiaryId: ids.beneficiaryId },
    paymentInstruction: {
      paymentMethodPreference: 'SWIFT',
      paymentReason: 'SALARY',
      purposeCode: 'P001',
      paymentReference: ids.paymentReference ?? 'Salary Nov',
      urgency: 'STANDARD',
    },
    amount: {
      debitCurrency: 'SGD',
      debitAmount: quote.sellAmount,
      payoutCurrency: 'USD',
      payoutAmount: quote.buyAmount,
    },
    fx: { quoteId: quote.quoteId },
    compliance: { sourceOfFund: 'BUSINESS_REVENUE', supportingDocuments: [] as string[] },
  };
}
