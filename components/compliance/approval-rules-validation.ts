import { zodResolver } from '@hookform/resolvers/zod';
import { approvalRulesEditSchema } from '@/lib/compliance/rules/schema';
import { wireErrorMap } from '@/lib/schemas/issues';

/** The rules' schema as a resolver; the editor loads it on first focus (components/forms/lazy-load). */
export const approvalRulesResolver = zodResolver(approvalRulesEditSchema, { error: wireErrorMap }, { raw: true });
