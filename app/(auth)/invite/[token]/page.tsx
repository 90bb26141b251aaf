import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { PasswordForm } from '@/components/users/password-form';
import { Alert } from '@/components/ui/alert';
import { deskDb } from '@/lib/desk/database';
import { INVITATION_WORDS, invitationState } from '@/lib/desk/users/accounts';

export const metadata: Metadata = { title: 'Your invitation', referrer: 'no-referrer' };
export const dynamic = 'force-dynamic';

/** An invitation link: the invited person chooses their password once, then goes on to the desk. */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const state = await invitationState(await deskDb(), token);
  if (!state.usable)
    return (
      <AuthCard title="This invitation cannot be used" description="Invitation links work once, for 72 hours.">
        <Alert tone="error">{INVITATION_WORDS[state.reason]}</Alert>
        <p className="mt-4 text-sm">
          <Link href="/sign-in" className="font-medium text-brand-700 hover:underline">
            Go to sign in
          </Link>
        </p>
      </AuthCard>
    );
  return (
    <AuthCard
      title="Choose your password"
      description={`Welcome, ${state.name}. You have been invited to the Corridor desk as ${state.email}.`}
    >
      <PasswordForm token={token} />
    </AuthCard>
  );
}
