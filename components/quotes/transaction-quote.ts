import { utcTime } from '@/lib/desk/payments/display';
import { feeLabel } from '@/lib/desk/remittances/money-words';
import { addAmounts, formatMoney } from '@/lib/reference/money-format';
import type { Quote } from '@/lib/schemas/quotation';
import { feeTotal, rateText } from './terms';
import type { QuoteView } from './quote-view';

/**
 * A transaction quotation's quote as the quote panel shows it: the principal, each fee and who
 * pays it, the total debited (principal and the fees in the sending currency, which the sender
 * pays on top), the rate and what the recipient gets. `serverTime` is the quotation's
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
  const total = quote.fees
    .filter((fee) => fee.currency === quote.sendingCurrency)
    .reduce<string>((sum, fee) => addAmounts(sum, fee.amount), quote.sendingAmount);
  return {
    quoteId: quote.quoteId,
    terms,
    rows: [
      { label: 'You send', value: formatMoney(quote.sendingAmount, quote.sendingCurrency), testId: 'quote-sending' },
      ...quote.fees.map((fee, index) => ({
        label: `${feeLabel(fee.type)} (paid by the sender)`,
        value: formatMoney(fee.amount, fee.currency),
        testId: index === 0 ? 'quote-fee' : undefined,
      })),
      {
        label: 'Total debited',
        value: formatMoney(total, quote.sendingCurrency),
        testId: 'quote-total',
        emphasis: true,
      },
      { label: 'Rate', value: rateText(terms), testId: 'quote-rate' },
      {
        label: 'They receive',
        value: formatMoney(quote.receivingAmount, quote.receivingCurrency),
        testId: 'quote-receiving',
        emphasis: true,
      },
      { label: 'Payout instrument', value: quote.payoutInstrument === 'WALLET' ? 'Mobile wallet' : 'Bank account' },
    ],
    clock: { expiresAt: quote.quoteExpiryTime, serverTime },
    expiredMessage: `This quote expired at ${utcTime(quote.quoteExpiryTime)}. Get a new quote; the rate and amounts may differ.`,
  };
}
