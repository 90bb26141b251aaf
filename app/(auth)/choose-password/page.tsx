import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { PasswordForm } from '@/components/users/password-form';
import { requirePasswordChooser } from '@/lib/auth/session';

export const metadata: Metadata = { title: 'Choose your password' };
export const dynamic = 'force-dynamic';

/** After signing in with a one-time password: the person chooses their own before anything else. */
export default async function ChoosePasswordPage() {
  const person = await requirePasswordChooser();
  return (
    <AuthCard
      title="Choose your password"
      description={`Welcome, ${person.name}. You signed in with a one-time password: choose your own to go on to the desk.`}
    >
      <PasswordForm />
    </AuthCard>
  );
}
