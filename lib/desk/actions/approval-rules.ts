'use server';

import { revalidatePath } from 'next/cache';
import { approvalRulesEditSchema } from '@/lib/compliance/rules/schema';
import { RuleSetConflict, saveRuleSet } from '@/lib/compliance/rules/store';
import { recordAudit } from '@/lib/desk/audit';
import { deskDb } from '@/lib/desk/database';
import { ActionRefusal, protectedAction } from '@/lib/desk/protected-action';

/**
 * Save the approval rules as a new version (admins only). Remittances composed from then on follow
 * it; those already held keep the version they were stamped with. The recipe audits the save; the
 * rules before and after go in a `rules.change` row of their own, since the recipe's row carries no details.
 */
export const saveApprovalRulesAction = protectedAction({
  name: 'rules.save',
  permission: 'compliance:configure',
  schema: approvalRulesEditSchema,
  target: () => 'approval-rules',
  run: async ({ basedOnVersion, rules }, user) => {
    const db = await deskDb();
    let saved;
    try {
      saved = await saveRuleSet(db, rules, user.id, { basedOn: basedOnVersion });
    } catch (error) {
      if (error instanceof RuleSetConflict) throw new ActionRefusal(error.message);
      throw error;
    }
    await recordAudit(db, {
      actorId: user.id,
      actorRole: user.role,
      action: 'rules.change',
      outcome: 'ok',
      target: `approval-rules@${saved.version}`,
      details: { version: saved.version, before: saved.before, after: saved.after },
    });
    return { version: saved.version };
  },
  then: () => revalidatePath('/settings/approval-rules'),
});
