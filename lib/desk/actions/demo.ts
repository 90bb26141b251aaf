'use server';

import { revalidatePath } from 'next/cache';
import { deskMerchantId, paymentsApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import type { DemoDeps } from '@/lib/desk/demo/control';
import { demoActionSpecs } from '@/lib/desk/demo/actions';
import { realSleep } from '@/lib/desk/demo/runner';
import { protectedAction } from '@/lib/desk/protected-action';

async function demoDeps(): Promise<DemoDeps> {
  const cfg = config();
  return {
    db: await deskDb(),
    api: paymentsApi(),
    merchantId: deskMerchantId(),
    dataDir: cfg.dataDir,
    threshold: cfg.screeningThreshold,
    tolerancePercent: cfg.reviewRateTolerancePercent,
    reviewDeadlineHours: cfg.reviewDeadlineHours,
    pace: cfg.demoPace,
    sleep: realSleep,
  };
}

const specs = demoActionSpecs(demoDeps);
const refresh = () => revalidatePath('/demo');

/** Starts the chosen scenario on the sandbox (admins; one run at a time). */
export const startDemoAction = protectedAction({ ...specs.start, then: refresh });

/** Halts the playing run: the steps not yet played are not. */
export const stopDemoAction = protectedAction({ ...specs.stop, then: refresh });

/** Removes what the run made on the API and on the desk, and puts the sandbox clock back on real time. */
export const resetDemoAction = protectedAction({ ...specs.reset, then: refresh });
