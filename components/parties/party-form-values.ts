import {
  blankBusinessRecipient,
  blankIndividual,
  type BusinessRecipientValues,
  type IndividualValues,
  type PartyRow,
} from '@/lib/desk/composer/values';
import type { CreditPartyRow, SavedParty, SavedPartyKind } from '@/lib/desk/parties/party';
import { businessRecipientValuesOf, creditPartyRowsOf, individualValuesOf } from '@/lib/desk/parties/prefill';

/*
 * The party form's values: the composer's own block paths (a company as `business.recepientKyc`,
 * the whole business block; a person as `recipientKyc`, every individual field) so the composer's
 * KYC sections lay it out, and the request it stands for (`{ kind, kyc, creditParty? }`).
 */

export interface PartyFormValues {
  kind: SavedPartyKind;
  business: { recepientKyc: BusinessRecipientValues };
  recipientKyc: IndividualValues;
  /** Whether the account it is paid on is saved with it. */
  withCreditParty: boolean;
  creditParty: PartyRow[];
}

/** Where the request's `kyc.…` errors land in the form. */
export const kycPathOf = (kind: SavedPartyKind) => (kind === 'business' ? 'business.recepientKyc' : 'recipientKyc');

/** A request field as the form's path: `kyc.x` is the KYC block's, the credit party is where it is. */
export function formPathOf(kind: SavedPartyKind, field: string): string {
  const inner = field.startsWith('party.') ? field.slice('party.'.length) : field;
  if (inner === 'kyc') return kycPathOf(kind);
  return inner.startsWith('kyc.') ? `${kycPathOf(kind)}.${inner.slice(4)}` : inner;
}

export function blankPartyForm(kind: SavedPartyKind): PartyFormValues {
  return {
    kind,
    business: { recepientKyc: blankBusinessRecipient() },
    recipientKyc: blankIndividual(1),
    withCreditParty: false,
    creditParty: [{ key: 'bankaccountno', value: '' }],
  };
}

export function partyFormOf(party: Pick<SavedParty, 'kind' | 'kyc' | 'creditParty'>): PartyFormValues {
  const values = blankPartyForm(party.kind);
  if (party.kind === 'business') values.business.recepientKyc = businessRecipientValuesOf(party.kyc);
  else values.recipientKyc = individualValuesOf(party.kyc, 'recipient');
  if (party.creditParty && party.creditParty.length > 0) {
    values.withCreditParty = true;
    values.creditParty = creditPartyRowsOf(party.creditParty);
  }
  return values;
}

/** Blank strings become absent, recursively; lists keep their positions (errors name indexes). */
function withoutBlanks(value: unknown): unknown {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (Array.isArray(value)) return value.map(withoutBlanks);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, inner]) => [key, withoutBlanks(inner)] as const);
    const kept = entries.filter(([, inner]) => inner !== undefined);
    return kept.length > 0 ? Object.fromEntries(kept) : undefined;
  }
  return value;
}

/** The request the form stands for: the KYC with blanks (and wholly blank parts) absent. */
export function partyRequestOf(values: PartyFormValues): {
  kind: SavedPartyKind;
  kyc: Record<string, unknown>;
  creditParty?: CreditPartyRow[];
} {
  const block = values.kind === 'business' ? values.business.recepientKyc : values.recipientKyc;
  const kyc = (withoutBlanks(block) ?? {}) as Record<string, unknown>;
  if (Array.isArray(kyc.idDocument)) {
    const documents = kyc.idDocument.filter((doc) => doc !== undefined);
    if (documents.length > 0) kyc.idDocument = documents;
    else delete kyc.idDocument;
  }
  if (!values.withCreditParty) return { kind: values.kind, kyc };
  const creditParty = values.creditParty.map((row) => ({ key: row.key.trim(), value: row.value.trim() }));
  return { kind: values.kind, kyc, creditParty };
}
