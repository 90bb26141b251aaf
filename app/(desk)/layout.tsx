import { cookies } from 'next/headers';
import type { ReactNode } from 'react';
import { AppShell } from '@/components/shell/app-shell';
import { requireUser } from '@/lib/auth/session';
import { config } from '@/lib/config';
import { THEME_COOKIE, themeFromCookie } from '@/lib/desk/theme';
import { personTimeZone, preferencesOf } from '@/lib/desk/preferences';

export const dynamic = 'force-dynamic';

export default async function DeskLayout({ children }: { children: ReactNode }) {
  const user = await requireUser();
  const theme = themeFromCookie((await cookies()).get(THEME_COOKIE)?.value);
  const { chosenTimeZone } = await preferencesOf(user.id);
  const zone = { name: await personTimeZone(user.id), chosen: chosenTimeZone !== null };
  return (
    <AppShell user={user} mode={config().mode} theme={theme} zone={zone}>
      {children}
    </AppShell>
  );
}
