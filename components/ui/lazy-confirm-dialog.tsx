'use client';

import dynamic from 'next/dynamic';

/*
 * The one ConfirmDialog, loaded when it is first opened: a read-only page that only sometimes asks
 * (the demo's reset) keeps it out of its first load (the 150 kB budget). Render it only while open.
 */
export const LazyConfirmDialog = dynamic(() => import('./confirm-dialog').then((m) => m.ConfirmDialog), {
  ssr: false,
});
