'use client';

import dynamic from 'next/dynamic';
import type { ComponentProps } from 'react';
import type { QuotePanel } from '@/components/quotes/quote-panel';
import type { Quote } from '@/lib/schemas/quotation';

/*
 * The composer's quote and review steps appear only once a quote exists, so their code (the quote
 * panel, the review's request view) loads with the first quote instead of with the page:
 * `preloadQuoteStep()` starts the download as the quote is asked for.
 */
const loadQuotePanel = () => import('./transaction-quote-panel');
const loadReviewPanel = () => import('./review-panel');

export function preloadQuoteStep(): void {
  void loadQuotePanel();
  void loadReviewPanel();
}

type PanelProps = Omit<ComponentProps<typeof QuotePanel>, 'quote' | 'previous'> & { quote: Quote; previous?: Quote };

export const TransactionQuotePanel = dynamic<PanelProps>(() => loadQuotePanel().then((m) => m.TransactionQuotePanel));
export const ReviewPanel = dynamic(() => loadReviewPanel().then((m) => m.ReviewPanel));
