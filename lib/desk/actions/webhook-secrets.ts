'use server';

import { revalidatePath } from 'next/cache';
import { protectedAction } from '@/lib/desk/protected-action';
import { deskSettingsSpecs } from '@/lib/desk/settings/desk-specs';

/**
 * Rotate a webhook endpoint's signing secret with an overlap in which the API signs with both (admins
 * only). The desk's own receiver keeps the new secret sealed; another endpoint's is shown this once.
 */
export const rotateWebhookSecretAction = protectedAction({
  ...deskSettingsSpecs.rotateSecret,
  then: () => revalidatePath('/settings/webhooks'),
});

/** Register a webhook endpoint with the API (admins only); its signing secret is shown this once. */
export const addWebhookEndpointAction = protectedAction({
  ...deskSettingsSpecs.addEndpoint,
  then: () => revalidatePath('/settings/webhooks'),
});
