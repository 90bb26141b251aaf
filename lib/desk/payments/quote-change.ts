import Decimal from 'decimal.js';
import type { FxQuoteResponse } from '@/lib/schemas/fx-quote';
import { displayAmount } from './display';

/** One figure that differs between the expired quote and its replacement. */
export interface QuoteChange {
  label: string;
  before: string;
  after: string;
  /** Whether the move is good or bad for the payer (who sends the debit side and pays the fee). */
  favourable: boolean;
}

type Quote = Pick<FxQuoteResponse, 'sellCurrency' | 'buyCurrency' | 'sellAmount' | 'buyAmount' | 'fxRate'> & {
  fee: Pick<FxQuoteResponse['fee'], 'feeAmount' | 'feeCurrency'>;
};

/**
 * What changed from `before` to `after`, in the order a person reads a quote. A higher rate and
 * payout are favourable; a higher debit or fee is not. Empty when nothing moved (or the currencies
 * differ, where comparing figures would mislead).
 */
export function quoteChanges(before: Quote, after: Quote): QuoteChange[] {
  if (before.sellCurrency !== after.sellCurrency || before.buyCurrency !== after.buyCurrency) return [];
  const changes: QuoteChange[] = [];
  const add = (label: string, a: number, b: number, show: (value: number) => string, higherIsBetter: boolean) => {
    const cmp = new Decimal(b).comparedTo(a);
    if (cmp !== 0)
      changes.push({ label, before: show(a), after: show(b), favourable: higherIsBetter ? cmp > 0 : cmp < 0 });
  };
  add(
    'Rate',
    before.fxRate,
    after.fxRate,
    (r) => `1 ${after.sellCurrency} = ${new Decimal(r).toString()} ${after.buyCurrency}`,
    true,
  );
  add(
    'You send',
    before.sellAmount,
    after.sellAmount,
    (v) => `${displayAmount(v, after.sellCurrency)} ${after.sellCurrency}`,
    false,
  );
  add(
    'They receive',
    before.buyAmount,
    after.buyAmount,
    (v) => `${displayAmount(v, after.buyCurrency)} ${after.buyCurrency}`,
    true,
  );
  add(
    'Fee',
    before.fee.feeAmount,
    after.fee.feeAmount,
    (v) => `${displayAmount(v, after.fee.feeCurrency)} ${after.fee.feeCurrency}`,
    false,
  );
  return changes;
}
