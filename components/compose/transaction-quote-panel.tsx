'use client';

import type { ComponentProps } from 'react';
import { QuotePanel } from '@/components/quotes/quote-panel';
import { transactionQuoteView } from '@/components/quotes/transaction-quote';
import type { Quote } from '@/lib/schemas/quotation';

type Props = Omit<ComponentProps<typeof QuotePanel>, 'quote' | 'previous'> & { quote: Quote; previous?: Quote };

/** The one quote panel, fed a transaction quotation. */
export function TransactionQuotePanel({ quote, previous, ...rest }: Props) {
  return (
    <QuotePanel quote={transactionQuoteView(quote)} previous={previous && transactionQuoteView(previous)} {...rest} />
  );
}
