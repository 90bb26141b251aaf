import { z } from 'zod';

/** One field-level problem: `field` is a dotted path into the request (`amount.debitAmount`). */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The error body of every failed API call: the flat part for our clients, the nested `error`
 * as GSMA/TerraPay clients read it.
 */
export const errorEnvelopeSchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string(),
  details: z.array(fieldErrorSchema),
  error: z.object({
    errorCategory: z.string(),
    errorCode: z.string(),
    errorDescription: z.string(),
    errorDateTime: z.string(),
    errorParameters: z.array(z.object({ key: z.string(), value: z.string() })),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
