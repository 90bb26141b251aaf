import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { requireUser } from '@/lib/auth/session';
import { ROLE_LABELS } from '@/lib/auth/roles';

export default async function ForbiddenPage() {
  const user = await requireUser();
  return (
    <div className="max-w-xl space-y-4">
      <h1 className="text-2xl font-semibold">Not available to your role</h1>
      <Alert tone="warning">
        You are signed in as {ROLE_LABELS[user.role]}. That page or action needs another role; ask an admin if you need
        it.
      </Alert>
      <Link href="/" className="text-sm font-medium text-brand-700 hover:underline">
        Back to the overview
      </Link>
    </div>
  );
}
