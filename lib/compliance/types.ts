/*
 * The words of compliance review, shared by the checks, the screening, the approval rules, the
 * review queue and the composer's live warnings. Plain types and constants only (no zod, no
 * libraries), so the browser can import them without weight.
 */

/** A problem an automatic check found, at the wire field it concerns. */
export interface Finding {
  /** Stable code (FINDING_CODES), for rules, dismissals and the dossier. */
  code: FindingCode;
  /** The wire path, dotted as errors name it: `senderKyc.idDocument.0.expiryDate`. */
  field: string;
  /**
   * One plain sentence for a person: "The sender's passport expired on 3 May 2026." A personal
   * value (a name, an IBAN, a phone number) is never written into it: it stands as `{key}`, a
   * placeholder of `values`, put in at read time as the reader may see it (lib/desk/review/finding-words.ts).
   */
  message: string;
  /** The personal values the message names, by placeholder. */
  values?: Record<string, FindingValue>;
}

/**
 * A personal value a finding names, kept masked: stored findings never hold a full name or number.
 * Those who may see it read it again from the checked request, at `field`.
 */
export interface FindingValue {
  /** A name or other personal text (an e-mail address): shown whole with pii:read. A number: masked in lists and on review pages for every role. */
  kind: 'name' | 'number';
  /**
   * Wire paths of the full value in what was checked (the request): `creditParty.2.value`; a name
   * made of several fields (first and last name) lists each, read joined by a space.
   */
  fields: string[];
  /** The value masked, as any reader may see it (and what shows when the full value is not at hand). */
  masked: string;
}

export const FINDING_CODES = [
  'ID_EXPIRED',
  'ID_EXPIRING_SOON',
  'ID_ISSUED_AFTER_EXPIRY',
  'ID_ISSUED_IN_FUTURE',
  'BIRTH_DATE_IN_FUTURE',
  'SENDER_UNDER_18',
  'BUSINESS_REGISTRATION_EXPIRED',
  'BUSINESS_REGISTRATION_IN_FUTURE',
  'REQUIRED_FIELD_EMPTY',
  'COUNTRY_UNKNOWN',
  'PHONE_INVALID',
  'EMAIL_INVALID',
  'IBAN_CHECK_DIGITS',
  'IBAN_COUNTRY_MISMATCH',
  'BIC_INVALID',
  'ACCOUNT_NAME_MISMATCH',
  'SCREENING_HIT',
] as const;
export type FindingCode = (typeof FINDING_CODES)[number];

/** Who or what was screened, and where its name sits on the wire. */
export type ScreeningRole = 'sender' | 'recipient' | 'business-sender' | 'business-recipient' | 'director' | 'ubo';

export interface ScreeningSubject {
  role: ScreeningRole;
  /** Wire path of the name: `recipientKyc.subjectName.fullName`. */
  field: string;
  name: string;
  /** YYYY-MM-DD, when known. */
  dateOfBirth?: string;
  /** ISO 3166-1 alpha-2 (nationality, or the business's country), when known. */
  country?: string;
}

/** One entry of the screening list (the CSV's row). */
export interface ScreeningEntry {
  /** Stable id of the entry within its list (the CSV's `id`). */
  id: string;
  name: string;
  aliases: string[];
  dateOfBirth?: string;
  country?: string;
  listName: string;
}

/** Why a hit scored what it did: each aligned pair of name parts, and what lowered it. */
export interface ScreeningExplanation {
  /** The name of the entry that matched best (the entry's name or one of its aliases). */
  matchedName: string;
  parts: { subject: string; entry: string; score: number }[];
  /** Score of the names alone, before adjustments. */
  nameScore: number;
  adjustments: { reason: string; delta: number }[];
}

export interface ScreeningHit {
  subject: ScreeningSubject;
  entry: ScreeningEntry;
  /** 0..1, after adjustments; a hit is at or above the threshold. */
  score: number;
  explanation: ScreeningExplanation;
  /**
   * Set when enough reviewers dismissed this subject × entry as a false positive (on this
   * remittance, or remembered from an earlier one); `secondBy` when the rules asked for two people.
   */
  dismissed?: HitDismissal & { secondBy?: string };
  /** On a held remittance: who dismissed it so far, while the rules ask for more people than that. */
  dismissals?: HitDismissal[];
  /** On a held remittance: a reviewer confirmed it as a true match (which rejected the remittance). */
  confirmed?: HitDismissal;
}

/** One person's judgement of a screening hit, with their reason. */
export interface HitDismissal {
  reason: string;
  by: string;
  at: string;
}

/** Where a remittance was made: the desk's composer, or another client of the API. */
export type CreationSource = 'desk' | 'api';

/**
 * An approval rule (admin-defined): every condition given must hold (AND); a rule without
 * conditions matches every remittance. `approvals` is how many different people must approve.
 */
export interface ApprovalRule {
  id: string;
  name: string;
  /**
   * Thresholds (decimal strings) by currency: the one in the merchant's base currency applies to
   * every amount, converted at the quote's rate; one in another currency is a per-currency
   * threshold for amounts in that currency. An amount the rule cannot compare holds the remittance.
   */
  amountAtLeast?: Record<string, string>;
  types?: string[];
  /** ISO 3166-1 alpha-2. */
  receivingCountries?: string[];
  sources?: CreationSource[];
  /** Matches when the automatic checks or the screening found anything not dismissed. */
  anyFinding?: boolean;
  approvals: 1 | 2;
  /** A screening hit of a matching remittance is dismissed only by two different people. */
  twoToDismiss?: boolean;
}

/** The remittance's own quote's rate: 1 `from` buys `rate` `to` (receiving units per sending unit). */
export interface QuotedRate {
  from: string;
  to: string;
  rate: string;
}

/** What a rule is judged on. */
export interface RuleSubject {
  type: string;
  source: CreationSource;
  receivingCountry: string;
  amounts: { currency: string; amount: string }[];
  findingCount: number;
  /** The merchant's base currency, thresholds are compared in (USD when not given). */
  baseCurrency?: string;
  /** The quote's rate between the two sides, for converting an amount to a threshold's currency. */
  rate?: QuotedRate;
}

export interface RuleDecision {
  /** The rule set version that applied (stamped on approvals). */
  version: number;
  /** The rules that matched, strongest first; `why` when a rule held what it could not compare. */
  matched: { id: string; name: string; approvals: 1 | 2; why?: string }[];
  /** 0 = send at once. */
  approvalsRequired: 0 | 1 | 2;
  /** How many different people dismiss a screening hit (2 when a matching rule says so); absent = 1. */
  dismissersRequired?: 1 | 2;
  /**
   * How amounts were brought to a threshold's currency, in words, for the case: "40,000.00 EUR ≈
   * 43,210.00 USD at the quote's rate 1.0803", or "cannot convert EUR to USD: held for review".
   */
  conversions?: string[];
}

/** A reviewer's verdict on one field. */
export const FIELD_VERDICTS = ['verified', 'needs_fix', 'waived'] as const;
export type FieldVerdict = (typeof FIELD_VERDICTS)[number];

/** Where a composed remittance stands in review. */
export const REVIEW_STATUSES = ['in_review', 'returned', 'approved', 'rejected', 'sent'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
