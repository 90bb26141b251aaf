import { addAmounts, compareAmounts, formatMoney } from '@/lib/reference/money-format';

/*
 * The figures two quotes are compared by, whichever API made them (transaction quotation or FX
 * quote), and what changed between them. Decimal-free: exact comparison on decimal strings.
 */

type Amount = string | number;

/** What a quote says, in the terms a person compares two quotes. */
export interface QuoteTerms {
  sendAmount: Amount;
  sendCurrency: string;
  receiveAmount: Amount;
  receiveCurrency: string;
  /** Receiving units per sending unit. */
  rate: Amount;
  /** The fees, when they are all in one currency: their sum. */
  fee?: { amount: Amount; currency: string };
}

/** One figure that differs between the expired quote and its replacement. */
export interface QuoteChange {
  label: string;
  before: string;
  after: string;
  /** Whether the move is good or bad for the sender (who pays the debit side and the fee). */
  favourable: boolean;
}

/** `1 USD = 0.91678 EUR`. */
export function rateText(terms: Pick<QuoteTerms, 'rate' | 'sendCurrency' | 'receiveCurrency'>): string {
  return `1 ${terms.sendCurrency} = ${String(terms.rate)} ${terms.receiveCurrency}`;
}

/** The sum of `fees` when they share one currency; undefined when there are none or they mix currencies. */
export function feeTotal(fees: readonly { amount: Amount; currency: string }[]): QuoteTerms['fee'] {
  const [first] = fees;
  if (!first || fees.some((fee) => fee.currency !== first.currency)) return undefined;
  return { amount: fees.reduce<Amount>((sum, fee) => addAmounts(sum, fee.amount), 0), currency: first.currency };
}

/**
 * What changed from `before` to `after`, in the order a person reads a quote. A higher rate and
 * payout are favourable; a higher debit or fee is not. Empty when nothing moved (or the currencies
 * differ, where comparing figures would mislead).
 */
export function describeQuoteChange(before: QuoteTerms, after: QuoteTerms): QuoteChange[] {
  if (before.sendCurrency !== after.sendCurrency || before.receiveCurrency !== after.receiveCurrency) return [];
  const changes: QuoteChange[] = [];
  const add = (label: string, a: Amount, b: Amount, show: (value: Amount) => string, higherIsBetter: boolean) => {
    const moved = compareAmounts(b, a);
    if (moved !== 0)
      changes.push({ label, before: show(a), after: show(b), favourable: higherIsBetter ? moved > 0 : moved < 0 });
  };
  add('Rate', before.rate, after.rate, (rate) => rateText({ ...after, rate }), true);
  add('You send', before.sendAmount, after.sendAmount, (v) => formatMoney(v, after.sendCurrency), false);
  add('They receive', before.receiveAmount, after.receiveAmount, (v) => formatMoney(v, after.receiveCurrency), true);
  const [feeBefore, feeAfter] = [before.fee, after.fee];
  if (feeBefore && feeAfter && feeBefore.currency === feeAfter.currency)
    add('Fee', feeBefore.amount, feeAfter.amount, (v) => formatMoney(v, feeAfter.currency), false);
  return changes;
}
