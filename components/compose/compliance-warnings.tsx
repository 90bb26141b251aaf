'use client';

import { useEffect, useState } from 'react';
import { findingText } from '@/lib/compliance/finding-text';
import type { Finding } from '@/lib/compliance/types';

/**
 * The automatic compliance checks, run in the browser on what is about to be submitted, as
 * warnings: the server runs the same checks at submit, and a finding holds the remittance for
 * review. Loaded on use, so the composer's first load stays light.
 */
export function ComplianceWarnings({ body }: { body: unknown }) {
  const [findings, setFindings] = useState<Finding[]>();
  // The body is rebuilt on every render: its text says when it really changed.
  const text = JSON.stringify(body);
  useEffect(() => {
    let current = true;
    void import('@/lib/compliance/checks').then(({ checkTransaction, todayUtc }) => {
      if (current) setFindings(checkTransaction(JSON.parse(text), { today: todayUtc() }));
    });
    return () => {
      current = false;
    };
  }, [text]);
  if (!findings || findings.length === 0) return null;
  return (
    <section
      aria-labelledby="compliance-warnings"
      className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950"
      data-testid="compliance-warnings"
    >
      <h2 id="compliance-warnings" className="font-semibold">
        Compliance will review this remittance before it is sent
      </h2>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {findings.map((finding) => (
          // Personal values masked, as the maker typed them just above; a shared screen shows no more.
          <li key={`${finding.code}-${finding.field}`}>{findingText(finding, (value) => value.masked)}</li>
        ))}
      </ul>
    </section>
  );
}
