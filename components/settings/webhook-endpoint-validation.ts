import { zodResolver } from '@hookform/resolvers/zod';
import { wireErrorMap } from '@/lib/schemas/issues';
import { webhookEndpointRequestSchema } from '@/lib/schemas/webhook';

/** The add-endpoint form's schema as a resolver, loaded on first focus (components/forms/lazy-load). */
export const webhookEndpointResolver = zodResolver(
  webhookEndpointRequestSchema,
  { error: wireErrorMap },
  { raw: true },
);
