'use client';

import { useState, useTransition } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { confirmApprovalRulesAction, refuseApprovalRulesAction } from '@/lib/desk/actions/approval-rules';

/**
 * Confirm or refuse a proposed version of the approval rules. Its proposer sees why they cannot
 * confirm, and may withdraw it; the page shows the outcome once the action has revalidated it.
 */
export function RuleProposalDecision({ version, ownProposal }: { version: number; ownProposal: boolean }) {
  const [problem, setProblem] = useState<string>();
  const [pending, startTransition] = useTransition();

  function decide(decision: 'confirm' | 'refuse') {
    setProblem(undefined);
    startTransition(async () => {
      const action = decision === 'confirm' ? confirmApprovalRulesAction : refuseApprovalRulesAction;
      const result = await action({ version }).catch(() => undefined);
      if (!result?.ok) setProblem(result?.formError ?? 'Nothing changed. Try again.');
    });
  }

  return (
    <div className="space-y-3">
      {problem && (
        <Alert tone="error" title="Nothing changed">
          {problem}
        </Alert>
      )}
      {ownProposal && <p className="text-sm text-slate-600">You proposed this version: another admin confirms it.</p>}
      <div className="flex flex-wrap gap-2">
        {!ownProposal && (
          <Button disabled={pending} onClick={() => decide('confirm')}>
            Confirm version {version}
          </Button>
        )}
        <Button variant="secondary" disabled={pending} onClick={() => decide('refuse')}>
          {ownProposal ? `Withdraw version ${version}` : `Refuse version ${version}`}
        </Button>
      </div>
    </div>
  );
}
