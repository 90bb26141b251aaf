'use client';

import dynamic from 'next/dynamic';

/*
 * The cancel / reversal dialog, loaded on the first click: the remittance page's first load keeps
 * only the buttons (its budget, components/first-load.test.ts).
 */
export const LazyOperationDialog = dynamic(() => import('./operation-dialog').then((m) => m.OperationDialog), {
  ssr: false,
});
