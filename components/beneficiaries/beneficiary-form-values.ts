import type { Beneficiary } from '@/lib/schemas/beneficiary';
import type { BeneficiaryFormValues } from './create-beneficiary-form';

/**
 * The beneficiary form prefilled from a beneficiary on record, for its new version (the API cannot
 * change one): every detail as it stands, blanks where it has none, and a fresh `requestId`.
 */
export function beneficiaryFormValues(beneficiary: Beneficiary, requestId: string): BeneficiaryFormValues {
  const info = beneficiary.beneficiary;
  const account = beneficiary.bankAccount;
  return {
    requestId,
    paymentChannelType: beneficiary.paymentChannelType,
    countryCode: beneficiary.countryCode,
    accountType: beneficiary.accountType,
    beneficiary: {
      name: info.name,
      address: info.address,
      city: info.city,
      countryCode: info.countryCode,
      nationality: info.nationality ?? '',
      idType: info.idType ?? '',
      idNumber: info.idNumber ?? '',
    },
    bankAccount: {
      currency: account.currency,
      bankName: account.bankName,
      accountNumber: account.accountNumber ?? '',
      iban: account.iban ?? '',
      swiftCode: account.swiftCode ?? '',
      routingNumber: account.routingNumber ?? '',
    },
    intermediaryBank: {
      bankName: beneficiary.intermediaryBank?.bankName ?? '',
      swiftCode: beneficiary.intermediaryBank?.swiftCode ?? '',
      accountNumber: beneficiary.intermediaryBank?.accountNumber ?? '',
    },
    localClearing: { scheme: beneficiary.localClearing?.scheme ?? '', code: beneficiary.localClearing?.code ?? '' },
  };
}
