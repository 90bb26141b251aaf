import { explainQuoteUnusable } from '@/lib/desk/payments/explain-failure';
import { addAmounts, formatMoney } from '@/lib/reference/money-format';
import type { FxQuoteResponse } from '@/lib/schemas/fx-quote';
import { localTime } from './expiry';
import type { QuoteView } from './quote-view';
import { rateText } from './terms';

/**
 * An FX quote as the quote panel shows it, in the order of a transaction's quote: the principal,
 * the fee and who pays it, the total debited, the rate, what the recipient gets. Its createdAt is
 * the server's time when it was made.
 */
export function fxQuoteView(quote: FxQuoteResponse): QuoteView {
  const terms = {
    sendAmount: quote.sellAmount,
    sendCurrency: quote.sellCurrency,
    receiveAmount: quote.buyAmount,
    receiveCurrency: quote.buyCurrency,
    rate: quote.fxRate,
    fee: { amount: quote.fee.feeAmount, currency: quote.fee.feeCurrency },
  };
  // Debit plus fee, when the fee is charged in the debit currency.
  const total =
    quote.fee.feeCurrency === quote.sellCurrency
      ? [
          {
            label: 'Total debited',
            value: formatMoney(addAmounts(quote.sellAmount, quote.fee.feeAmount), quote.sellCurrency),
            testId: 'quote-total',
            emphasis: true,
          },
        ]
      : [];
  return {
    quoteId: quote.quoteId,
    terms,
    rows: [
      { label: 'You send', value: formatMoney(quote.sellAmount, quote.sellCurrency), testId: 'quote-sell' },
      {
        label: 'Payment fee (paid by the sender)',
        value: formatMoney(quote.fee.feeAmount, quote.fee.feeCurrency),
        testId: 'quote-fee',
      },
      ...total,
      { label: 'Rate', value: rateText(terms), testId: 'quote-rate' },
      {
        label: 'They receive',
        value: formatMoney(quote.buyAmount, quote.buyCurrency),
        testId: 'quote-buy',
        emphasis: true,
      },
      { label: 'Value date', value: quote.valueDate },
    ],
    clock: { expiresAt: quote.expiresAt, serverTime: quote.createdAt },
    expiredMessage: explainQuoteUnusable(
      { kind: 'quote-unusable', code: 'QUOTE_EXPIRED', expiresAt: quote.expiresAt },
      localTime,
    ),
  };
}
