import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { requireUser } from '@/lib/auth/session';
import { config } from '@/lib/config';

export const dynamic = 'force-dynamic';

export default async function DeskLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  return (
    <AppShell user={user} mode={config().mode}>
      {children}
    </AppShell>
  );
}
