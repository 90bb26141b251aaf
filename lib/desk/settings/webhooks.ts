import { z } from 'zod';
import { PaymentsApiError, type PaymentsApi } from '@/lib/api-client/client';
import type { Db } from '@/lib/db/client';
import { STATUS_WEBHOOK_PATH } from '@/lib/desk/webhooks/receive';
import { recordRotatedSecret, type ReceiverSecretsSource } from '@/lib/desk/webhooks/secrets';
import { WEBHOOK_SECRET_OVERLAP_SECONDS, type WebhookEndpointRequest } from '@/lib/schemas/webhook';

/** The overlaps an admin picks from (all within the API's bounds, 1 min – 7 days). */
export const OVERLAP_CHOICES = [
  { seconds: 300, label: '5 minutes' },
  { seconds: 3600, label: '1 hour' },
  { seconds: WEBHOOK_SECRET_OVERLAP_SECONDS.default, label: '24 hours' },
  { seconds: WEBHOOK_SECRET_OVERLAP_SECONDS.max, label: '7 days' },
] as const;

export const rotateWebhookSecretSchema = z
  .object({
    endpointId: z.string().trim().min(1).max(100),
    overlapSeconds: z
      .number()
      .int()
      .min(WEBHOOK_SECRET_OVERLAP_SECONDS.min, { message: 'must be at least 1 minute' })
      .max(WEBHOOK_SECRET_OVERLAP_SECONDS.max, { message: 'must be at most 7 days' }),
  })
  .strict();

/** One endpoint as the settings page shows it: what it receives and how its deliveries went in 24 h. */
export interface WebhookEndpointRow {
  id: string;
  url: string;
  description: string | null;
  eventTypes: string[];
  enabled: boolean;
  /** The desk's own receiver: its secret is kept by the desk, sealed, and never shown. */
  isDesk: boolean;
  /** Delivery attempts of the last 24 h, or null when the API does not share them. */
  last24h: { attempts: number; succeeded: number; failed: number } | null;
  /** While the rotated-out secret still signs beside the new one: when it stops. */
  overlapEndsAt: string | null;
}

/** Whether an endpoint delivers to the desk's own webhook receiver. */
export const isDeskReceiver = (url: string) => {
  try {
    return new URL(url).pathname === STATUS_WEBHOOK_PATH;
  } catch {
    return false;
  }
};

/** The registered endpoints, each with its 24 h counts (a 404 on the one read: another API, counts not shared). */
export async function loadWebhookEndpoints(api: PaymentsApi): Promise<WebhookEndpointRow[]> {
  const { items } = await api.listWebhookEndpoints();
  return Promise.all(
    items.map(async (endpoint) => {
      const detail = await api.getWebhookEndpoint(endpoint.id).catch((error: unknown) => {
        if (error instanceof PaymentsApiError && error.status === 404) return undefined;
        throw error;
      });
      return {
        id: endpoint.id,
        url: endpoint.url,
        description: endpoint.description,
        eventTypes: endpoint.eventTypes,
        enabled: endpoint.enabled,
        isDesk: isDeskReceiver(endpoint.url),
        last24h: detail?.last24h ?? null,
        overlapEndsAt: detail?.previousSecretExpiresAt ?? null,
      };
    }),
  );
}

/** "98.5 %" of attempts answered 2xx, or a sentence when there were none. */
export function successRateWords(last24h: WebhookEndpointRow['last24h']): string {
  if (!last24h) return 'Not shared by the API';
  if (last24h.attempts === 0) return 'No deliveries in the last 24 hours';
  const rate = (100 * last24h.succeeded) / last24h.attempts;
  const shown = rate === 100 || rate === 0 ? String(rate) : rate.toFixed(1);
  return `${shown} % (${last24h.succeeded} of ${last24h.attempts})`;
}

/**
 * What a rotation answers the admin: when the old secret stops signing, and — only for an endpoint
 * that is not the desk's own receiver — the new secret, shown this once to configure it there.
 */
export type RotationAnswer = { endpointId: string; overlapEndsAt: string } & (
  { keptBy: 'desk' } | { keptBy: 'endpoint'; secret: string }
);

/**
 * Rotates an endpoint's secret through the API. The desk's own receiver's new secret is stored
 * sealed (lib/desk/webhooks/secrets.ts) and verifies from now on; the old one until the overlap ends.
 * The secret is never logged nor audited.
 */
export async function rotateWebhookSecret(
  deps: { api: PaymentsApi; db: Db; secrets: ReceiverSecretsSource },
  input: z.output<typeof rotateWebhookSecretSchema>,
  actorId: string,
): Promise<RotationAnswer> {
  const endpoint = (await deps.api.listWebhookEndpoints()).items.find((each) => each.id === input.endpointId);
  const rotated = await deps.api.rotateWebhookSecret(input.endpointId, { overlapSeconds: input.overlapSeconds });
  const answer = { endpointId: rotated.id, overlapEndsAt: rotated.previousSecretExpiresAt };
  if (endpoint && !isDeskReceiver(endpoint.url)) return { ...answer, keptBy: 'endpoint', secret: rotated.secret };
  await recordRotatedSecret(deps.db, deps.secrets, {
    endpointId: rotated.id,
    secret: rotated.secret,
    createdBy: actorId,
    retiresAt: new Date(rotated.previousSecretExpiresAt),
  });
  return { ...answer, keptBy: 'desk' };
}

/** An endpoint added from the settings page: its signing secret, shown to the admin this once. */
export interface AddedEndpoint {
  id: string;
  url: string;
  secret: string;
}

/**
 * Registers an endpoint with the API (keyed, so a double submit registers one). Its secret goes to
 * the admin once, to configure the receiver; the desk keeps no copy and never logs or audits it.
 */
export async function addWebhookEndpoint(
  api: PaymentsApi,
  input: { key: string; request: WebhookEndpointRequest },
): Promise<AddedEndpoint> {
  const created = await api.createWebhookEndpoint(input.request, input.key);
  return { id: created.id, url: created.url, secret: created.secret };
}
