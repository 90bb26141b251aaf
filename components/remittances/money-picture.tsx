import type { RemittanceMoney } from '@/lib/desk/remittances/money';
import { feeLabel, paidByWords, rateWords } from '@/lib/desk/remittances/money-words';
import { formatMoney } from '@/lib/reference/money-format';

/** What the record knows of a remittance whose money picture the desk does not have. */
export interface KnownAmounts {
  amount: string;
  currency: string;
  sendingAmount: string | null;
  sendingCurrency: string | null;
}

function Row({
  label,
  hint,
  value,
  testId,
  strong = false,
}: {
  label: string;
  hint?: string;
  value: string;
  testId: string;
  strong?: boolean;
}) {
  return (
    <div
      className={`flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2 ${strong ? 'border-t-2 border-slate-300 print:border-black' : ''}`}
    >
      <dt className={strong ? 'font-semibold text-slate-900' : 'text-slate-600'}>
        {label}
        {hint && <span className="block text-xs font-normal text-slate-500">{hint}</span>}
      </dt>
      <dd
        className={`text-right font-mono tabular-nums ${strong ? 'font-semibold text-slate-900' : 'text-slate-900'}`}
        data-testid={testId}
      >
        {value}
      </dd>
    </div>
  );
}

/**
 * The money picture of a remittance (issue 14): the principal debited, each fee and who pays it,
 * the total debited, the rate and what the recipient gets. Without a picture (another client sent
 * it, or the desk never had its quote) it shows what the record knows and says the fees are not
 * known. Server-rendered, and printed as it is on the receipt.
 */
export function MoneyPicture({
  money,
  known,
  missing,
}: {
  money: RemittanceMoney | null;
  known: KnownAmounts;
  /** Why the fees are not known, when `money` is null. */
  missing: string;
}) {
  if (!money)
    return (
      <div className="text-sm" data-testid="money-picture">
        <dl className="divide-y divide-slate-100">
          {known.sendingAmount && known.sendingCurrency && (
            <Row
              label="Sending amount"
              value={formatMoney(known.sendingAmount, known.sendingCurrency)}
              testId="money-debited"
            />
          )}
          <Row label="Recipient gets" value={formatMoney(known.amount, known.currency)} testId="money-recipient-gets" />
        </dl>
        <p className="mt-2 text-slate-600" data-testid="money-unknown">
          {missing}
        </p>
      </div>
    );
  const rate = rateWords(money);
  const otherCurrency = money.fees.some((fee) => fee.currency !== money.debited.currency);
  return (
    <div className="text-sm" data-testid="money-picture">
      <dl>
        <Row
          label="Debited"
          hint="The amount sent, before fees"
          value={formatMoney(money.debited.amount, money.debited.currency)}
          testId="money-debited"
        />
        {money.fees.map((fee, index) => (
          <Row
            key={`${fee.type}-${index}`}
            label={feeLabel(fee.type)}
            hint={paidByWords(fee.paidBy)}
            value={formatMoney(fee.amount, fee.currency)}
            testId="money-fee"
          />
        ))}
        {money.fees.length === 0 && <Row label="Fees" value="None" testId="money-fee" />}
        <Row
          label="Total debited"
          hint={otherCurrency ? `Fees in another currency than ${money.debited.currency} are not included` : undefined}
          value={formatMoney(money.totalDebited.amount, money.totalDebited.currency)}
          testId="money-total"
          strong
        />
        <Row label="Rate" value={rate ?? 'Not given by the payments API'} testId="money-rate" />
        <Row
          label="Recipient gets"
          value={formatMoney(money.recipientGets.amount, money.recipientGets.currency)}
          testId="money-recipient-gets"
          strong
        />
      </dl>
    </div>
  );
}
