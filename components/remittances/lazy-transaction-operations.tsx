'use client';

import dynamic from 'next/dynamic';

/*
 * Cancel and Request reversal, loaded only where offered (a transaction, operators and admins):
 * the remittance page's first load stays within its budget (components/first-load.test.ts).
 */
export const LazyTransactionOperations = dynamic(
  () => import('./transaction-operations').then((m) => m.TransactionOperations),
  { ssr: false },
);
