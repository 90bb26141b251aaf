'use server';

import { paymentsApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { protectedAction } from '@/lib/desk/protected-action';
import { forceOutcomeSpec } from '@/lib/desk/remittances/force-outcome';
import { planOutcomeSpec } from '@/lib/desk/remittances/plan-outcome';

/**
 * Sandbox: force a remittance to be paid out, to fail with a named failure, or to be returned,
 * through the sandbox transition routes (operators and admins; audited with the moves made).
 */
export const forceSandboxOutcomeAction = protectedAction(
  forceOutcomeSpec({ api: paymentsApi, db: deskDb, mode: () => config().mode }),
);

/**
 * Sandbox: plan the next outcome a transaction's lifecycle plays at its own pace, or reset it to the
 * natural one (operators and admins; audited with the plan).
 */
export const planSandboxOutcomeAction = protectedAction(
  planOutcomeSpec({ api: paymentsApi, db: deskDb, mode: () => config().mode }),
);
