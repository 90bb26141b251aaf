'use client';

import type { ReactNode } from 'react';
import type { UploadedDocument } from '@/components/files/document-upload';
import { isCitable } from '@/lib/desk/files/accept';
import type { PaymentFormValues } from '@/lib/desk/payments/compose-form';
import { displayAmount } from '@/lib/reference/money-format';
import {
  labelOf,
  PAYMENT_METHODS,
  PAYMENT_REASONS,
  PURPOSE_CODES,
  SOURCES_OF_FUND,
  URGENCIES,
} from '@/lib/desk/payments/options';
import type { PartyOption } from '@/lib/desk/payments/party-option';
import type { FxQuoteResponse } from '@/lib/schemas/fx-quote';

const NOT_YET = <span className="text-slate-400">—</span>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[10rem_1fr] gap-3 py-1.5">
      <dt className="text-slate-500">{label}</dt>
      <dd className="text-slate-900">{children || NOT_YET}</dd>
    </div>
  );
}

/** What the confirm will send, in words; blanks show as a dash. */
export function ReviewPanel({
  merchantRef,
  values,
  quote,
  parties,
  documents,
}: {
  merchantRef: string;
  values: PaymentFormValues;
  quote: FxQuoteResponse | undefined;
  parties: { payer?: PartyOption; beneficiary?: PartyOption };
  documents: UploadedDocument[];
}) {
  const instruction = values.paymentInstruction;
  const attached = documents.filter((d) => d.status && isCitable(d.status));
  return (
    <dl className="divide-y divide-slate-100 text-sm" aria-label="Payment summary" data-testid="review">
      <Row label="Payer">{parties.payer?.name}</Row>
      <Row label="Beneficiary">{parties.beneficiary?.name}</Row>
      <Row label="You send">
        {quote &&
          `${displayAmount(quote.sellAmount, quote.sellCurrency)} ${quote.sellCurrency} + fee ${displayAmount(quote.fee.feeAmount, quote.fee.feeCurrency)} ${quote.fee.feeCurrency}`}
      </Row>
      <Row label="They receive">
        {quote && `${displayAmount(quote.buyAmount, quote.buyCurrency)} ${quote.buyCurrency}`}
      </Row>
      <Row label="Purpose">{instruction.purposeCode && labelOf(PURPOSE_CODES, instruction.purposeCode)}</Row>
      <Row label="Reason">{instruction.paymentReason && labelOf(PAYMENT_REASONS, instruction.paymentReason)}</Row>
      <Row label="Urgency and method">{`${labelOf(URGENCIES, instruction.urgency)} · ${labelOf(PAYMENT_METHODS, instruction.paymentMethodPreference)}`}</Row>
      <Row label="Reference">{instruction.paymentReference}</Row>
      <Row label="Source of funds">
        {values.compliance.sourceOfFund && labelOf(SOURCES_OF_FUND, values.compliance.sourceOfFund)}
      </Row>
      <Row label="Your reference">
        <span className="font-mono" data-testid="merchant-ref">
          {merchantRef}
        </span>
      </Row>
      <Row label="Documents">{attached.length > 0 ? attached.map((d) => d.fileName).join(', ') : 'None'}</Row>
    </dl>
  );
}
