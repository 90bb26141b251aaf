import { numberInList } from '@/lib/desk/mask';
import { countryName } from '@/lib/reference/countries';
import type { Beneficiary } from '@/lib/schemas/beneficiary';
import type { Payer } from '@/lib/schemas/payer';
import { PAYER_TYPE_LABELS } from '@/lib/schemas/payer-types';

/** A payer or beneficiary as the composer's picker lists it: enough to tell two apart. */
export interface PartyOption {
  id: string;
  name: string;
  /** One line under the name: type and country, or bank, account and currency. */
  detail: string;
  /** A beneficiary's account currency (the payout currency it can take). */
  currency?: string;
}

export type PartyKind = 'payer' | 'beneficiary';

export function payerOption(payer: Payer): PartyOption {
  const detail = `${PAYER_TYPE_LABELS[payer.payerType]} · ${countryName(payer.address.country)}`;
  return { id: payer.originalPayerId, name: payer.name, detail };
}

/** The account number is personal data: masked but its last four, as in every list. */
export function beneficiaryOption(beneficiary: Beneficiary): PartyOption {
  const { bankAccount } = beneficiary;
  const account = numberInList(bankAccount.iban ?? bankAccount.accountNumber);
  return {
    id: beneficiary.beneficiaryId,
    name: beneficiary.beneficiary.name,
    detail: `${bankAccount.bankName} · ${account} · ${bankAccount.currency}`,
    currency: bankAccount.currency,
  };
}
