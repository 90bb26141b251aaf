import { zodResolver } from '@hookform/resolvers/zod';
import { choosePasswordSchema, createUserSchema } from '@/lib/desk/users/schema';
import { wireErrorMap } from '@/lib/schemas/issues';

/** The users forms' schemas as resolvers, loaded on first focus (components/forms/lazy-load). */
export const createUserResolver = zodResolver(createUserSchema, { error: wireErrorMap }, { raw: true });
export const choosePasswordResolver = zodResolver(choosePasswordSchema, { error: wireErrorMap }, { raw: true });
