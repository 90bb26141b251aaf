import type { Metadata } from 'next';
import { ApprovalRulesDiff } from '@/components/compliance/approval-rules-diff';
import { ApprovalRulesEditor } from '@/components/compliance/approval-rules-editor';
import { ApprovalRulesTable } from '@/components/compliance/approval-rules-table';
import { RuleProposalDecision } from '@/components/compliance/rule-proposal-decision';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { diffRuleSets } from '@/lib/compliance/rules/diff';
import { currentRuleSet, pendingRuleSet } from '@/lib/compliance/rules/store';
import { deskDb } from '@/lib/desk/database';
import { personTimeZone } from '@/lib/desk/preferences';
import { formatDateTime } from '@/lib/desk/time-zone';

export const metadata: Metadata = { title: 'Approval rules' };

export default async function ApprovalRulesPage() {
  // Reviewers read the rules they apply; only admins change them.
  const user = await requirePermission('review:read');
  const zone = await personTimeZone(user.id);
  const db = await deskDb();
  const ruleSet = await currentRuleSet(db);
  const proposal = await pendingRuleSet(db, ruleSet);
  const savedBy =
    ruleSet.createdBy === null ? 'the defaults' : `proposed by ${ruleSet.createdByName ?? 'a former user'}`;
  const admin = can(user.role, 'compliance:configure');
  return (
    <>
      <PageHeader
        title="Approval rules"
        description="Which composed remittances wait in review before they are sent, and for how many approvals. A finding of the checks or the screening always holds a remittance for at least one approval."
      />
      <Card
        title={`In force: version ${ruleSet.version}`}
        description={
          <>
            {savedBy.charAt(0).toUpperCase() + savedBy.slice(1)}
            {ruleSet.confirmedBy && ruleSet.createdBy !== null ? ' and confirmed by a second admin' : ''},{' '}
            <time dateTime={ruleSet.createdAt.toISOString()}>{formatDateTime(ruleSet.createdAt, zone)}</time>. A
            remittance that matches no rule and has no finding is sent at once; otherwise it needs the most approvals
            any matching rule asks.
          </>
        }
      >
        <ApprovalRulesTable rules={ruleSet.rules} />
      </Card>
      {proposal && (
        <section aria-labelledby="proposal" className="mt-8">
          <Card
            title={<span id="proposal">Proposed: version {proposal.version}</span>}
            description={
              <>
                Proposed by {proposal.createdByName ?? 'a former user'},{' '}
                <time dateTime={proposal.createdAt.toISOString()}>{formatDateTime(proposal.createdAt, zone)}</time>. It
                is in force once a second admin confirms it; until then version {ruleSet.version} holds.
              </>
            }
          >
            <ApprovalRulesDiff lines={diffRuleSets(ruleSet.rules, proposal.rules)} />
            {admin && (
              <div className="mt-4">
                <RuleProposalDecision version={proposal.version} ownProposal={proposal.createdBy === user.id} />
              </div>
            )}
          </Card>
        </section>
      )}
      {admin ? (
        <section aria-labelledby="edit-rules" className="mt-8">
          <h2 id="edit-rules" className="mb-1 text-lg font-semibold">
            Change the rules
          </h2>
          {proposal ? (
            <p className="text-sm text-slate-600">
              Confirm, refuse or withdraw version {proposal.version} before proposing another change.
            </p>
          ) : (
            <>
              <p className="mb-4 text-sm text-slate-600">
                Saving proposes a new version; it is in force once another admin confirms it. Remittances already
                waiting keep the version they were held under.
              </p>
              <ApprovalRulesEditor rules={ruleSet.rules} version={ruleSet.version} />
            </>
          )}
        </section>
      ) : (
        <p className="mt-6 text-sm text-slate-500">Only admins change the approval rules.</p>
      )}
    </>
  );
}
