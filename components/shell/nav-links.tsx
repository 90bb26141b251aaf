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
  { href: '/deposits', label: 'Deposit instructions' },
  { href: '/api-reference', label: 'API reference' },
] as const satisfies readonly { href: string; label: string; compose?: boolean }[];

/** The desk's sections; composing ones only for roles that may compose. */
export function NavLinks({ canCompose }: { canCompose: boolean }) {
  const pathname = usePathname();
  return (
    <ul className="flex gap-1 overflow-x-auto pb-2 md:block md:space-y-1 md:pb-0">
      {LINKS.filter((link) => canCompose || !('compose' in link)).map((link) => {
        const active = link.href === '/' ? pathname === '/' : pathname.startsWith(link.href);
        return (
          <li key={link.href} className="shrink-0">
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
