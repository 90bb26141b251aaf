import type { Payer } from '@/lib/schemas/payer';
import type { PayerFormValues } from './create-payer-form';

type AddressValues = PayerFormValues['address'];

const address = (value: Payer['address'] | undefined): AddressValues => ({
  line1: value?.line1 ?? '',
  line2: value?.line2 ?? '',
  city: value?.city ?? '',
  state: value?.state ?? '',
  postalCode: value?.postalCode ?? '',
  country: value?.country ?? '',
});

/**
 * The payer form prefilled from a payer on record, for its new version (the API cannot change a
 * payer): every detail as it stands, a fresh `requestId`, and its documents cited again.
 */
export function payerFormValues(payer: Payer, requestId: string): PayerFormValues {
  return {
    requestId,
    payerType: payer.payerType,
    payer: { ...payer.payer },
    identity: { ...payer.identity },
    address: address(payer.address),
    company: {
      brNumber: payer.company?.brNumber ?? '',
      registrationDate: payer.company?.registrationDate ?? '',
      expiryDate: payer.company?.expiryDate ?? '',
      registrationAddress: address(payer.company?.registrationAddress),
    },
    directors: payer.directors.length
      ? payer.directors.map((d) => ({ ...d }))
      : [{ name: '', idNo: '', idExpiration: '' }],
    ubos: payer.ubos.length ? payer.ubos.map((u) => ({ ...u })) : [{ name: '', idType: '', idNo: '' }],
    documents: payer.documents.map((d) => ({ ...d })),
  };
}
