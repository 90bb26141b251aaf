import { ListTable, tableClasses } from '@/components/ui/list-controls';
import type { RuleDiffLine } from '@/lib/compliance/rules/diff';

const CHANGE_WORDS: Record<RuleDiffLine['change'], string> = {
  added: 'Added',
  removed: 'Removed',
  changed: 'Changed',
  unchanged: 'Unchanged',
};

/** A proposed version against the rules in force, rule by rule. */
export function ApprovalRulesDiff({ lines }: { lines: readonly RuleDiffLine[] }) {
  if (lines.length === 0) return <p className="text-sm text-slate-600">Both have no rules.</p>;
  return (
    <ListTable columns={['Change', 'In force', 'Proposed']}>
      {lines.map((line, index) => (
        <tr key={`${line.change}-${index}`}>
          <td className={`${tableClasses.td} font-medium text-slate-900`}>{CHANGE_WORDS[line.change]}</td>
          <td className={`${tableClasses.td} whitespace-normal`}>{line.before ?? '—'}</td>
          <td className={`${tableClasses.td} whitespace-normal`}>
            {line.change === 'unchanged' ? 'Same' : (line.after ?? '—')}
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
