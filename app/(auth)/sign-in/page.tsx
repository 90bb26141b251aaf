import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { AuthCard } from '@/components/auth/auth-card';
import { SignInForm } from '@/components/auth/sign-in-form';
import { SANDBOX_DEMO_USERS } from '@/lib/auth/demo-users';
import { getCurrentUser } from '@/lib/auth/session';
import { config } from '@/lib/config';

export const metadata: Metadata = { title: 'Sign in' };
export const dynamic = 'force-dynamic';

export default async function SignInPage() {
  if (await getCurrentUser()) redirect('/');
  const demoAccounts =
    config().mode === 'sandbox'
      ? SANDBOX_DEMO_USERS.map(({ role, email, password }) => ({ role, email, password }))
      : [];
  return (
    <AuthCard title="Sign in to the desk" description="Compose and track cross-border remittances.">
      <SignInForm demoAccounts={demoAccounts} />
    </AuthCard>
  );
}
