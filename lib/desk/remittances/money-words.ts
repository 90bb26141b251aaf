import { addAmounts, formatMoney } from '@/lib/reference/money-format';
import type { MoneyFee, RemittanceMoney } from './money';

/*
 * The money picture (./money.ts) in words, for the remittance page, its receipt and the
 * composer's quote. Pure and free of decimal.js and zod; kept apart from ./presentation.ts so
 * the live status (a client component) does not load the currency table that formatting needs.
 */

/** `TRANSFER_FEE` → `Transfer fee`. */
export function feeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim().toLowerCase();
  if (!words) return 'Fee';
  const text = (/\bfee\b/.test(words) ? words : `${words} fee`).replace(/\bfx\b/g, 'FX');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const paidByWords = (paidBy: MoneyFee['paidBy']) =>
  paidBy === 'sender' ? 'paid by the sender' : 'paid by the recipient';

/** `1 USD = 1534.25 NGN`, or undefined when the rate is not known. */
export function rateWords(money: Pick<RemittanceMoney, 'rate' | 'debited' | 'recipientGets'>): string | undefined {
  return money.rate === null
    ? undefined
    : `1 ${money.debited.currency} = ${money.rate} ${money.recipientGets.currency}`;
}

/** The fees charged in the sending currency: what goes back with a refund. */
function sendingFees(money: RemittanceMoney) {
  const fees = money.fees.filter((fee) => fee.currency === money.debited.currency && fee.paidBy === 'sender');
  return fees.length === 0
    ? undefined
    : formatMoney(
        fees.reduce<string>((sum, fee) => addAmounts(sum, fee.amount), '0'),
        money.debited.currency,
      );
}

/**
 * What happened to the money, for a remittance that did not stay paid out: a failure or
 * cancellation refunds the principal and the fee; a return credits the principal back and the
 * fee is kept (the API's ledger, docs/architecture.md "Lifecycles"). Undefined otherwise, or
 * when the desk does not know the figures.
 */
export function moneyOutcome(status: string, money: RemittanceMoney | null): string | undefined {
  if (!money) return undefined;
  const principal = formatMoney(money.debited.amount, money.debited.currency);
  const fee = sendingFees(money);
  const total = formatMoney(money.totalDebited.amount, money.totalDebited.currency);
  if (status === 'FAILED' || status === 'CANCELLED')
    return fee
      ? `Refunded to the balance: ${principal} and the fee of ${fee}, ${total} in all.`
      : `Refunded to the balance: ${principal}.`;
  if (status === 'RETURNED')
    return fee
      ? `Credited back to the balance: ${principal}. The fee of ${fee} is kept.`
      : `Credited back to the balance: ${principal}.`;
  return undefined;
}

/** What happened to the money for each status that has an outcome, for the live status to pick from. */
export function moneyOutcomes(money: RemittanceMoney | null): Record<string, string> {
  const outcomes: Record<string, string> = {};
  for (const status of ['FAILED', 'CANCELLED', 'RETURNED']) {
    const outcome = moneyOutcome(status, money);
    if (outcome) outcomes[status] = outcome;
  }
  return outcomes;
}
