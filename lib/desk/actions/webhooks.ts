'use server';

import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { paymentsApi } from '@/lib/api-client';
import { protectedAction } from '@/lib/desk/protected-action';
import { aboutOf } from '@/lib/desk/webhooks/log';

/** What a redelivery answers: the message queued again, due at once. */
export interface Redelivered {
  messageId: string;
  eventType: string;
  /** The reference the message's data names. */
  about: string | null;
  /** Attempts made before this one. */
  attemptsBefore: number;
  dueAt: string | null;
}

/**
 * Asks the payments API to deliver one of its webhook messages again now (the built-in API's message
 * log). The desk's receiver recognises a message it already kept by its id and applies it once, so a
 * redelivery changes no remittance; it shows whether the desk can be reached. Audited with the event
 * and the reference the message is about.
 */
export const redeliverWebhookAction = protectedAction({
  name: 'webhooks.redeliver',
  permission: 'webhooks:redeliver',
  schema: z.object({ messageId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { message: 'is not a message id' }) }),
  target: (input) => input.messageId,
  run: async ({ messageId }): Promise<Redelivered> => {
    const message = await paymentsApi().redeliverWebhookMessage(messageId);
    return {
      messageId: message.id,
      eventType: message.eventType,
      about: aboutOf(message.payload),
      attemptsBefore: message.attempts,
      dueAt: message.nextAttemptAt,
    };
  },
  auditDetails: ({ eventType, about, attemptsBefore }) => ({ eventType, about, attemptsBefore }),
  then: () => revalidatePath('/webhooks'),
});
