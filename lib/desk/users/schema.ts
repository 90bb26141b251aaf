import { z } from 'zod';
import { ROLES } from '@/lib/auth/roles';
import { textSchema } from '@/lib/schemas/fields';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits';

/** How a new person gets in: a one-time password shown once, or an invitation link valid 72 h. */
export const CREDENTIALS = ['one-time-password', 'invitation'] as const;
export type Credential = (typeof CREDENTIALS)[number];

const roleSchema = z.enum(ROLES, { message: 'Choose a role' });

export const createUserSchema = z.object({
  name: textSchema(100),
  email: z
    .email({ message: 'Enter a whole e-mail address, with an @ and the domain after it' })
    .max(254)
    .transform((email) => email.toLowerCase()),
  role: roleSchema,
  credential: z.enum(CREDENTIALS, { message: 'Choose how the person gets in' }),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** One person of the desk, by id (the actions that change a person). */
export const userIdSchema = z.object({ userId: z.string().min(1).max(64) });

export const changeRoleSchema = userIdSchema.extend({ role: roleSchema });

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, { message: `Use at least ${PASSWORD_MIN} characters` })
  .max(PASSWORD_MAX, { message: `Use at most ${PASSWORD_MAX} characters` });

/** Choosing a password: typed twice, so a slip of the finger does not lock the person out. */
export const choosePasswordSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((value) => value.password === value.confirmation, {
    path: ['confirmation'],
    message: 'The two passwords are not the same',
  });
export type ChoosePasswordInput = z.input<typeof choosePasswordSchema>;

export const acceptInvitationSchema = z
  .object({ token: z.string().min(20).max(200), password: passwordSchema, confirmation: z.string() })
  .refine((value) => value.password === value.confirmation, {
    path: ['confirmation'],
    message: 'The two passwords are not the same',
  });
