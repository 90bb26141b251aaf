'use client';

import dynamic from 'next/dynamic';

/*
 * Presenter mode's message sequence, loaded only when shown (presenter mode on): the remittance
 * page's first load stays within its budget for everyone else (components/first-load.test.ts).
 */
export const LazyExchangesPanel = dynamic(() => import('./exchanges-panel').then((m) => m.ExchangesPanel), {
  ssr: false,
  loading: () => (
    <p className="mt-6 text-sm text-slate-500" data-presenter-exchanges="">
      Loading the messages exchanged…
    </p>
  ),
});
