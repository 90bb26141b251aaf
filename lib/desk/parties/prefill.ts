import { BUSINESS_RECIPIENT_FIELDS, BUSINESS_SENDER_FIELDS } from '@/lib/schemas/business-kyc-fields';
import {
  blankIdDocument,
  blankIndividual,
  type BusinessRecipientValues,
  type BusinessSenderValues,
  type ComposerValues,
  type IndividualValues,
  type PartyRow,
} from '@/lib/desk/composer/values';
import { toTransactionRequest } from '@/lib/desk/composer/to-request';
import type { CreditPartyRow, PartyRole, SavedPartyKind } from './party';
import { asObject, asString, fillStrings as fill, type Loose } from '@/lib/desk/composer/loose-values';

/*
 * Between a saved party and the composer's blocks, without zod (the composer's first load): a
 * party's KYC as the values of the block it is picked for, and a composed block back as the KYC to
 * save — exactly what the composer would put on the wire for it.
 */

/** A person's KYC as the individual block's values (a sender keeps at least one ID document row). */
export function individualValuesOf(kyc: Loose, role: PartyRole): IndividualValues {
  const values = fill(blankIndividual(0), kyc);
  const documents = Array.isArray(kyc.idDocument) ? kyc.idDocument : [];
  values.idDocument = documents.map((doc) => fill(blankIdDocument(), doc));
  if (role === 'sender' && values.idDocument.length === 0) values.idDocument.push(blankIdDocument());
  return values;
}

const fieldsOf = <K extends string>(keys: readonly K[], kyc: Loose) =>
  Object.fromEntries(keys.map((key) => [key, asString(kyc[key])])) as Record<K, string>;

/** A company's KYC as the business sender's 12 fields (the rest of what is saved is not a sender's). */
export const businessSenderValuesOf = (kyc: Loose): BusinessSenderValues => fieldsOf(BUSINESS_SENDER_FIELDS, kyc);

/** A company's KYC as the business recipient's 23 fields. */
export const businessRecipientValuesOf = (kyc: Loose): BusinessRecipientValues =>
  fieldsOf(BUSINESS_RECIPIENT_FIELDS, kyc);

/** The composer's form path of the block a party fills. */
export function blockPath(
  kind: SavedPartyKind,
  role: PartyRole,
): 'senderKyc' | 'recipientKyc' | 'business.senderKyc' | 'business.recepientKyc' {
  if (kind === 'business') return role === 'sender' ? 'business.senderKyc' : 'business.recepientKyc';
  return role === 'sender' ? 'senderKyc' : 'recipientKyc';
}

/** The block's values for a party's KYC. */
export function blockValuesOf(kind: SavedPartyKind, role: PartyRole, kyc: Loose) {
  if (kind === 'business') return role === 'sender' ? businessSenderValuesOf(kyc) : businessRecipientValuesOf(kyc);
  return individualValuesOf(kyc, role);
}

/** A saved credit party as the composer's rows. */
export const creditPartyRowsOf = (rows: readonly CreditPartyRow[]): PartyRow[] =>
  rows.map((row) => ({ key: asString(row.key), value: asString(row.value) }));

/**
 * The composed block as the KYC to save (blanks absent, as on the wire), and for a recipient the
 * credit party rows that hold a value (none: no credit party saved).
 */
export function partyFromComposer(
  values: ComposerValues,
  kind: SavedPartyKind,
  role: PartyRole,
): { kind: SavedPartyKind; kyc: Loose; creditParty?: CreditPartyRow[] } {
  const wire = toTransactionRequest(values, {
    quote: {
      quoteId: 'not-sent',
      sendingAmount: '0',
      sendingCurrency: values.payinCcyCode,
      receivingAmount: '0',
      receivingCurrency: values.currency,
    },
    requestDate: '',
    transactionReference: '',
  }) as unknown as Loose;
  const business = asObject(wire.business);
  const kyc =
    kind === 'business'
      ? asObject(role === 'sender' ? business.senderKyc : business.recepientKyc)
      : asObject(role === 'sender' ? wire.senderKyc : wire.recipientKyc);
  if (role === 'sender') return { kind, kyc };
  const creditParty = values.creditParty
    .map((row) => ({ key: row.key.trim(), value: row.value.trim() }))
    .filter((row) => row.key !== '' && row.value !== '');
  return creditParty.length > 0 ? { kind, kyc, creditParty } : { kind, kyc };
}
