import { zodResolver } from '@hookform/resolvers/zod';
import { wireErrorMap } from '@/lib/schemas/issues';
import { createPayerRequestSchema } from '@/lib/schemas/payer';

/** The shared schema as a resolver; the payer form loads it on demand (components/forms/lazy-load). */
export const payerSchemaResolver = zodResolver(createPayerRequestSchema, { error: wireErrorMap }, { raw: true });
