'use client';

import Link from 'next/link';
import { useState, useTransition } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { confirmPaymentAction, getQuoteAction, startPaymentDocumentUpload } from '@/lib/desk/actions/payments';
import { DocumentUpload, type UploadedDocument } from '@/components/files/document-upload';
import { Fieldset, fieldMessage } from '@/components/forms/form-kit';
import { lazyModule } from '@/components/forms/lazy-load';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Alert } from '@/components/ui/alert';
import { SchemaForm } from '@/components/forms/schema-form';
import { Button } from '@/components/ui/button';
import { isCitable } from '@/lib/desk/files/accept';
import {
  quoteMatches,
  QUOTE_FIELD,
  toFormErrors,
  type PaymentFormValues,
  type PaymentIds,
} from '@/lib/desk/payments/compose-form';
import { explainProblem, type PaymentProblem } from '@/lib/desk/payments/explain-failure';
import type { PartyOption } from '@/lib/desk/payments/party-option';
import { toNestedErrors } from '@/lib/desk/nested-errors';
import type { FxQuoteResponse } from '@/lib/schemas/fx-quote';
import { AmountFields, type CurrencyChoice, type DebitBalance } from './amount-fields';
import { InstructionFields } from './instruction-fields';
import { PartyPicker } from './party-picker';
import { localTime, quoteDeadline } from '@/components/quotes/expiry';
import { fxQuoteView } from '@/components/quotes/fx-quote';
import { QuotePanel } from '@/components/quotes/quote-panel';
import { ReviewPanel } from './review-panel';
import { useCountdown } from '@/components/ui/use-countdown';
import { useDraftAutosave } from '@/components/compose/use-draft-autosave';
import { isMeaningfulDraft, paymentDraftTitle, paymentDraftValues } from '@/lib/desk/draft-content';
import { DraftStatus } from './draft-status';

export type { DebitBalance } from './amount-fields';

/** Errors keyed by form field, as react-hook-form holds them. */
function toFieldErrors(errors: Record<string, string>): FieldErrors<PaymentFormValues> {
  return toNestedErrors(
    Object.entries(errors).map(([field, message]) => ({ field, message })),
    'validate',
  ) as FieldErrors<PaymentFormValues>;
}

/** The schema checks (zod), loaded when focus first enters the form rather than with the page. */
const checks = lazyModule(() => import('@/lib/desk/payments/compose-checks'));

/** The wire's field errors at the form's paths, worded with its labels. */
const atFormPaths = (fieldErrors: Record<string, string> | undefined) =>
  toFormErrors(Object.entries(fieldErrors ?? {}).map(([field, message]) => ({ field, message })));

/**
 * The FX payment composer: parties, currencies and amount, quote, instruction, documents,
 * review and confirm, on one react-hook-form checked with the API's own schemas. It saves as a
 * draft as a person types (once there is something to keep); `ids` are the draft's, fixed when it
 * was begun, so a doubled or retried confirm, or one made again after a reload, is one payment.
 */
export function PaymentComposer({
  draftId,
  ids,
  balances,
  payoutCurrencies,
  initialValues,
  initialNames,
  initialParties,
}: {
  draftId: string;
  ids: PaymentIds;
  balances: DebitBalance[];
  payoutCurrencies: CurrencyChoice[];
  initialValues: PaymentFormValues;
  initialNames: { payer?: string; beneficiary?: string };
  /** The parties as a resumed draft saved them. */
  initialParties?: { payer?: PartyOption; beneficiary?: PartyOption };
}) {
  const [quote, setQuote] = useState<FxQuoteResponse>();
  /** Where the payment went when another tab confirmed it first (the form's message says so). */
  const [submittedElsewhere, setSubmittedElsewhere] = useState<{ href: string; label: string }>();
  const [deadline, setDeadline] = useState<number>();
  const [previousQuote, setPreviousQuote] = useState<FxQuoteResponse>();
  const [parties, setParties] = useState<{ payer?: PartyOption; beneficiary?: PartyOption }>(
    () =>
      initialParties ?? {
        payer: initialValues.payer.originalPayerId
          ? {
              id: initialValues.payer.originalPayerId,
              name: initialNames.payer ?? initialValues.payer.originalPayerId,
              detail: 'From the payment you repeat',
            }
          : undefined,
        beneficiary: initialValues.beneficiary.beneficiaryId
          ? {
              id: initialValues.beneficiary.beneficiaryId,
              name: initialNames.beneficiary ?? initialValues.beneficiary.beneficiaryId,
              detail: 'From the payment you repeat',
            }
          : undefined,
      },
  );
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const [problem, setProblem] = useState<PaymentProblem>();
  const [quoting, startQuoting] = useTransition();
  const [confirming, startConfirming] = useTransition();
  // The resolver is taken afresh on every render, so it always sees the current quote.
  const { form, formError, applyServerResult, submit, formProps } = useSchemaForm<PaymentFormValues>(
    {
      resolver: async (values) => {
        const errors = (await checks.get()).composeErrors(values, quote, ids);
        return Object.keys(errors).length ? { values: {}, errors: toFieldErrors(errors) } : { values, errors: {} };
      },
      preload: checks.preload,
    },
    { defaultValues: initialValues },
  );
  const { state: saveState, saveNow } = useDraftAutosave(form, draftId, ids.requestId, {
    kind: 'payment',
    snapshot: (v) => ({ ...paymentDraftValues(v, ids.merchantRef, parties) }),
    title: (v) => paymentDraftTitle(paymentDraftValues(v, ids.merchantRef, parties)),
    meaningful: (v) => isMeaningfulDraft('payment', v),
  });
  const values = useWatch({ control: form.control }) as PaymentFormValues;
  const secondsLeft = useCountdown(deadline);
  const expired = quote !== undefined && secondsLeft === 0;
  const stale = quote !== undefined && !quoteMatches(values, quote);
  const uploading = documents.some((d) => d.busy);
  const errors = form.formState.errors;
  const quoteError = fieldMessage((errors as Record<string, { message?: string } | undefined>)[QUOTE_FIELD]?.message);

  /** Sets the schema's errors (at form paths) on the fields; those of the request as a whole (FORM_FIELD) above it. */
  const showErrors = (fieldErrors: Record<string, string>) => void applyServerResult({ fieldErrors });

  function pickParty(kind: 'payer' | 'beneficiary', party: PartyOption) {
    setParties((current) => ({ ...current, [kind]: party }));
    const field = kind === 'payer' ? 'payer.originalPayerId' : 'beneficiary.beneficiaryId';
    form.setValue(field, party.id, { shouldValidate: form.formState.isSubmitted });
    form.clearErrors(field);
    // The beneficiary's account currency is the payout currency it can take.
    if (kind === 'beneficiary' && party.currency && !form.getValues('payoutCurrency'))
      form.setValue('payoutCurrency', party.currency);
  }

  function requestQuote() {
    form.clearErrors([
      'debitCurrency',
      'payoutCurrency',
      'amount',
      'fixedSide',
      QUOTE_FIELD as keyof PaymentFormValues,
    ]);
    startQuoting(async () => {
      const check = (await checks.get()).quoteRequestFrom(form.getValues());
      if (!check.ok) return showErrors(check.errors);
      const requestedAt = Date.now();
      const result = await getQuoteAction(check.request);
      if (!result.ok) {
        const fieldErrors = atFormPaths(result.fieldErrors);
        if (Object.keys(fieldErrors).length === 0)
          fieldErrors[QUOTE_FIELD] = result.formError ?? 'The quote could not be made.';
        return showErrors(fieldErrors);
      }
      setPreviousQuote(quote);
      setQuote(result.data);
      setDeadline(quoteDeadline(fxQuoteView(result.data).clock, requestedAt));
      if (problem?.kind === 'quote-unusable') setProblem(undefined);
    });
  }

  function onDocuments(next: UploadedDocument[]) {
    setDocuments(next);
    const ids = next.filter((d) => d.fileId && d.status && isCitable(d.status)).map((d) => d.fileId!);
    form.setValue('compliance.supportingDocuments', ids);
    form.clearErrors('compliance.supportingDocuments');
  }

  const onSubmit = submit((valid) => {
    setProblem(undefined);
    if (!quote || expired) return showErrors({ [QUOTE_FIELD]: 'The quote has expired. Get a new quote.' });
    if (uploading)
      return showErrors({
        'compliance.supportingDocuments': 'Wait until every document has finished uploading, or remove it.',
      });
    startConfirming(async () => {
      const built = (await checks.get()).paymentRequestFrom(valid, quote, ids);
      if (!built.ok) return showErrors(built.errors);
      // The draft keeps the requestId the API's idempotency rests on: it is saved before the confirm.
      if (!(await saveNow()))
        return void applyServerResult({
          formError:
            'The draft could not be saved, so the payment was not confirmed. Check your connection and confirm again.',
        });
      // On success the action redirects to the remittance; only refusals come back.
      const result = await confirmPaymentAction(built.request);
      if (!result || result.ok !== false) return;
      setProblem(result.problem);
      setSubmittedElsewhere(result.link);
      // A balance or quote problem is explained at the review instead of above the form.
      applyServerResult(
        { formError: result.problem ? undefined : result.formError, fieldErrors: atFormPaths(result.fieldErrors) },
        { fallback: result.problem ? undefined : 'The payment could not be created.' },
      );
    });
  });

  const step = (n: number, title: string) => `${n}. ${title}`;
  return (
    <SchemaForm form={form} formProps={formProps} formError={formError} onSubmit={onSubmit} label="New FX payment">
      <DraftStatus state={saveState} merchantRef={ids.merchantRef} />
      {submittedElsewhere && (
        <Link href={submittedElsewhere.href} className="text-sm font-medium text-brand-700 underline">
          {submittedElsewhere.label}
        </Link>
      )}
      <Fieldset
        legend={step(1, 'Parties')}
        description="Who pays, and who receives. Search by name, then pick with the arrow keys or a click."
      >
        <div className="grid gap-6 lg:grid-cols-2">
          <PartyPicker
            kind="payer"
            name="payer.originalPayerId"
            selected={parties.payer}
            onSelect={(p) => pickParty('payer', p)}
            error={errors.payer?.originalPayerId?.message}
          />
          <PartyPicker
            kind="beneficiary"
            name="beneficiary.beneficiaryId"
            selected={parties.beneficiary}
            onSelect={(p) => pickParty('beneficiary', p)}
            error={errors.beneficiary?.beneficiaryId?.message}
          />
        </div>
      </Fieldset>

      <Fieldset
        legend={step(2, 'Amount')}
        description="Debit one of your balances; fix either what you send or what they receive."
      >
        <AmountFields balances={balances} payoutCurrencies={payoutCurrencies} />
      </Fieldset>

      <Fieldset legend={step(3, 'Quote')} description="The rate, the other amount and the fee, held for a short time.">
        <QuotePanel
          quote={quote && fxQuoteView(quote)}
          previous={previousQuote && fxQuoteView(previousQuote)}
          quoteButton="always"
          secondsLeft={secondsLeft}
          stale={stale}
          pending={quoting}
          error={quoteError}
          onQuote={requestQuote}
        />
      </Fieldset>

      <Fieldset legend={step(4, 'Instruction')} description="What the payment is for and where the money comes from.">
        <InstructionFields />
      </Fieldset>

      <Fieldset
        legend={step(5, 'Supporting documents')}
        description="Invoices, contracts or payslips that back the payment (optional)."
      >
        <DocumentUpload
          id="f-compliance-supportingDocuments"
          label="Add documents"
          hint="PDF, PNG or JPEG, up to 10 MB each. Rejected files are not attached."
          error={fieldMessage(errors.compliance?.supportingDocuments?.message)}
          startUpload={startPaymentDocumentUpload}
          onChange={onDocuments}
        />
      </Fieldset>

      <Fieldset
        legend={step(6, 'Review and confirm')}
        description="Check the figures; confirming debits your balance with the amount and the fee."
      >
        <ReviewPanel
          merchantRef={ids.merchantRef}
          values={values}
          quote={stale ? undefined : quote}
          parties={parties}
          documents={documents}
        />
        {problem && (
          <div className="mt-4">
            <Alert
              tone="error"
              title={
                problem.kind === 'insufficient-funds' ? 'The balance is not enough' : 'The quote can no longer be used'
              }
            >
              <p data-testid="payment-problem">{explainProblem(problem, localTime)}</p>
              <div className="mt-2 flex flex-wrap gap-3">
                {problem.kind === 'insufficient-funds' ? (
                  <>
                    <Link href="/deposits" className="font-medium underline">
                      Fund it through a deposit instruction
                    </Link>
                    <button
                      type="button"
                      className="font-medium underline"
                      onClick={() => document.getElementById('f-amount')?.focus()}
                    >
                      Lower the amount
                    </button>
                  </>
                ) : (
                  <button type="button" className="font-medium underline" onClick={requestQuote} disabled={quoting}>
                    Get a new quote
                  </button>
                )}
              </div>
            </Alert>
          </div>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {expired ? (
            <Button onClick={requestQuote} disabled={quoting}>
              {quoting ? 'Getting a quote…' : 'Get a new quote'}
            </Button>
          ) : (
            <Button type="submit" disabled={confirming || uploading}>
              {confirming ? 'Confirming…' : 'Confirm payment'}
            </Button>
          )}
          <p className="text-sm text-slate-500" role="status">
            {confirming
              ? 'Creating the payment…'
              : uploading
                ? 'Waiting for the documents to finish uploading…'
                : expired
                  ? 'The quote expired; get a new one to confirm.'
                  : ''}
          </p>
        </div>
      </Fieldset>
    </SchemaForm>
  );
}
