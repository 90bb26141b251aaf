'use server';

import { z } from 'zod';
import { paymentsApi } from '@/lib/api-client';
import { protectedAction } from '@/lib/desk/protected-action';
import { testConnection } from '@/lib/desk/settings/connection';

/** Calls the payments API as the desk does (health, then one read with the key) and answers each call's result and latency. */
export const testConnectionAction = protectedAction({
  name: 'settings.test-connection',
  permission: 'settings:manage',
  schema: z.object({}).strict(),
  run: () => testConnection(paymentsApi()),
  auditDetails: (checks) => ({ passed: checks.every((check) => check.ok) }),
});
