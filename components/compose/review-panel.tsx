'use client';

import { CopyableRequestJson, RequestSummary } from '@/components/remittances/request-summary';
import { requestSections } from '@/lib/desk/remittances/request-view';
import { ComplianceWarnings } from './compliance-warnings';
import type { TransactionRequestInput } from '@/lib/schemas/transaction';

/**
 * The automatic compliance checks as warnings (a finding holds it for review), then the remittance
 * as a compliance reviewer reads it — the same sections its page will show once
 * submitted — and the exact JSON that goes on the wire.
 */
export function ReviewPanel({ body }: { body: TransactionRequestInput }) {
  const json = JSON.stringify(body, null, 2);
  return (
    <div className="space-y-4">
      <ComplianceWarnings body={body} />
      <div className="rounded-md border border-slate-200 bg-white p-4">
        <RequestSummary sections={requestSections('transaction', body as unknown as Record<string, unknown>)} />
      </div>
      <details className="rounded-md border border-slate-200 p-4">
        <summary className="cursor-pointer text-sm font-semibold text-slate-900">
          The request on the wire (POST /api/v1/transactions)
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
