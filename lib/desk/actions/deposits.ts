'use server';

import { revalidatePath } from 'next/cache';
import { paymentsApi } from '@/lib/api-client';
import { protectedAction } from '@/lib/desk/protected-action';
import { simulateDepositRequestSchema } from '@/lib/schemas/sandbox';

/** Sandbox: credit the balance as if a payer had paid into the instruction, in money or a digital asset (operators only). */
export const simulateDepositAction = protectedAction({
  name: 'sandbox.simulate-deposit',
  permission: 'sandbox:simulate-deposit',
  schema: simulateDepositRequestSchema,
  target: (input) => (input.asset ? `${input.asset}/${input.network}` : (input.currency ?? '')),
  run: (input) => paymentsApi().simulateDeposit(input),
  then: () => revalidatePath('/'),
});
