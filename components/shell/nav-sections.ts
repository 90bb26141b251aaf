/*
 * The desk's sections, grouped as the navigation shows them. Read on the server (the shell), so the
 * list travels as props and not as code in every page's JavaScript. Pages reached from another page
 * (the sandbox clock and the API connection, from Settings) are not listed here.
 */

export type NavNeed = 'compose' | 'review' | 'audit' | 'webhooks' | 'settings' | 'sandboxClock';
export type NavAccess = Readonly<Record<NavNeed, boolean>>;

export interface NavLink {
  href: string;
  label: string;
}

/** A titled group of links; the first group has no title. */
export interface NavSection {
  title?: string;
  links: readonly NavLink[];
}

type Entry = NavLink & { needs?: NavNeed };

const SECTIONS: readonly { title?: string; links: readonly Entry[] }[] = [
  {
    links: [
      { href: '/', label: 'Overview' },
      { href: '/remittances', label: 'Remittances' },
    ],
  },
  {
    title: 'Send',
    links: [
      { href: '/compose/transaction', label: 'New transaction', needs: 'compose' },
      { href: '/compose/payment', label: 'New FX payment', needs: 'compose' },
      { href: '/compose/drafts', label: 'Drafts', needs: 'compose' },
    ],
  },
  {
    title: 'Counterparties',
    links: [
      { href: '/payers', label: 'Payers' },
      { href: '/beneficiaries', label: 'Beneficiaries' },
      { href: '/parties', label: 'Parties' },
    ],
  },
  {
    title: 'Funds',
    links: [
      { href: '/deposits', label: 'Deposit instructions' },
      { href: '/statement', label: 'Statement' },
    ],
  },
  {
    title: 'Compliance',
    links: [
      { href: '/review', label: 'Review queue', needs: 'review' },
      { href: '/audit', label: 'Audit trail', needs: 'audit' },
      { href: '/settings/approval-rules', label: 'Approval rules', needs: 'review' },
      { href: '/settings/screening-list', label: 'Screening list', needs: 'review' },
    ],
  },
  {
    title: 'Desk',
    links: [
      { href: '/demo', label: 'Demo' },
      { href: '/webhooks', label: 'Webhooks', needs: 'webhooks' },
      { href: '/settings', label: 'Settings', needs: 'settings' },
      { href: '/api-reference', label: 'API reference' },
    ],
  },
];

/** The groups a person sees: each with only the links their role may use (checked again on the server); empty groups left out. */
export function visibleSections(access: NavAccess): NavSection[] {
  return SECTIONS.map(({ title, links }) => ({
    title,
    links: links.filter((link) => !link.needs || access[link.needs]).map(({ href, label }) => ({ href, label })),
  })).filter((section) => section.links.length > 0);
}

/** Pages not in the navigation that the Ctrl/⌘-K search still finds by name. */
const FOUND_BY_SEARCH: readonly Entry[] = [
  { href: '/settings/preferences', label: 'Preferences' },
  { href: '/settings/users', label: 'Users', needs: 'settings' },
  { href: '/settings/webhooks', label: 'Webhook endpoints', needs: 'settings' },
  { href: '/settings/connection', label: 'API connection', needs: 'settings' },
  { href: '/settings/sandbox', label: 'Sandbox clock', needs: 'sandboxClock' },
];

/** The pages the Ctrl/⌘-K search lists: the navigation's, in order, then the few it leaves to Settings. */
export function searchablePages(access: NavAccess): NavLink[] {
  const extra = FOUND_BY_SEARCH.filter((link) => !link.needs || access[link.needs]);
  return [
    ...visibleSections(access).flatMap((section) => section.links),
    ...extra.map(({ href, label }) => ({ href, label })),
  ];
}
