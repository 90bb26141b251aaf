/*
 * Which blocks each transaction type carries, as plain constants without zod: the API's schema
 * (transaction.ts) is built from them, and the desk's composer reads them in the browser without
 * loading the schemas.
 */

export const TRANSACTION_TYPES = ['b2b', 'b2p', 'p2b', 'p2p'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/**
 * `required`: must be present and populated. `forbidden`: absent, or empty (`{}` for a block, `""`
 * for a field) — a non-empty one is refused naming it. `optional`: absent or valid.
 */
export type BlockRule = 'required' | 'forbidden' | 'optional';

export const BLOCK_NAMES = [
  'senderKyc',
  'recipientKyc',
  'businessSender',
  'businessRecipient',
  'kidNumber',
  'businessFields',
  'relationshipSender',
] as const;
export type BlockName = (typeof BLOCK_NAMES)[number];

/**
 * The business-only top-level fields, one rule for all (BLOCK_MATRIX `businessFields`).
 */
export const BUSINESS_FIELDS = [
  'sendingAmount',
  'payinCcyCode',
  'provider',
  'paymentMode',
  'paymentOption',
  'authenticationPartnerCode',
  'sendingPartnerCode',
  'receivingPartnerCode',
] as const;
export type BusinessField = (typeof BUSINESS_FIELDS)[number];

/** The wire fields each block name stands for (dotted paths, as errors name them). */
export const BLOCK_FIELDS: Readonly<Record<BlockName, readonly string[]>> = {
  senderKyc: ['senderKyc'],
  recipientKyc: ['recipientKyc'],
  businessSender: ['business.senderKyc'],
  businessRecipient: ['business.recepientKyc'],
  kidNumber: ['kidNumber'],
  businessFields: BUSINESS_FIELDS,
  relationshipSender: ['internationalTransferInformation.relationshipSender'],
};

/**
 * Which blocks each type carries: the interface's "Blocks populated, by type" table, with the
 * provider reference filling what it leaves open.
 *
 * - KYC blocks: "populated" → required; "empty" / "absent" → forbidden (A.3 agrees: senderKyc M for
 *   p2p, p2b; recipientKyc M for p2p, b2p; business.senderKyc M for b2b, b2p; recepientKyc M for
 *   b2b, p2b).
 * - kidNumber: present in the interface's b2b and p2b shapes, but the provider's own b2b and p2b
 *   examples leave it out (A.3 lists it without a requirement; GW-RPL "O (inferred)"), so it is
 *   optional there — checked when sent — and forbidden in b2p (and p2p), whose shapes lack it.
 * - businessFields: present in every business shape → required there. For p2p the interface's
 *   shape has none of them, but the reference's P2P create-transaction table (GW-TXN, A.3) lists
 *   provider, sendingAmount and payinCcyCode as optional for every type — provider is even
 *   mandatory for PSP wallets in some countries — and TerraPay's P2P payments carry paymentMode /
 *   paymentOption optionally; so p2p may send them (optional), and they are validated when sent.
 * - relationshipSender: present in the p2b, b2p and p2p shapes → required (A.5's P2P table: M);
 *   the b2b shape lacks it and A.5's business table says O, so b2b may send it (optional).
 */
export const BLOCK_MATRIX = {
  b2b: {
    senderKyc: 'forbidden',
    recipientKyc: 'forbidden',
    businessSender: 'required',
    businessRecipient: 'required',
    kidNumber: 'optional',
    businessFields: 'required',
    relationshipSender: 'optional',
  },
  b2p: {
    senderKyc: 'forbidden',
    recipientKyc: 'required',
    businessSender: 'required',
    businessRecipient: 'forbidden',
    kidNumber: 'forbidden',
    businessFields: 'required',
    relationshipSender: 'required',
  },
  p2b: {
    senderKyc: 'required',
    recipientKyc: 'forbidden',
    businessSender: 'forbidden',
    businessRecipient: 'required',
    kidNumber: 'optional',
    businessFields: 'required',
    relationshipSender: 'required',
  },
  p2p: {
    senderKyc: 'required',
    recipientKyc: 'required',
    businessSender: 'forbidden',
    businessRecipient: 'forbidden',
    kidNumber: 'forbidden',
    businessFields: 'optional',
    relationshipSender: 'required',
  },
} as const satisfies Record<TransactionType, Record<BlockName, BlockRule>>;
