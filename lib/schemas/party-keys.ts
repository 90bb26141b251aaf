/**
 * The keys a debit and a credit party may carry (service-interface.md), without zod: the desk's
 * party editor offers them as choices in the browser.
 */
export const DEBIT_PARTY_KEYS = ['msisdn'] as const;
export const CREDIT_PARTY_KEYS = [
  'bankaccountno',
  'sortcode',
  'organisationid',
  'banksubcode',
  'bankBranchName',
  'accountName',
  'accountIBAN',
  'accountAdditionalNo1',
  'msisdn',
] as const;
