'use server';

import { redirect } from 'next/navigation';
import { paymentsApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { partyNames } from '@/lib/desk/composer/names';
import { deskDb } from '@/lib/desk/database';
import { getDraft, markDraftSubmitted } from '@/lib/desk/drafts';
import { pickedPartiesOf, recordPartyRemittances } from '@/lib/desk/parties/service';
import { ActionRefusal, keyedInput, protectedAction } from '@/lib/desk/protected-action';
import { transactionMoney } from '@/lib/desk/remittances/money';
import { recordRemittance } from '@/lib/desk/remittances/record';
import { assessTransaction } from '@/lib/desk/review/assess';
import { findQuote, getCaseByDraft, holdForReview, rememberQuote } from '@/lib/desk/review/cases';
import type { HeldQuote } from '@/lib/desk/review/send';
import { quotationRequestSchema, type Quote } from '@/lib/schemas/quotation';
import { transactionRequestSchema } from '@/lib/schemas/transaction';

/** A transaction quotation for the composer: amounts, fees, rate and expiry (kept, for review). */
export const quoteTransactionAction = protectedAction({
  name: 'transactions.quote',
  permission: 'remittances:compose',
  schema: quotationRequestSchema,
  target: (input) => `${input.type} ${input.sendingCurrency}→${input.receivingCurrency}`,
  run: async (input, user) => {
    const request = { ...input, requestDate: undefined };
    const answer = await paymentsApi().createQuotation(request);
    const db = await deskDb();
    for (const quote of answer.quotes)
      await rememberQuote(db, {
        quoteId: quote.quoteId,
        kind: 'transaction',
        request: request as Record<string, unknown>,
        quote: quote as unknown as Record<string, unknown>,
        requestedBy: user.id,
      });
    return answer;
  },
});

/** How long a held remittance without a known quote may wait before it heads the queue. */
const NO_QUOTE_DEADLINE_MS = 24 * 3600_000;

/**
 * Submits the composed transaction exactly as the review showed it; input `{ key: draft id,
 * request }`. Compliance first (lib/desk/review): the checks, the screening and the approval rules
 * decide whether it is sent now or held for review, unsent. A draft already in review goes back
 * to the queue as its next round, clearing its approvals. The transactionReference is the draft's
 * own (generated once per draft), so a double click or a retry replays the first transaction.
 */
export const submitTransactionAction = protectedAction({
  name: 'transactions.submit',
  permission: 'remittances:compose',
  schema: keyedInput(transactionRequestSchema),
  keyProblem: 'This composer has no draft. Reload the page and try again.',
  target: (input) => input.request.transactionReference,
  remittance: (input) => input.request.transactionReference,
  run: async ({ key: draftId, request: input }, user, raw) => {
    const db = await deskDb();
    const draft = await getDraft(db, user.id, draftId);
    if (!draft || draft.reference !== input.transactionReference)
      throw new ActionRefusal(
        'This draft was not found or its reference changed. Reload the page; your draft is kept.',
      );
    // The body as reviewed (not the parsed copy): what the person saw is what goes on the wire.
    const body = raw.request as unknown as Record<string, unknown>;
    const known = await findQuote(db, input.internationalTransferInformation.quoteId);
    const quote = known?.quote as unknown as Quote | undefined;
    const { dataDir, screeningThreshold } = config();
    const assessment = await assessTransaction(
      { db, dataDir, threshold: screeningThreshold, now: () => new Date() },
      body,
      {
        sending: quote && { amount: quote.sendingAmount, currency: quote.sendingCurrency },
      },
    );
    const names = partyNames(body);
    const existing = await getCaseByDraft(db, draftId);
    if (!existing && assessment.decision.approvalsRequired === 0) {
      const answer = await paymentsApi().createTransaction(raw.request);
      await recordRemittance(db, {
        reference: input.transactionReference,
        kind: 'transaction',
        type: input.type,
        serviceRef: answer.transactionReference,
        status: answer.transactionStatus,
        amount: answer.amount,
        currency: answer.currency,
        sendingAmount: quote?.sendingAmount ?? ('sendingAmount' in input ? input.sendingAmount : undefined),
        sendingCurrency: quote?.sendingCurrency ?? ('payinCcyCode' in input ? input.payinCcyCode : undefined),
        senderName: names.sender,
        recipientName: names.recipient,
        request: body,
        createdBy: user.id,
        draftId,
        // The quote the desk gave for this quoteId: principal, fees on top, rate, payout.
        money: transactionMoney(quote),
      });
      await recordPartyRemittances(db, input.transactionReference, input.type, pickedPartiesOf(draft.values));
      await markDraftSubmitted(db, user.id, draftId);
      return { reference: input.transactionReference, held: false };
    }
    const held: HeldQuote | undefined = known && { request: known.request, quote: quote! };
    await holdForReview(db, {
      draftId,
      reference: input.transactionReference,
      kind: 'transaction',
      type: input.type,
      makerId: user.id,
      request: body,
      quote: held as unknown as Record<string, unknown> | undefined,
      assessment,
      deadline: quote ? new Date(quote.quoteExpiryTime) : new Date(Date.now() + NO_QUOTE_DEADLINE_MS),
      summary: {
        amount: input.amount,
        currency: input.currency,
        sendingAmount: quote?.sendingAmount,
        sendingCurrency: quote?.sendingCurrency,
        receivingCountry: input.internationalTransferInformation.receivingCountry,
        senderName: names.sender,
        recipientName: names.recipient,
      },
    });
    await recordPartyRemittances(db, input.transactionReference, input.type, pickedPartiesOf(draft.values));
    return { reference: input.transactionReference, held: true };
  },
  auditDetails: (result) => ({ held: result.held }),
  then: ({ reference, held }) =>
    redirect(held ? `/review/${encodeURIComponent(reference)}` : `/remittances/${encodeURIComponent(reference)}`),
});
