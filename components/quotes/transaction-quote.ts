import { utcTime } from '@/lib/desk/payments/display';
import { formatMoney } from '@/lib/reference/money-format';
import type { Quote } from '@/lib/schemas/quotation';
import { feeTotal, rateText } from './terms';
import type { QuoteView } from './quote-view';

/**
 * A transaction quotation's quote as the quote panel shows it. `serverTime` is the quotation's
 * requestDate: the server's time when it priced the quote.
 */
export function transactionQuoteView(quote: Quote, serverTime?: string): QuoteView {
  const terms = {
    sendAmount: quote.sendingAmount,
    sendCurrency: quote.sendingCurrency,
    receiveAmount: quote.receivingAmount,
    receiveCurrency: quote.receivingCurrency,
    rate: quote.fxRate,
    fee: feeTotal(quote.fees),
  };
  return {
    quoteId: quote.quoteId,
    terms,
    rows: [
      { label: 'You send', value: formatMoney(quote.sendingAmount, quote.sendingCurrency), testId: 'quote-sending' },
      {
        label: 'They receive',
        value: formatMoney(quote.receivingAmount, quote.receivingCurrency),
        testId: 'quote-receiving',
      },
      { label: 'Rate', value: rateText(terms), testId: 'quote-rate' },
      ...quote.fees.map((fee) => ({
        label: `Fee (${fee.type.toLowerCase()})`,
        value: formatMoney(fee.amount, fee.currency),
      })),
      { label: 'Payout instrument', value: quote.payoutInstrument === 'WALLET' ? 'Mobile wallet' : 'Bank account' },
    ],
    clock: { expiresAt: quote.quoteExpiryTime, serverTime },
    expiredMessage: `This quote expired at ${utcTime(quote.quoteExpiryTime)}. Get a new quote; the rate and amounts may differ.`,
  };
}
