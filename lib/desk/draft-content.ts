import { partyNames } from '@/lib/desk/composer/names';
import { blankComposerValues } from '@/lib/desk/composer/values';
import { blankPaymentForm, type PaymentFormValues } from '@/lib/desk/payments/compose-form';
import type { PartyOption } from '@/lib/desk/payments/party-option';
import { TRANSACTION_TYPES, type TransactionType } from '@/lib/schemas/transaction-blocks';

/*
 * What a composer draft holds, read without a database (the browser's autosave and the server's
 * clean-up share it): whether a person has put anything worth keeping in it, whether it names a
 * party, and the FX payment draft's own shape. No zod here: the composers load it with the page.
 */

export type DraftKindName = 'transaction' | 'payment';

type Loose = Record<string, unknown>;
const obj = (value: unknown): Loose => (value !== null && typeof value === 'object' ? (value as Loose) : {});
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Choices a form starts with and a person may flip without having begun anything (the type, which
 * side of the amount is fixed, the keys of the party lists): alone, they do not make a draft.
 */
const NOT_BY_ITSELF: Record<DraftKindName, RegExp> = {
  transaction:
    /^(type|quoteRequest\.amountType|quoteRequest\.payoutInstrument|payinCcyCode|(debitParty|creditParty)\.\d+\.key)$/,
  payment: /^(fixedSide|paymentInstruction\.paymentMethodPreference|paymentInstruction\.urgency)$/,
};

/** Paths (a.b.0.c) of every text the values hold that is not blank and not what the blank form holds. */
function typedPaths(values: unknown, blank: unknown, path = ''): string[] {
  if (typeof values === 'string') {
    const typed = values.trim();
    return typed !== '' && typed !== text(blank) ? [path] : [];
  }
  if (Array.isArray(values)) {
    const blanks = Array.isArray(blank) ? blank : [];
    return values.flatMap((item, i) => typedPaths(item, blanks[i] ?? blanks[0], path ? `${path}.${i}` : String(i)));
  }
  if (values !== null && typeof values === 'object') {
    const blanks = obj(blank);
    return Object.entries(values).flatMap(([key, item]) =>
      typedPaths(item, blanks[key], path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const transactionType = (value: unknown): TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(text(value)) ? (text(value) as TransactionType) : 'b2b';

/**
 * Whether a person has typed or chosen something worth keeping: a text the blank form does not
 * hold. Switching the type, or flipping a choice that has a default, is not enough; an untouched
 * composer leaves no draft behind.
 */
export function isMeaningfulDraft(kind: DraftKindName, values: unknown): boolean {
  const blank = kind === 'transaction' ? blankComposerValues(transactionType(obj(values).type)) : blankPaymentForm();
  const form = kind === 'payment' ? (obj(values).form ?? values) : values;
  return typedPaths(form, blank).some((path) => !NOT_BY_ITSELF[kind].test(path));
}

/** Whether a draft names a sender or a recipient (a payer or a beneficiary, for an FX payment). */
export function draftHasParties(kind: DraftKindName, values: unknown): boolean {
  if (kind === 'payment') {
    const form = obj(obj(values).form);
    return text(obj(form.payer).originalPayerId) !== '' || text(obj(form.beneficiary).beneficiaryId) !== '';
  }
  const { sender, recipient } = partyNames(values);
  return sender !== '' || recipient !== '';
}

// — The FX payment draft —

/** What an FX payment draft keeps: the form (documents are attached again), its merchantRef, the parties' names. */
export interface PaymentDraftValues {
  form: PaymentFormValues;
  merchantRef: string;
  parties: { payer?: PartyOption; beneficiary?: PartyOption };
  /** How many documents were attached when it was saved (they are not kept with the draft). */
  documents: number;
}

export function paymentDraftValues(
  form: PaymentFormValues,
  merchantRef: string,
  parties: PaymentDraftValues['parties'],
): PaymentDraftValues {
  const documents = form.compliance.supportingDocuments.length;
  return {
    form: { ...form, compliance: { ...form.compliance, supportingDocuments: [] } },
    merchantRef,
    parties,
    documents,
  };
}

const partyOption = (value: unknown): PartyOption | undefined => {
  const option = obj(value);
  const id = text(option.id);
  if (!id) return undefined;
  const currency = text(option.currency);
  return { id, name: text(option.name) || id, detail: text(option.detail), ...(currency ? { currency } : {}) };
};

/** Copies `saved` onto `blank`, taking only the strings (and string lists) the blank form has. */
function overlay<T>(blank: T, saved: unknown): T {
  if (typeof blank === 'string') return (typeof saved === 'string' ? saved : blank) as T;
  if (Array.isArray(blank))
    return (Array.isArray(saved) ? saved.filter((item) => typeof item === 'string') : blank) as T;
  if (blank !== null && typeof blank === 'object') {
    const source = obj(saved);
    return Object.fromEntries(Object.entries(blank).map(([key, item]) => [key, overlay(item, source[key])])) as T;
  }
  return blank;
}

/** A saved FX payment draft read back (whatever it holds: missing or foreign fields fall back to blank). */
export function paymentDraftFrom(values: unknown): PaymentDraftValues {
  const saved = obj(values);
  const form = overlay(blankPaymentForm(), saved.form);
  if (form.fixedSide !== 'BUY') form.fixedSide = 'SELL';
  const parties = obj(saved.parties);
  return {
    form,
    merchantRef: text(saved.merchantRef),
    parties: { payer: partyOption(parties.payer), beneficiary: partyOption(parties.beneficiary) },
    documents: typeof saved.documents === 'number' ? saved.documents : 0,
  };
}

/** "FX payment · Paula Payer → Bruno Empfänger · 1000 USD → EUR" — what the draft is, at a glance. */
export function paymentDraftTitle(draft: PaymentDraftValues): string {
  const { form, parties } = draft;
  const amount = form.amount.trim();
  const currencies = [form.debitCurrency, form.payoutCurrency].filter(Boolean).join(' → ');
  const parts = [
    'FX payment',
    `${parties.payer?.name || 'payer?'} → ${parties.beneficiary?.name || 'beneficiary?'}`,
    amount ? `${amount} ${form.fixedSide === 'BUY' ? form.payoutCurrency : form.debitCurrency}`.trim() : currencies,
  ];
  return parts.filter(Boolean).join(' · ').slice(0, 200);
}
