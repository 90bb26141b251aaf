import type { Metadata } from 'next';
import { ApprovalRulesEditor } from '@/components/compliance/approval-rules-editor';
import { ApprovalRulesTable } from '@/components/compliance/approval-rules-table';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { currentRuleSet } from '@/lib/compliance/rules/store';
import { deskDb } from '@/lib/desk/database';
import { personTimeZone } from '@/lib/desk/preferences';
import { formatDateTime } from '@/lib/desk/time-zone';

export const metadata: Metadata = { title: 'Approval rules' };

export default async function ApprovalRulesPage() {
  // Reviewers read the rules they apply; only admins change them.
  const user = await requirePermission('review:read');
  const zone = await personTimeZone(user.id);
  const ruleSet = await currentRuleSet(await deskDb());
  const savedBy = ruleSet.createdBy === null ? 'the defaults' : `saved by ${ruleSet.createdByName ?? 'a former user'}`;
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
            {savedBy.charAt(0).toUpperCase() + savedBy.slice(1)},{' '}
            <time dateTime={ruleSet.createdAt.toISOString()}>{formatDateTime(ruleSet.createdAt, zone)}</time>. A
            remittance that matches no rule and has no finding is sent at once; otherwise it needs the most approvals
            any matching rule asks.
          </>
        }
      >
        <ApprovalRulesTable rules={ruleSet.rules} />
      </Card>
      {can(user.role, 'compliance:configure') ? (
        <section aria-labelledby="edit-rules" className="mt-8">
          <h2 id="edit-rules" className="mb-1 text-lg font-semibold">
            Change the rules
          </h2>
          <p className="mb-4 text-sm text-slate-600">
            Saving makes a new version. Remittances already waiting keep the version they were held under.
          </p>
          <ApprovalRulesEditor rules={ruleSet.rules} version={ruleSet.version} />
        </section>
      ) : (
        <p className="mt-6 text-sm text-slate-500">Only admins change the approval rules.</p>
      )}
    </>
  );
}
