/** Payer types as plain constants, without zod: the desk's payer form switches its blocks on them. */
export const PAYER_TYPES = [
  'INDIVIDUAL',
  'PRIVATE_COMPANY',
  'PUBLIC_COMPANY',
  'PARTNERSHIP',
  'SOLE_PROPRIETOR',
  'NON_PROFIT',
] as const;
export type PayerType = (typeof PAYER_TYPES)[number];

/** Every type but INDIVIDUAL is a business: it needs company data, directors and UBOs. */
export function isCompanyPayerType(payerType: PayerType): boolean {
  return payerType !== 'INDIVIDUAL';
}

/** How the desk names each payer type (form options, the payers list, the payment composer's picker). */
export const PAYER_TYPE_LABELS: Readonly<Record<PayerType, string>> = {
  INDIVIDUAL: 'Individual',
  PRIVATE_COMPANY: 'Private company',
  PUBLIC_COMPANY: 'Public company',
  PARTNERSHIP: 'Partnership',
  SOLE_PROPRIETOR: 'Sole proprietor',
  NON_PROFIT: 'Non-profit',
};
