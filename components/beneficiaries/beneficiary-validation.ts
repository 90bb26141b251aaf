import { zodResolver } from '@hookform/resolvers/zod';
import { createBeneficiaryRequestSchema } from '@/lib/schemas/beneficiary';
import { wireErrorMap } from '@/lib/schemas/issues';

/** The shared schema as a resolver; the beneficiary form loads it on demand (components/forms/lazy-load). */
export const beneficiarySchemaResolver = zodResolver(
  createBeneficiaryRequestSchema,
  { error: wireErrorMap },
  { raw: true },
);
