'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useState, useTransition } from 'react';
import { FormProvider, useWatch, type FieldErrors } from 'react-hook-form';
import { quoteTransactionAction, submitTransactionAction } from '@/lib/desk/actions/transactions';
import { lazyResolver } from '@/components/forms/lazy-load';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCountdown } from '@/components/ui/use-countdown';
import { quoteDeadline } from '@/components/quotes/expiry';
import { BLOCK_LABELS, switchType } from '@/lib/desk/composer/switch-type';
import { toQuotationRequest, toTransactionRequest } from '@/lib/desk/composer/to-request';
import { QUOTE_FIELD_PATHS } from '@/lib/desk/composer/quote-fields';
import { carries, type ComposerValues } from '@/lib/desk/composer/values';
import { kindFor } from '@/lib/desk/parties/party';
import type { BlockName, TransactionType } from '@/lib/schemas/transaction';
import type { Quote } from '@/lib/schemas/quotation';
import { BusinessKycSection } from './business-kyc-section';
import { ErrorSummary, flattenErrors, labelOf, type SummaryItem } from './error-summary';
import { IndividualKycSection } from './individual-kyc-section';
import { PartySection } from './party-section';
import { ProviderSection } from './provider-section';
import { SaveAsNewParty, SavedPartyPanel } from './saved-party-panel';
import { preloadQuoteStep, ReviewPanel, TransactionQuotePanel } from './quote-step';
import { TransferSection } from './transfer-section';
import { TypeSwitch } from './type-switch';
import type { ReviewNotes } from './review-checklist';
import { useDraftAutosave } from './use-draft-autosave';
import { SaveIndicator } from './save-indicator';

/** Only a draft compliance held or returned has notes: their checklist loads when there are some. */
const ReviewChecklist = dynamic(() => import('./review-checklist').then((m) => m.ReviewChecklist));

type Step = 'details' | 'quote' | 'review';

interface QuoteState {
  quote: Quote;
  previous?: Quote;
  /** The quotation request it answered, to tell when the details changed since. */
  askedFor: string;
  /** When the quote stops, on this browser's clock (quoteDeadline). */
  deadline: number;
  /** Fixed when the review opens, so the JSON shown is the JSON sent (and a retry is the same body). */
  requestDate?: string;
}

/** Validates what would be sent with the API's own schemas (loaded when focus first enters the form). */
const validation = lazyResolver(() => import('@/lib/desk/composer/validate').then((m) => m.composerResolver));

const STEPS: readonly { id: Step; label: string }[] = [
  { id: 'details', label: 'Details' },
  { id: 'quote', label: 'Quote' },
  { id: 'review', label: 'Review and submit' },
];

function Stepper({ step }: { step: Step }) {
  const current = STEPS.findIndex((s) => s.id === step);
  return (
    <ol className="flex flex-wrap gap-2 text-sm" aria-label="Steps">
      {STEPS.map((s, index) => (
        <li
          key={s.id}
          aria-current={index === current ? 'step' : undefined}
          className={`rounded-full px-3 py-1 ${index === current ? 'bg-brand-600 text-on-accent' : index < current ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-600'}`}
        >
          {index + 1}. {s.label}
        </li>
      ))}
    </ol>
  );
}

function SwitchNotice({ type, dropped, onUndo }: { type: TransactionType; dropped: BlockName[]; onUndo: () => void }) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="switch-notice"
    >
      <span>
        Switched to {type}. Cleared what {type} does not carry: {dropped.map((block) => BLOCK_LABELS[block]).join(', ')}
        .
      </span>
      <Button variant="secondary" size="sm" onClick={onUndo}>
        Undo
      </Button>
    </div>
  );
}

/**
 * The blocks of the chosen type, in the order a person fills them; above each KYC block, the saved
 * party to fill it from (or to save it as).
 */
function DetailsSections({ type }: { type: TransactionType }) {
  return (
    <>
      <TransferSection type={type} />
      <SavedPartyPanel key={`sender-${kindFor(type, 'sender')}`} role="sender" kind={kindFor(type, 'sender')} />
      {carries(type, 'businessSender') && <BusinessKycSection side="sender" />}
      {carries(type, 'senderKyc') && <IndividualKycSection side="sender" />}
      <SavedPartyPanel
        key={`recipient-${kindFor(type, 'recipient')}`}
        role="recipient"
        kind={kindFor(type, 'recipient')}
      />
      {carries(type, 'businessRecipient') && <BusinessKycSection side="recipient" />}
      {carries(type, 'recipientKyc') && <IndividualKycSection side="recipient" />}
      <PartySection name="debitParty" />
      <PartySection name="creditParty" />
      <ProviderSection type={type} />
    </>
  );
}

/**
 * On the review: the sender and the recipient that were not picked from saved parties, each to
 * save as a new party for the next remittance.
 */
function SaveReviewedParties({ type, picked }: { type: TransactionType; picked: ComposerValues['savedParties'] }) {
  const roles = (['sender', 'recipient'] as const).filter((role) => !picked[role]);
  if (roles.length === 0) return null;
  return (
    <div className="space-y-2 rounded-lg border border-dashed border-slate-300 bg-slate-50/60 p-4">
      <p className="text-sm text-slate-700">Keep them for the next remittance, without retyping:</p>
      {roles.map((role) => (
        <SaveAsNewParty key={role} role={role} kind={kindFor(type, role)} label={`Save the ${role} as a new party`} />
      ))}
    </div>
  );
}

export interface TransactionComposerProps {
  draftId: string;
  reference: string;
  initialValues: ComposerValues;
  /** How many times the draft was submitted when the page was made: the submit says it, so a stale tab's is refused. */
  submissions: number;
  /** When the draft is held in review or was returned: the reviewer's notes as a checklist. */
  review?: ReviewNotes;
}

/**
 * The typed transaction composer: details (the blocks of the chosen type), a quote with its
 * countdown, and a review of exactly what goes on the wire, submitted once per draft.
 */
export function TransactionComposer({
  draftId,
  reference,
  initialValues,
  submissions,
  review,
}: TransactionComposerProps) {
  const { form, formError, setFormError, applyServerResult, submit, formProps } = useSchemaForm(validation, {
    defaultValues: initialValues,
  });
  const type = useWatch({ control: form.control, name: 'type' });
  const {
    state: saveState,
    saveNow,
    wasSubmitted,
  } = useDraftAutosave(form, draftId, reference, {
    submissionsSeen: submissions,
  });
  const [step, setStep] = useState<Step>('details');
  const [quoteState, setQuoteState] = useState<QuoteState>();
  const [switched, setSwitched] = useState<{ dropped: BlockName[]; before: ComposerValues }>();
  const [summary, setSummary] = useState<SummaryItem[]>([]);
  const [quoting, startQuote] = useTransition();
  const [submitting, startSubmit] = useTransition();
  /** Where the draft went when another tab submitted it first. */
  const [submittedElsewhere, setSubmittedElsewhere] = useState<{ message: string; href: string; label: string }>();
  const secondsLeft = useCountdown(quoteState?.deadline);
  const expired = secondsLeft === 0;

  const onSwitchType = (to: TransactionType) => {
    const before = form.getValues();
    if (before.type === to) return;
    const { values, dropped } = switchType(before, to);
    // A saved party picked for a side that now takes the other kind (a person, a company) no longer fills it.
    for (const role of ['sender', 'recipient'] as const)
      if (kindFor(before.type, role) !== kindFor(to, role)) values.savedParties[role] = '';
    form.reset(values, { keepDefaultValues: true });
    setSwitched(dropped.length > 0 ? { dropped, before } : undefined);
    setSummary([]);
  };

  const showSummary = (errors: FieldErrors<ComposerValues>) =>
    setSummary(flattenErrors(errors).map((e) => ({ ...e, label: labelOf(e.field) })));

  const requestQuote = () => {
    const values = form.getValues();
    const request = toQuotationRequest(values);
    setFormError(undefined);
    preloadQuoteStep();
    startQuote(async () => {
      const requestedAt = Date.now();
      const result = await quoteTransactionAction(request);
      if (!result.ok) {
        setStep('details');
        applyServerResult(result, {
          fieldOf: (field) => QUOTE_FIELD_PATHS[field] ?? field,
          fallback: 'The quote could not be made.',
        });
        return;
      }
      const [quote] = result.data.quotes;
      const deadline = quoteDeadline(
        { expiresAt: quote!.quoteExpiryTime, serverTime: result.data.requestDate },
        requestedAt,
      );
      setQuoteState((old) => ({ quote: quote!, previous: old?.quote, askedFor: JSON.stringify(request), deadline }));
      setStep('quote');
    });
  };

  const onGetQuote = submit(
    () => {
      setSummary([]);
      requestQuote();
    },
    (errors) => showSummary(errors),
  );

  // Outside the details step nothing can be typed, so the values are read, not watched: watching
  // every field would re-render the whole composer on each keystroke.
  const values = step === 'details' ? undefined : form.getValues();
  const stale =
    values !== undefined &&
    quoteState !== undefined &&
    JSON.stringify(toQuotationRequest(values)) !== quoteState.askedFor;
  const body =
    values && quoteState?.requestDate
      ? toTransactionRequest(values, {
          quote: quoteState.quote,
          requestDate: quoteState.requestDate,
          transactionReference: reference,
        })
      : undefined;

  const openReview = () => {
    setQuoteState((old) => old && { ...old, requestDate: old.requestDate ?? new Date().toISOString() });
    setStep('review');
  };

  const onSubmit = () => {
    if (!body) return;
    setFormError(undefined);
    startSubmit(async () => {
      // The draft holds the reference the API's idempotency rests on: it is saved before the submit.
      // A draft another tab submitted and sent refuses the save; the submit then says where it went.
      if (!(await saveNow()) && !wasSubmitted()) {
        setFormError(
          'The draft could not be saved, so the remittance was not submitted. Check your connection and submit again.',
        );
        return;
      }
      const result = await submitTransactionAction({ key: draftId, request: body, submissionsSeen: submissions });
      // Success redirects to the remittance's page; only failures come back.
      if (!result || result.ok) return;
      if (result.link) {
        setSubmittedElsewhere({ message: result.formError ?? 'This draft was already submitted.', ...result.link });
        return;
      }
      const fieldErrors = result.fieldErrors ?? {};
      if ('internationalTransferInformation.quoteId' in fieldErrors || 'amount' in fieldErrors) {
        setFormError(`${result.formError ?? 'The quote can no longer be used.'} Get a new quote and submit again.`);
        setStep('quote');
        return;
      }
      // Field errors are fixed in the details, where focus goes to the first of them.
      if (Object.keys(fieldErrors).length > 0) setStep('details');
      const count = applyServerResult(result, { fallback: 'The remittance was not accepted.' });
      if (count > 0) {
        setSummary(Object.entries(fieldErrors).map(([field, message]) => ({ field, message, label: field })));
      }
    });
  };

  return (
    <FormProvider {...form}>
      <div className="space-y-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Stepper step={step} />
          <div className="text-right">
            <p className="font-mono text-xs text-slate-500">
              Reference <span data-testid="draft-reference">{reference}</span>
            </p>
            <SaveIndicator state={saveState} idle="Drafts save as you type" />
          </div>
        </div>
        {formError && <Alert tone="error">{formError}</Alert>}
        {submittedElsewhere && (
          <Alert tone="warning" title="Already submitted">
            <p data-testid="already-submitted">{submittedElsewhere.message}</p>
            <Link href={submittedElsewhere.href} className="font-medium underline">
              {submittedElsewhere.label}
            </Link>
          </Alert>
        )}
        {review && step === 'details' && <ReviewChecklist notes={review} />}

        {step === 'details' && (
          <form {...formProps} onSubmit={onGetQuote} className="space-y-6" aria-label="Transaction details">
            <TypeSwitch value={type} onChange={onSwitchType} />
            {switched && (
              <SwitchNotice
                type={type}
                dropped={switched.dropped}
                onUndo={() => {
                  form.reset(switched.before, { keepDefaultValues: true });
                  setSwitched(undefined);
                }}
              />
            )}
            <ErrorSummary
              items={summary}
              title={`There ${summary.length === 1 ? 'is 1 problem' : `are ${summary.length} problems`} to fix before quoting:`}
            />
            <DetailsSections type={type} />
            <div className="flex items-center gap-3">
              <Button type="submit" disabled={quoting}>
                {quoting ? 'Getting a quote…' : 'Get quote'}
              </Button>
              {quoteState && (
                <Button variant="secondary" onClick={() => setStep('quote')}>
                  Back to the quote
                </Button>
              )}
            </div>
          </form>
        )}

        {step !== 'details' && quoteState && (
          <TransactionQuotePanel
            quote={quoteState.quote}
            previous={quoteState.previous}
            secondsLeft={secondsLeft}
            stale={stale}
            pending={quoting}
            onQuote={requestQuote}
            heading
          />
        )}

        {step === 'quote' && quoteState && (
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => setStep('details')}>
              Edit details
            </Button>
            {!expired && !stale && <Button onClick={openReview}>Continue to review</Button>}
          </div>
        )}

        {step === 'review' && body && (
          <>
            <ReviewPanel body={body} />
            {values && <SaveReviewedParties type={type} picked={values.savedParties} />}
            <div className="flex flex-wrap items-center gap-3">
              <Button variant="secondary" onClick={() => setStep('details')}>
                Edit details
              </Button>
              <Button onClick={onSubmit} disabled={submitting || expired || stale}>
                {submitting ? 'Submitting…' : 'Submit remittance'}
              </Button>
              {submitting && (
                <span role="status" className="text-sm text-slate-500">
                  Submitting the remittance…
                </span>
              )}
            </div>
          </>
        )}
      </div>
    </FormProvider>
  );
}
