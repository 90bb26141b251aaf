import Link from 'next/link';
import { signOutAction } from '@/lib/desk/actions/session';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import type { DeskUser } from '@/lib/auth/session';
import { ROLE_LABELS } from '@/lib/auth/roles';
import type { Theme } from '@/lib/desk/theme';
import { PresenterToggle } from '@/components/presenter/presenter-toggle';
import { ThemeToggle } from './theme-toggle';

/**
 * The signed-in person (name, e-mail, role), the theme, preferences and sign-out: at the foot of the
 * sidebar, and in the phone's menu (`inMenu`: laid out for the drawer, without the test ids the
 * sidebar's copy carries, so each names one element).
 */
export function UserBlock({ user, theme, inMenu = false }: { user: DeskUser; theme: Theme; inMenu?: boolean }) {
  return (
    <div className={inMenu ? 'space-y-3 border-t border-slate-200 px-4 py-4' : 'border-t border-slate-200 px-5 py-4'}>
      <div className="min-w-0">
        <p className="truncate text-sm font-medium" data-testid={inMenu ? undefined : 'current-user'}>
          {user.name}
        </p>
        <p className="truncate text-xs text-slate-500">{user.email}</p>
        <p className="mt-2" data-testid={inMenu ? undefined : 'current-role'}>
          <Badge tone="info">{ROLE_LABELS[user.role]}</Badge>
        </p>
      </div>
      <div className={inMenu ? 'flex flex-wrap items-center gap-2' : 'mt-3 flex flex-col items-stretch gap-2'}>
        <div className="flex gap-2">
          <ThemeToggle theme={theme} />
          <Link
            href="/settings/preferences"
            className="rounded-md px-2 py-1 text-xs text-slate-600 ring-1 ring-slate-300 hover:bg-slate-100"
          >
            Preferences
          </Link>
        </div>
        <PresenterToggle on={user.presenter === true} />
        <form action={signOutAction}>
          <button type="submit" className={`${buttonClasses('secondary', 'sm')} ${inMenu ? '' : 'w-full'}`}>
            Sign out
          </button>
        </form>
      </div>
    </div>
  );
}
