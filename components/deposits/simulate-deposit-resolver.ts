import { zodResolver } from '@hookform/resolvers/zod';
import { simulateDepositRequestSchema } from '@/lib/schemas/sandbox';

/** Loaded on demand by the simulate form (components/forms/lazy-resolver). */
export const simulateDepositResolver = zodResolver(simulateDepositRequestSchema);
