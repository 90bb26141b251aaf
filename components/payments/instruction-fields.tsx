'use client';

import { SelectField, TextField } from '@/components/forms/form-kit';
import {
  PAYMENT_METHODS,
  PAYMENT_REASONS,
  PURPOSE_CODES,
  SOURCES_OF_FUND,
  URGENCIES,
} from '@/lib/desk/payments/options';

/** Purpose, reason, urgency, method, reference, source of funds and a remark. */
export function InstructionFields() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        name="paymentInstruction.purposeCode"
        label="Purpose code"
        options={PURPOSE_CODES}
        placeholder="Choose a purpose"
        hint="ISO 20022 purpose of the payment."
      />
      <SelectField
        name="paymentInstruction.paymentReason"
        label="Payment reason"
        options={PAYMENT_REASONS}
        placeholder="Choose a reason"
      />
      <SelectField name="paymentInstruction.urgency" label="Urgency" options={URGENCIES} />
      <SelectField name="paymentInstruction.paymentMethodPreference" label="Payment method" options={PAYMENT_METHODS} />
      <SelectField
        name="compliance.sourceOfFund"
        label="Source of funds"
        options={SOURCES_OF_FUND}
        placeholder="Choose a source"
      />
      <TextField
        name="paymentInstruction.paymentReference"
        label="Payment reference (optional)"
        hint="Shown to the beneficiary, e.g. an invoice number; up to 140 characters."
        autoComplete="off"
      />
      <div className="sm:col-span-2">
        <TextField
          name="metadata.remark"
          label="Remark (optional)"
          hint="For your records; not sent to the beneficiary."
          autoComplete="off"
        />
      </div>
    </div>
  );
}
