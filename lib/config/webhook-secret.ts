import { Webhook } from 'standardwebhooks';

/** What a webhook signing secret must be, for error messages: Standard Webhooks' `whsec_` + base64 key. */
export const WEBHOOK_SECRET_RULE = 'must be a Standard Webhooks secret: whsec_ followed by a base64 key';

/**
 * Whether `value` is a signing secret webhooks can be signed and verified with: the `whsec_` prefix,
 * then a non-empty key that the Standard Webhooks library itself decodes (so it is the judge, not a copy
 * of its base64 rules).
 */
export function isWebhookSecret(value: string): boolean {
  if (!value.startsWith('whsec_')) return false;
  try {
    new Webhook(value);
    return true;
  } catch {
    return false;
  }
}
