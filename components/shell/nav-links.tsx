'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { NavSection } from './nav-sections';

/** The desk's sections, in their groups, with the page's own marked (the list comes from the shell). */
export function NavLinks({ sections, idPrefix }: { sections: readonly NavSection[]; idPrefix: string }) {
  const pathname = usePathname();
  // The link whose address is the longest start of the page's: /settings/users is Settings, /settings/approval-rules its own.
  const current = sections
    .flatMap((section) => section.links)
    .filter((link) =>
      link.href === '/' ? pathname === '/' : pathname === link.href || pathname.startsWith(`${link.href}/`),
    )
    .reduce<string | undefined>(
      (best, link) => (best && best.length >= link.href.length ? best : link.href),
      undefined,
    );
  return sections.map((section, index) => {
    const headingId = section.title && `${idPrefix}-${index}`;
    return (
      <div key={section.title ?? ''} className={index > 0 ? 'mt-4' : undefined}>
        {section.title && (
          <p id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {section.title}
          </p>
        )}
        <ul aria-labelledby={headingId} className="space-y-0.5">
          {section.links.map((link) => {
            const active = link.href === current;
            return (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={`block rounded-md px-3 py-1.5 text-sm font-medium ${active ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`}
                >
                  {link.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    );
  });
}
