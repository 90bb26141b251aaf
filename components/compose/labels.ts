import type { TransactionType } from '@/lib/schemas/transaction';
import { PARTY_KEY_LABELS } from '@/lib/desk/words/values';
import type { CREDIT_PARTY_KEYS } from '@/lib/schemas/party-keys';

export const TYPE_LABELS: Readonly<Record<TransactionType, { title: string; description: string }>> = {
  b2b: {
    title: 'Business to business',
    description: 'A company pays a company, such as a supplier’s invoice (with its KID number).',
  },
  b2p: { title: 'Business to person', description: 'A company pays a person, such as a salary.' },
  p2b: { title: 'Person to business', description: 'A person pays a company, such as a bill or fees.' },
  p2p: { title: 'Person to person', description: 'A person pays a person, such as family support.' },
};

/** The interface's credit party keys, each with what it means to a person (the desk's words). */
export const CREDIT_PARTY_KEY_LABELS: Readonly<Record<(typeof CREDIT_PARTY_KEYS)[number], string>> = PARTY_KEY_LABELS;

export const DEBIT_PARTY_KEY_LABELS = { msisdn: "Sender's mobile number (MSISDN)" } as const;
