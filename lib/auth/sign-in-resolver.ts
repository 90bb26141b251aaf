import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema } from './sign-in-schema';

/** Loaded on demand by the sign-in form (components/forms/lazy-resolver). */
export const signInResolver = zodResolver(signInSchema);
