import type { ReactNode } from 'react';
import { signOutAction } from '@/app/(auth)/sign-in/actions';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import type { DeskUser } from '@/lib/auth/session';
import { ROLE_LABELS } from '@/lib/auth/roles';
import { NavLinks } from './nav-links';

/** Navigation, the signed-in user with their role, and sign-out. */
export function AppShell({ user, mode, children }: { user: DeskUser; mode: 'sandbox' | 'live'; children: ReactNode }) {
  return (
    <div className="flex min-h-screen">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <aside className="flex w-60 shrink-0 flex-col border-r border-slate-200 bg-white">
        <div className="px-5 py-5">
          <p className="text-lg font-semibold tracking-tight text-brand-900">Corridor</p>
          {mode === 'sandbox' && <p className="mt-0.5 text-xs text-amber-700">Sandbox — no real money moves</p>}
        </div>
        <nav aria-label="Main" className="flex-1 px-3">
          <NavLinks />
        </nav>
        <div className="border-t border-slate-200 px-5 py-4">
          <p className="truncate text-sm font-medium" data-testid="current-user">
            {user.name}
          </p>
          <p className="truncate text-xs text-slate-500">{user.email}</p>
          <div className="mt-2 flex items-center justify-between gap-2">
            <span data-testid="current-role">
              <Badge tone="info">{ROLE_LABELS[user.role]}</Badge>
            </span>
          </div>
          <form action={signOutAction} className="mt-3">
            <button type="submit" className={`${buttonClasses('secondary', 'sm')} w-full`}>
              Sign out
            </button>
          </form>
        </div>
      </aside>
      <main id="main" className="min-w-0 flex-1 px-8 py-8">
        {children}
      </main>
    </div>
  );
}
