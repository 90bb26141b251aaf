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
