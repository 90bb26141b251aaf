'use client';

import dynamic from 'next/dynamic';

/*
 * The scenario buttons, loaded only where shown (sandbox mode, operators and admins): the
 * remittance page's first load stays within its budget (components/first-load.test.ts).
 */
export const LazySandboxOutcomes = dynamic(() => import('./sandbox-outcomes').then((m) => m.SandboxOutcomes), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-500">Loading the sandbox outcomes…</p>,
});
