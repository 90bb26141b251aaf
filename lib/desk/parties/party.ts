import { formatDay } from '@/lib/compliance/checks/dates';
import type { TransactionType } from '@/lib/schemas/transaction-blocks';

/*
 * Saved parties (issue 15), the zod-free part the composer and the pages share: what a party is,
 * what the desk reads out of its KYC (the name it is picked by, its country, when its ID expires),
 * which kind a transaction type needs on each side, and the expired-ID flag.
 */

export type SavedPartyKind = 'individual' | 'business';
export type PartyRole = 'sender' | 'recipient';

export const PARTY_KIND_LABELS: Readonly<Record<SavedPartyKind, string>> = {
  individual: 'Person',
  business: 'Company',
};

export const PARTY_ROLE_LABELS: Readonly<Record<PartyRole, string>> = {
  sender: 'Sender',
  recipient: 'Recipient',
};

export interface CreditPartyRow {
  key: string;
  value: string;
}

/** A saved party as the desk keeps it: the KYC block as the wire writes it, its credit party when saved. */
export interface SavedParty {
  id: string;
  kind: SavedPartyKind;
  displayName: string;
  country: string | null;
  kyc: Record<string, unknown>;
  creditParty: CreditPartyRow[] | null;
  idExpiresOn: string | null;
  createdBy: string;
  deactivatedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

type Loose = Record<string, unknown>;
const asObject = (value: unknown): Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * What the desk reads out of a KYC block: the name a person picks the party by (the full name, or
 * the registered business name), its country (nationality or registration, else its address's),
 * and when its identity stops being valid — the earliest expiry of a person's ID documents, or a
 * company's registration valid-through date.
 */
export function partyFacts(
  kind: SavedPartyKind,
  kyc: Loose,
): { displayName: string; country: string | null; idExpiresOn: string | null } {
  if (kind === 'business') {
    return {
      displayName: text(kyc.businessName),
      country: text(kyc.businessCountryCode) || text(kyc.businessAddressCountryCode) || null,
      idExpiresOn: text(kyc.businessIDValidThru) || null,
    };
  }
  const name = asObject(kyc.subjectName);
  const fullName =
    text(name.fullName) || [name.firstName, name.middleName, name.lastName].map(text).filter(Boolean).join(' ');
  const documents = Array.isArray(kyc.idDocument) ? kyc.idDocument : [];
  const expiries = documents.map((doc) => text(asObject(doc).expiryDate)).filter(Boolean);
  expiries.sort();
  return {
    displayName: fullName,
    country: text(kyc.nationality) || text(asObject(kyc.postalAddress).country) || null,
    idExpiresOn: expiries[0] ?? null,
  };
}

/** Today as a plain date (UTC), as the wire's dates are compared. */
export const todayPlain = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/**
 * Whether the party's ID (a company's registration) has expired by `today`, and the sentence that
 * says so to the person composing: "ID expired on 3 March 2026 — ask for a new one".
 */
export function expiredIdNotice(
  party: Pick<SavedParty, 'kind' | 'idExpiresOn'>,
  today: string = todayPlain(),
): string | undefined {
  const day = party.idExpiresOn;
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || day >= today) return undefined;
  return party.kind === 'business'
    ? `Registration expired on ${formatDay(day)} — ask for a current one`
    : `ID expired on ${formatDay(day)} — ask for a new one`;
}

/** Which kind of party a transaction type carries on a side: b2… sends from a company, …2b pays one. */
export function kindFor(type: TransactionType, role: PartyRole): SavedPartyKind {
  const letter = role === 'sender' ? type.charAt(0) : type.charAt(type.length - 1);
  return letter === 'b' ? 'business' : 'individual';
}

/** Why a saved party cannot be picked or edited while presenting: its form would show its personal data. */
export const PRESENTING_PARTY_WORDS =
  'Presenter mode is on: a saved party’s name, ID and account numbers would show in the form, so it is not picked or edited while presenting. Turn presenter mode off (beside your name) to do so.';
