'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

const LINKS = [
  { href: '/', label: 'Overview' },
  { href: '/remittances', label: 'Remittances' },
  { href: '/compose/transaction', label: 'New transaction', compose: true },
  { href: '/compose/payment', label: 'New FX payment', compose: true },
  { href: '/compose/drafts', label: 'Drafts', compose: true },
  { href: '/payers', label: 'Payers' },
  { href: '/beneficiaries', label: 'Beneficiaries' },
  { href: '/parties', label: 'Parties' },
  { href: '/deposits', label: 'Deposit instructions' },
  { href: '/statement', label: 'Statement' },
  { href: '/demo', label: 'Demo' },
  { href: '/webhooks', label: 'Webhooks', needs: 'webhooks' },
  { href: '/review', label: 'Review queue', needs: 'review' },
  { href: '/audit', label: 'Audit trail', needs: 'audit' },
  { href: '/settings/approval-rules', label: 'Approval rules', needs: 'review' },
  { href: '/settings/screening-list', label: 'Screening list', needs: 'review' },
  { href: '/settings/sandbox', label: 'Sandbox clock', needs: 'sandboxClock' },
  { href: '/settings/connection', label: 'API connection', needs: 'settings' },
  { href: '/settings', label: 'Settings', needs: 'settings' },
  { href: '/api-reference', label: 'API reference' },
] as const satisfies readonly { href: string; label: string; compose?: boolean; needs?: NavNeed }[];

type NavNeed = 'review' | 'audit' | 'webhooks' | 'sandboxClock' | 'settings';
export type NavAccess = { canCompose: boolean; can: Readonly<Record<NavNeed, boolean>> };

/** The sections a person may open (the navigation and the Ctrl/⌘-K search list the same). */
export function visibleLinks({ canCompose, can }: NavAccess): readonly { href: string; label: string }[] {
  return LINKS.filter((link) => (canCompose || !('compose' in link)) && (!('needs' in link) || can[link.needs]));
}

/** The desk's sections; each only for the roles that may use it (checked again on the server). */
export function NavLinks(access: NavAccess) {
  const pathname = usePathname();
  const shown = visibleLinks(access);
  // The section whose address is the longest start of the page's: /settings/users is Settings, /settings/sandbox its own.
  const current = shown
    .filter((link) =>
      link.href === '/' ? pathname === '/' : pathname === link.href || pathname.startsWith(`${link.href}/`),
    )
    .reduce<string | undefined>(
      (best, link) => (best && best.length >= link.href.length ? best : link.href),
      undefined,
    );
  return (
    <ul className="space-y-1">
      {shown.map((link) => {
        const active = link.href === current;
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              aria-current={active ? 'page' : undefined}
              className={`block rounded-md px-3 py-2 text-sm font-medium ${active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
