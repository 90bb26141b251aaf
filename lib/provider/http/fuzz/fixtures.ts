import { TRANSACTION_TYPES } from '@/lib/schemas/transaction';
import { exampleQuotationBody, exampleTransactionBody } from '@/lib/schemas/transaction.examples';
import {
  createTestFile,
  createTestFxQuote,
  createTestParties,
  createTestPayment,
  createTestTransaction,
  createTestTransactionQuote,
  jsonPost,
  testBeneficiaryBody,
  testPayerBody,
  testPaymentBody,
  type TestProvider,
} from '../../testing';

/** Real records to point path ids at, and valid bodies to break. */
export async function fuzzFixtures(provider: TestProvider) {
  const parties = await createTestParties(provider);
  const payment = await createTestPayment(provider, parties);
  const transaction = await createTestTransaction(provider);
  const fxQuote = await createTestFxQuote(provider);
  const quote = await createTestTransactionQuote(provider, 'p2p');
  const fileId = await createTestFile(provider, 'PENDING');
  const hook = await provider.request(
    '/api/v1/webhook-endpoints',
    jsonPost({ url: 'http://127.0.0.1:9/h', description: 'fuzz' }),
  );
  const endpointId = ((await hook.json()) as { id: string }).id;
  const ids = [
    parties.originalPayerId,
    parties.beneficiaryId,
    payment.serviceRef,
    transaction.transactionReference,
    fxQuote.quoteId,
    quote.quoteId,
    fileId,
    endpointId,
    'USD',
    'SGD',
  ];
  const now = provider.clock.now();
  const examples: Record<string, unknown[]> = {
    '/sandbox/deposits': [{ currency: 'USD', amount: '100.00', reference: 'fuzz' }],
    '/quotes': [
      { sellCurrency: 'SGD', buyCurrency: 'USD', fixedSide: 'SELL', amount: 1000, metadata: { remark: 'r' } },
    ],
    '/payments': [testPaymentBody(parties, fxQuote)],
    '/sandbox/payments/:serviceRef/transitions': [{ to: 'CANCELLED', reason: 'fuzz' }],
    '/sandbox/transactions/:reference/transitions': [{ to: 'CANCELLED', reason: 'fuzz' }],
    '/webhook-endpoints': [{ url: 'http://127.0.0.1:9/h', description: 'd', eventTypes: ['payment.completed'] }],
    '/payers': [testPayerBody()],
    '/beneficiaries': [testBeneficiaryBody()],
    '/files': [
      { fileName: 'a.pdf', fileType: 'PAYER_DOCUMENT', purpose: 'PAYER', contentType: 'application/pdf', size: 9 },
    ],
    '/quotations': TRANSACTION_TYPES.map((type) => exampleQuotationBody(type)),
    '/transactions': TRANSACTION_TYPES.map((type) => exampleTransactionBody(type, { now, quoteId: quote.quoteId })),
  };
  return { ids, examples };
}
