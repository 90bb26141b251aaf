import type { ComposerValues } from './values';

/*
 * Who sends and who receives, in a word, for draft titles and the remittance list: the business
 * name or the individual's full (else first and last) name of the blocks the type carries.
 */

type Loose = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const obj = (value: unknown): Loose => (value !== null && typeof value === 'object' ? (value as Loose) : {});

function personName(kyc: unknown): string {
  const name = obj(obj(kyc).subjectName);
  return text(name.fullName) || [text(name.firstName), text(name.lastName)].filter(Boolean).join(' ');
}

/** Sender and recipient names of a request on the wire or of composer values (same paths). */
export function partyNames(request: unknown): { sender: string; recipient: string } {
  const body = obj(request);
  const business = obj(body.business);
  const type = text(body.type);
  const sender = type.startsWith('b') ? text(obj(business.senderKyc).businessName) : personName(body.senderKyc);
  const recipient = type.endsWith('b') ? text(obj(business.recepientKyc).businessName) : personName(body.recipientKyc);
  return { sender, recipient };
}

/** "b2b · Harbor Electronics → Lagoon Components · 1500000 NGN" — what a draft is, at a glance. */
export function draftTitle(values: ComposerValues): string {
  const { sender, recipient } = partyNames(values);
  const amount = values.quoteRequest.requestAmount.trim();
  const currency = values.quoteRequest.amountType === 'SEND' ? values.payinCcyCode : values.currency;
  const parts = [
    values.type,
    `${sender || 'sender?'} → ${recipient || 'recipient?'}`,
    amount ? `${amount} ${currency}`.trim() : '',
  ];
  return parts.filter(Boolean).join(' · ').slice(0, 200);
}
