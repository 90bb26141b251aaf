import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { requireUser } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { THEME_COOKIE, themeFromCookie } from '@/lib/desk/preference-input';

export const dynamic = 'force-dynamic';

export default async function DeskLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const theme = themeFromCookie((await cookies()).get(THEME_COOKIE)?.value);
  return (
    <AppShell user={user} mode={config().mode} theme={theme}>
      {children}
    </AppShell>
  );
}
