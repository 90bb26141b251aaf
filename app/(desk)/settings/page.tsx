import type { Metadata } from 'next';
import Link from 'next/link';
import { PageHeader } from '@/components/ui/page-header';
import { requirePermission } from '@/lib/auth/session';
import { config } from '@/lib/config';

export const metadata: Metadata = { title: 'Settings' };

interface Section {
  href: string;
  title: string;
  line: string;
  /** Sandbox mode only (the page itself refuses in live mode). */
  sandboxOnly?: boolean;
}

/** The desk's settings, one line each; every section checks its own permission again on its page. */
const SECTIONS: readonly Section[] = [
  {
    href: '/settings/users',
    title: 'Users',
    line: 'Who may sign in, with which role; invite, deactivate, see each last sign-in.',
  },
  {
    href: '/settings/approval-rules',
    title: 'Approval rules',
    line: 'Which remittances wait for a reviewer; a change takes effect once a second admin confirms it.',
  },
  {
    href: '/settings/screening-list',
    title: 'Screening list',
    line: 'The names every remittance is screened against.',
  },
  {
    href: '/settings/connection',
    title: 'API connection',
    line: 'The payments API the desk calls, whether a key is set, and a test of the connection.',
  },
  {
    href: '/settings/webhooks',
    title: 'Webhooks',
    line: 'The endpoints registered with the API, their delivery rate, and secret rotation.',
  },
  {
    href: '/settings/sandbox',
    title: 'Sandbox clock',
    line: 'Speed up, slow down or pause the sandbox’s lifecycles and expiries.',
    sandboxOnly: true,
  },
  {
    href: '/demo',
    title: 'Demo',
    line: 'Play a partner demo scenario on the sandbox, then reset it.',
    sandboxOnly: true,
  },
  {
    href: '/settings/general',
    title: 'Timezone',
    line: 'The merchant’s default timezone (each person may choose their own in Preferences) and base currency, in which approval rules compare amounts.',
  },
];

export default async function SettingsPage() {
  await requirePermission('settings:manage');
  const sandbox = config().mode === 'sandbox';
  const sections = SECTIONS.filter((section) => sandbox || !section.sandboxOnly);
  return (
    <>
      <PageHeader
        title="Settings"
        description="How the desk runs: its people, its rules and its connection to the API."
      />
      <nav aria-label="Settings sections">
        <ul className="grid gap-3 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.href}>
              <Link
                href={section.href}
                className="block h-full rounded-lg border border-slate-200 bg-white px-5 py-4 shadow-sm hover:border-brand-600 focus-visible:border-brand-600"
              >
                <span className="block font-semibold text-slate-900">{section.title}</span>
                <span className="mt-1 block text-sm text-slate-600">{section.line}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
