import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SignInForm } from '@/components/auth/sign-in-form';
import { DEMO_USERS } from '@/lib/auth/demo-users';
import { getCurrentUser } from '@/lib/auth/session';
import { config } from '@/lib/config';

export const metadata: Metadata = { title: 'Sign in' };
export const dynamic = 'force-dynamic';

export default async function SignInPage() {
  if (await getCurrentUser()) redirect('/');
  const demoAccounts =
    config().mode === 'sandbox' ? DEMO_USERS.map(({ role, email, password }) => ({ role, email, password })) : [];
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="w-full max-w-sm rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Corridor</p>
        <h1 className="mt-1 text-xl font-semibold">Sign in to the desk</h1>
        <p className="mt-1 mb-6 text-sm text-slate-500">Compose and track cross-border remittances.</p>
        <SignInForm demoAccounts={demoAccounts} />
      </div>
    </main>
  );
}
