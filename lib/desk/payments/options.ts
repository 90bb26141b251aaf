import { SOURCE_OF_FUND_VALUES, type PaymentRequest } from '@/lib/schemas/payment';

/*
 * Human labels of the payment request's enumerations, for the composer's selects. Typed by the
 * schema's own values, so a value added there fails the typecheck here until it has a label.
 */

type Instruction = PaymentRequest['paymentInstruction'];

export interface Choice<T extends string = string> {
  value: T;
  label: string;
}

function choices<T extends string>(labels: Record<T, string>): Choice<T>[] {
  return (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ value, label }));
}

export const PAYMENT_REASONS = choices<Instruction['paymentReason']>({
  SALARY: 'Salary or wages',
  GOODS: 'Goods purchased',
  SERVICES: 'Services rendered',
  FAMILY_SUPPORT: 'Family support',
  INVESTMENT: 'Investment',
  LOAN: 'Loan or repayment',
  OTHER: 'Other',
});

export const PAYMENT_METHODS = choices<Instruction['paymentMethodPreference']>({
  SWIFT: 'SWIFT (international wire)',
  LOCAL: 'Local clearing',
});

export const URGENCIES = choices<Instruction['urgency']>({
  STANDARD: 'Standard',
  URGENT: 'Urgent (same day where possible)',
});

export const SOURCES_OF_FUND = choices<(typeof SOURCE_OF_FUND_VALUES)[number]>({
  BUSINESS_REVENUE: 'Business revenue',
  SALARY: 'Salary',
  SAVINGS: 'Savings',
  INVESTMENT_INCOME: 'Investment income',
  LOAN: 'Loan',
  SALE_OF_PROPERTY: 'Sale of property',
  GIFT: 'Gift',
  OTHER: 'Other',
});

/** ISO 20022 purpose codes (ExternalPurpose1Code) a remittance desk uses most; the API takes any code up to 10 characters. */
export const PURPOSE_CODES: Choice[] = [
  { value: 'SALA', label: 'SALA — Salary payment' },
  { value: 'BONU', label: 'BONU — Bonus payment' },
  { value: 'PENS', label: 'PENS — Pension payment' },
  { value: 'SUPP', label: 'SUPP — Supplier payment' },
  { value: 'GDDS', label: 'GDDS — Purchase or sale of goods' },
  { value: 'SCVE', label: 'SCVE — Purchase or sale of services' },
  { value: 'TRAD', label: 'TRAD — Trade services' },
  { value: 'INTC', label: 'INTC — Intra-company payment' },
  { value: 'LOAN', label: 'LOAN — Loan' },
  { value: 'INVS', label: 'INVS — Investment and securities' },
  { value: 'DIVD', label: 'DIVD — Dividend' },
  { value: 'RENT', label: 'RENT — Rent' },
  { value: 'TAXS', label: 'TAXS — Tax payment' },
  { value: 'EDUC', label: 'EDUC — Education' },
  { value: 'MDCS', label: 'MDCS — Medical services' },
  { value: 'CHAR', label: 'CHAR — Charity payment' },
  { value: 'OTHR', label: 'OTHR — Other' },
];

/** The label of a value in a list, or the value itself. */
export function labelOf(list: readonly Choice[], value: string): string {
  return list.find((choice) => choice.value === value)?.label ?? value;
}
