'use server';

import { z } from 'zod';
import { config } from '@/lib/config';
import { verifyAuditTrail } from '@/lib/desk/audit';
import { deskDb } from '@/lib/desk/database';
import { protectedAction } from '@/lib/desk/protected-action';

/**
 * Walks the whole audit trail and answers whether its keyed hash chain holds and still has every
 * row the last checkpoint recorded; when it holds, a new checkpoint is written. The check is itself
 * audited, with its verdict, so the trail shows when it was last verified and what was found.
 */
export const verifyAuditChainAction = protectedAction({
  name: 'audit.verify-chain',
  permission: 'audit:read',
  schema: z.object({}),
  run: async () => verifyAuditTrail(await deskDb(), config().auditCheckpointFile),
  auditDetails: (verdict) =>
    verdict.ok
      ? {
          holds: true,
          rows: verdict.rows,
          unchained: verdict.unchained,
          unkeyed: verdict.unkeyed,
          head: verdict.head,
          checkpoint: verdict.checkpoint?.at ?? null,
          ...(verdict.checkpointNotWritten ? { checkpointNotWritten: verdict.checkpointNotWritten } : {}),
        }
      : { holds: false, rows: verdict.rows, firstBroken: verdict.firstBroken },
});
