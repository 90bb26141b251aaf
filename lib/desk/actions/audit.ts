'use server';

import { z } from 'zod';
import { verifyAuditChain } from '@/lib/desk/audit';
import { deskDb } from '@/lib/desk/database';
import { protectedAction } from '@/lib/desk/protected-action';

/**
 * Walks the whole audit trail and answers whether its hash chain holds. The check is itself
 * audited, with its verdict, so the trail shows when it was last verified and what was found.
 */
export const verifyAuditChainAction = protectedAction({
  name: 'audit.verify-chain',
  permission: 'audit:read',
  schema: z.object({}),
  run: async () => verifyAuditChain(await deskDb()),
  auditDetails: (verdict) =>
    verdict.ok
      ? { holds: true, rows: verdict.rows, unchained: verdict.unchained, head: verdict.head }
      : { holds: false, rows: verdict.rows, firstBroken: verdict.firstBroken },
});
