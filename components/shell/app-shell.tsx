import type { ReactNode } from 'react';
import type { DeskUser } from '@/lib/auth/session';
import { can } from '@/lib/auth/roles';
import type { Theme } from '@/lib/desk/theme';
import { SandboxWatermark } from '@/components/presenter/sandbox-watermark';
import { BrowserTimeZone } from './browser-time-zone';
import { FindAnything, FindAnythingButton } from './find-anything';
import { MenuDrawer } from './menu-drawer';
import { NavLinks } from './nav-links';
import { searchablePages, visibleSections, type NavAccess } from './nav-sections';
import { UserBlock } from './user-block';

/**
 * Navigation, the signed-in user with their role, and sign-out: a sidebar from the `md` width up;
 * on a phone a compact bar (name, find anything, menu) whose menu opens them in a drawer.
 */
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
  const access: NavAccess = {
    compose: can(user.role, 'remittances:compose'),
    review: can(user.role, 'review:read'),
    audit: can(user.role, 'audit:read'),
    webhooks: can(user.role, 'webhooks:read'),
    settings: can(user.role, 'settings:manage'),
    sandboxClock: mode === 'sandbox' && can(user.role, 'sandbox:clock'),
  };
  const sections = visibleSections(access);
  const sandboxNote = mode === 'sandbox' && (
    <p className="mt-0.5 text-xs text-amber-700">Sandbox — no real money moves</p>
  );
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      {user.presenter && mode === 'sandbox' && <SandboxWatermark />}
      <BrowserTimeZone renderedIn={zone.name} chosen={zone.chosen} />
      <FindAnything pages={searchablePages(access)} />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-30 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      {/* Phones: one compact bar; the navigation and the person's block open in the menu. */}
      <header className="sticky top-0 z-20 flex items-center gap-2 border-b border-slate-200 bg-white px-4 py-2 md:hidden print:hidden">
        <div className="min-w-0 flex-1">
          <p className="text-base leading-tight font-semibold tracking-tight text-brand-900">Corridor</p>
          {mode === 'sandbox' && <p className="text-[11px] leading-tight text-amber-700">Sandbox</p>}
        </div>
        <FindAnythingButton compact />
        <MenuDrawer>
          {sandboxNote && <div className="px-4 pt-3">{sandboxNote}</div>}
          <nav aria-label="Main" className="flex-1 px-2 py-3">
            <NavLinks sections={sections} idPrefix="menu-nav" />
          </nav>
          <UserBlock user={user} theme={theme} inMenu />
        </MenuDrawer>
      </header>
      <aside className="hidden w-60 shrink-0 flex-col border-r border-slate-200 bg-white md:flex print:hidden">
        <div className="px-5 py-5">
          <p className="text-lg font-semibold tracking-tight text-brand-900">Corridor</p>
          {sandboxNote}
        </div>
        <div className="px-3 pb-3">
          <FindAnythingButton />
        </div>
        <nav aria-label="Main" className="flex-1 px-3 pb-4">
          <NavLinks sections={sections} idPrefix="side-nav" />
        </nav>
        <UserBlock user={user} theme={theme} />
      </aside>
      <main id="main" className="min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
        {children}
      </main>
    </div>
  );
}
