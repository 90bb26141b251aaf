'use client';

import { CopyableRequestJson, RequestSummary } from '@/components/remittances/request-summary';
import { requestSections } from '@/lib/desk/remittances/request-view';
import { wordedSections } from '@/lib/desk/words/review';
import { ComplianceWarnings } from './compliance-warnings';
import type { TransactionRequestInput } from '@/lib/schemas/transaction';

/**
 * The automatic compliance checks as warnings (a finding holds it for review), then the remittance
 * as a compliance reviewer reads it — the same sections its page will show once
 * submitted, in the desk's words (labels, names for codes, dates written out) — and the exact JSON
 * that goes on the wire, which alone keeps the wire's names.
 */
export function ReviewPanel({ body }: { body: TransactionRequestInput }) {
  const json = JSON.stringify(body, null, 2);
  const request = body as unknown as Record<string, unknown>;
  return (
    <div className="space-y-4">
      <ComplianceWarnings body={body} />
      <div className="rounded-md border border-slate-200 bg-white p-4">
        <RequestSummary sections={wordedSections(requestSections('transaction', request), request, 'transaction')} />
      </div>
      <details className="rounded-md border border-slate-200 p-4">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">
          The request on the wire (the JSON the payments service receives)
        </summary>
        <CopyableRequestJson
          json={json}
          copyRowClassName="mt-3 flex justify-end"
          className="mt-2 max-h-96 overflow-auto rounded bg-slate-900 p-3 text-xs text-slate-100"
          testId="wire-json"
        />
      </details>
    </div>
  );
}
