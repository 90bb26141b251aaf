import { z } from 'zod';

export const signInSchema = z.object({
  email: z.email({ message: 'Enter the e-mail address you sign in with' }),
  password: z.string().min(1, { message: 'Enter your password' }),
});
export type SignInInput = z.infer<typeof signInSchema>;
