'use server';

import { revalidatePath } from 'next/cache';
import { protectedAction } from '@/lib/desk/protected-action';
import { deskSettingsSpecs } from '@/lib/desk/settings/desk-specs';

const refresh = () => revalidatePath('/settings/approval-rules');

/**
 * Propose the approval rules as a new version (admins only): in force once another admin confirms
 * it. Remittances held before keep the version they were stamped with. Audited with the rules in
 * force and the proposed ones.
 */
export const saveApprovalRulesAction = protectedAction({ ...deskSettingsSpecs.proposeRules, then: refresh });

/** Confirm a proposal (an admin other than its proposer): it is in force from now on. */
export const confirmApprovalRulesAction = protectedAction({ ...deskSettingsSpecs.confirmRules, then: refresh });

/** Refuse another admin's proposal, or withdraw one's own: it never comes into force. */
export const refuseApprovalRulesAction = protectedAction({ ...deskSettingsSpecs.refuseRules, then: refresh });
