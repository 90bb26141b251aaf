'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

/*
 * The scenario buttons behind a disclosure, loaded when it is first opened: the remittance page's
 * first load stays within its budget for operators and admins too (components/first-load.test.ts).
 */
const SandboxOutcomes = dynamic(() => import('./sandbox-outcomes').then((m) => m.SandboxOutcomes), {
  ssr: false,
  loading: () => <p className="text-sm text-slate-500">Loading the sandbox outcomes…</p>,
});

export function LazySandboxOutcomes({ reference }: { reference: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary className="cursor-pointer text-base font-semibold text-slate-900 select-none">Sandbox outcome</summary>
      <div className="mt-3">{opened && <SandboxOutcomes reference={reference} />}</div>
    </details>
  );
}
