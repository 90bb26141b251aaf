'use server';

import { protectedAction } from '@/lib/desk/protected-action';
import { deskSettingsSpecs } from '@/lib/desk/settings/desk-specs';

/** Calls the payments API as the desk does (health, then one read with the key) and answers each call's result and latency. */
export const testConnectionAction = protectedAction(deskSettingsSpecs.testConnection);
