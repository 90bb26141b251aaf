import { EmptyState, ListTable, tableClasses } from '@/components/ui/list-controls';
import { approvalsLabel, describeConditions } from '@/lib/compliance/rules/words';
import type { ApprovalRule } from '@/lib/compliance/types';

/** The rules of one version as a person reads them: name, when it holds, and how many approve. */
export function ApprovalRulesTable({ rules }: { rules: readonly ApprovalRule[] }) {
  if (rules.length === 0)
    return (
      <EmptyState>No rules: remittances are sent at once unless the checks or the screening find something.</EmptyState>
    );
  return (
    <ListTable columns={['Rule', 'Holds a remittance when', 'Needs']}>
      {rules.map((rule) => (
        <tr key={rule.id}>
          <td className={`${tableClasses.td} font-medium text-slate-900`}>{rule.name}</td>
          <td className={`${tableClasses.td} whitespace-normal`}>{describeConditions(rule)}</td>
          <td className={tableClasses.td}>{approvalsLabel(rule.approvals)}</td>
        </tr>
      ))}
    </ListTable>
  );
}
