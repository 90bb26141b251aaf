import { can, type Role } from '@/lib/auth/roles';

const MASK = '•';

/**
 * Who is looking: a role, or the signed-in person (DeskUser), whose presenter mode masks personal
 * data whatever the role. Every masking decision of the desk goes through `seesPersonalData` and
 * `mayRevealPersonalData`, so presenter mode is applied here once.
 */
export type Viewer = Role | { role: Role; presenter?: boolean };

const roleOf = (viewer: Viewer): Role => (typeof viewer === 'string' ? viewer : viewer.role);
const presenting = (viewer: Viewer): boolean => typeof viewer !== 'string' && viewer.presenter === true;

/** Personal data unmasked: with pii:read, and never in presenter mode. */
export function seesPersonalData(viewer: Viewer): boolean {
  return can(roleOf(viewer), 'pii:read') && !presenting(viewer);
}

/** May reveal a masked number (pii:reveal): never in presenter mode, where reveal buttons are hidden. */
export function mayRevealPersonalData(viewer: Viewer): boolean {
  return can(roleOf(viewer), 'pii:reveal') && !presenting(viewer);
}

/**
 * Why a person who may reveal by role is refused it now: presenter mode is on. Undefined when
 * not presenting (the role's own refusal, if any, is the permission check's).
 */
export function presenterRefusal(viewer: Viewer): string | undefined {
  return presenting(viewer)
    ? 'Presenter mode is on: personal data stays masked, whatever your role. Turn presenter mode off (beside your name) to see it.'
    : undefined;
}

/**
 * Masks a personal number (phone, identity or account number) but its last `visible` characters,
 * keeping spaces and the leading `+` so the shape stays readable: `+6591234567` → `+•••••••4567`.
 * Values too short to keep anything back are masked whole.
 */
export function maskNumber(value: string, visible = 4): string {
  const significant = [...value].filter((c) => /[A-Za-z0-9]/.test(c)).length;
  const keep = significant > visible * 2 ? visible : 0;
  let seen = 0;
  return [...value]
    .map((c) => {
      if (!/[A-Za-z0-9]/.test(c)) return c;
      seen += 1;
      return seen > significant - keep ? c : MASK;
    })
    .join('');
}

/**
 * A personal number (ID, account, IBAN, phone) as lists show it to every role: masked but its last
 * four, enough to tell two apart; reviewers and admins reveal one per remittance, audited. Blanks stay blank.
 */
export function numberInList(value: string | null | undefined): string {
  return value ? maskNumber(value) : '';
}

/** What a role may see of a personal number: all of it with pii:read, else masked; blanks stay blank. */
export function piiFor(viewer: Viewer): (value: string | null | undefined) => string {
  const reveal = seesPersonalData(viewer);
  return (value) => {
    if (value === null || value === undefined || value === '') return '';
    return reveal ? value : maskNumber(value);
  };
}

/**
 * Masks a person's or company's name but the first letter of each word, so a row stays
 * recognisable in a demo without naming anyone: `Lagoon Components Ltd` → `L••••• C••••••••• L••`.
 */
export function maskName(value: string): string {
  return value.replace(/[\p{L}\p{N}]+/gu, (word) => word.charAt(0) + MASK.repeat([...word].length - 1));
}

/** What a role may see of a name: all of it with pii:read, else masked; blanks stay blank. */
export function namesFor(viewer: Viewer): (value: string | null | undefined) => string {
  const reveal = seesPersonalData(viewer);
  return (value) => {
    if (value === null || value === undefined || value === '') return '';
    return reveal ? value : maskName(value);
  };
}

/**
 * Whether a role may search people by name. Not where names are masked: a search that finds a
 * masked name would reveal it, a letter at a time; such a role searches by ID only.
 */
export function searchesByName(viewer: Viewer): boolean {
  return seesPersonalData(viewer);
}
