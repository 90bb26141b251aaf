import { BLOCK_NAMES, type BlockName, type TransactionType } from '@/lib/schemas/transaction-blocks';
import {
  blankBusinessRecipient,
  blankBusinessSender,
  blankIndividual,
  BUSINESS_FIELD_CONTROLS,
  carries,
  isFilled,
  type ComposerValues,
} from './values';

/** How the composer names each block to a person. */
export const BLOCK_LABELS: Readonly<Record<BlockName, string>> = {
  senderKyc: 'Individual sender',
  recipientKyc: 'Individual recipient',
  businessSender: 'Business sender',
  businessRecipient: 'Business recipient',
  kidNumber: 'KID number',
  businessFields: 'Provider and partner details',
  relationshipSender: 'Relationship to the sender',
};

/** Reads and blanks the form values that stand for one block. */
const BLOCK_VALUES: Readonly<
  Record<BlockName, { read: (v: ComposerValues) => unknown; blank: (v: ComposerValues) => void }>
> = {
  senderKyc: { read: (v) => v.senderKyc, blank: (v) => void (v.senderKyc = blankIndividual(1)) },
  recipientKyc: { read: (v) => v.recipientKyc, blank: (v) => void (v.recipientKyc = blankIndividual(0)) },
  businessSender: {
    read: (v) => v.business.senderKyc,
    blank: (v) => void (v.business.senderKyc = blankBusinessSender()),
  },
  businessRecipient: {
    read: (v) => v.business.recepientKyc,
    blank: (v) => void (v.business.recepientKyc = blankBusinessRecipient()),
  },
  kidNumber: { read: (v) => v.kidNumber, blank: (v) => void (v.kidNumber = '') },
  businessFields: {
    read: (v) => BUSINESS_FIELD_CONTROLS.map((field) => v[field]),
    blank: (v) => BUSINESS_FIELD_CONTROLS.forEach((field) => void (v[field] = '')),
  },
  relationshipSender: {
    read: (v) => v.internationalTransferInformation.relationshipSender,
    blank: (v) => void (v.internationalTransferInformation.relationshipSender = ''),
  },
};

/** A copy of `values` with `block` cleared. */
export function withBlockBlank(values: ComposerValues, block: BlockName): ComposerValues {
  const next = structuredClone(values);
  BLOCK_VALUES[block].blank(next);
  return next;
}

export interface TypeSwitch {
  values: ComposerValues;
  /** Blocks the new type does not carry that held typed values (now cleared). */
  dropped: BlockName[];
}

/**
 * Switching type keeps every value the new type also uses and clears the blocks it does not
 * carry, so nothing of the old type can leak onto the wire; the caller keeps the old values to
 * offer an undo.
 */
export function switchType(values: ComposerValues, to: TransactionType): TypeSwitch {
  const next = structuredClone(values);
  next.type = to;
  const dropped: BlockName[] = [];
  for (const block of BLOCK_NAMES) {
    if (carries(to, block)) continue;
    if (isFilled(BLOCK_VALUES[block].read(values))) dropped.push(block);
    BLOCK_VALUES[block].blank(next);
  }
  return { values: next, dropped };
}
