import Link from 'next/link';
import type { ReactNode } from 'react';
import { signOutAction } from '@/lib/desk/actions/session';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import type { DeskUser } from '@/lib/auth/session';
import { can, ROLE_LABELS } from '@/lib/auth/roles';
import type { Theme } from '@/lib/desk/theme';
import { BrowserTimeZone } from './browser-time-zone';
import { FindAnything } from './find-anything';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';

/** Navigation, the signed-in user with their role, and sign-out. */
export function AppShell({
  user,
  mode,
  theme,
  zone,
  children,
}: {
  user: DeskUser;
  mode: 'sandbox' | 'live';
  theme: Theme;
  /** The zone this page's timestamps are in, and whether the person chose it. */
  zone: { name: string; chosen: boolean };
  children: ReactNode;
}) {
  const access = {
    canCompose: can(user.role, 'remittances:compose'),
    can: {
      review: can(user.role, 'review:read'),
      audit: can(user.role, 'audit:read'),
      webhooks: can(user.role, 'webhooks:read'),
    },
  };
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <BrowserTimeZone renderedIn={zone.name} chosen={zone.chosen} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <aside className="flex w-full shrink-0 flex-col border-b border-slate-200 bg-white md:w-60 md:border-r md:border-b-0 print:hidden">
        <div className="px-5 py-4 md:py-5">
          <p className="text-lg font-semibold tracking-tight text-brand-900">Corridor</p>
          {mode === 'sandbox' && <p className="mt-0.5 text-xs text-amber-700">Sandbox — no real money moves</p>}
        </div>
        <div className="px-3 pb-3">
          <FindAnything access={access} />
        </div>
        <nav aria-label="Main" className="px-3 md:flex-1">
          <NavLinks {...access} />
        </nav>
        <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-5 py-3 md:block md:py-4">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium" data-testid="current-user">
              {user.name}
            </p>
            <p className="truncate text-xs text-slate-500">{user.email}</p>
            <p className="mt-2" data-testid="current-role">
              <Badge tone="info">{ROLE_LABELS[user.role]}</Badge>
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-2 md:mt-3 md:items-stretch">
            <div className="flex gap-2">
              <ThemeToggle theme={theme} />
              <Link
                href="/settings/preferences"
                className="rounded-md px-2 py-1 text-xs text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100"
              >
                Preferences
              </Link>
            </div>
            <form action={signOutAction}>
              <button type="submit" className={`${buttonClasses('secondary', 'sm')} md:w-full`}>
                Sign out
              </button>
            </form>
          </div>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
        {children}
      </main>
    </div>
  );
}
