/** Quotation fields → the form controls they come from. */
export const QUOTE_FIELD_PATHS: Readonly<Record<string, string>> = {
  requestAmount: 'quoteRequest.requestAmount',
  requestCurrency: 'quoteRequest.requestAmount',
  amountType: 'quoteRequest.amountType',
  payoutInstrument: 'quoteRequest.payoutInstrument',
  sendingCurrency: 'payinCcyCode',
  receivingCurrency: 'currency',
  receivingCountry: 'internationalTransferInformation.receivingCountry',
};
