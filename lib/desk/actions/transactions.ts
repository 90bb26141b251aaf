'use server';

import { redirect } from 'next/navigation';
import { paymentsApi } from '@/lib/api-client';
import { partyNames } from '@/lib/desk/composer/names';
import { deskDb } from '@/lib/desk/database';
import { getDraft, markDraftSubmitted } from '@/lib/desk/drafts';
import { ActionRefusal, keyedInput, protectedAction } from '@/lib/desk/protected-action';
import { recordRemittance } from '@/lib/desk/remittances/record';
import { quotationRequestSchema } from '@/lib/schemas/quotation';
import { transactionRequestSchema } from '@/lib/schemas/transaction';

/** A transaction quotation for the composer: amounts, fees, rate and expiry. */
export const quoteTransactionAction = protectedAction({
  name: 'transactions.quote',
  permission: 'remittances:compose',
  schema: quotationRequestSchema,
  target: (input) => `${input.type} ${input.sendingCurrency}→${input.receivingCurrency}`,
  run: (input) => paymentsApi().createQuotation({ ...input, requestDate: undefined }),
});

/**
 * Submits the composed transaction exactly as the review showed it; input `{ key: draft id,
 * request }`. The transactionReference must be the draft's own (generated once per draft), so a
 * double click or a retry after a lost answer replays the first transaction instead of making a
 * second. On success the remittance is recorded, the draft closed, and the browser goes to the
 * remittance's page.
 */
export const submitTransactionAction = protectedAction({
  name: 'transactions.submit',
  permission: 'remittances:compose',
  schema: keyedInput(transactionRequestSchema),
  keyProblem: 'This composer has no draft. Reload the page and try again.',
  target: (input) => input.request.transactionReference,
  run: async ({ key: draftId, request: input }, user, raw) => {
    const db = await deskDb();
    const draft = await getDraft(db, user.id, draftId);
    if (!draft || draft.reference !== input.transactionReference)
      throw new ActionRefusal(
        'This draft was not found or its reference changed. Reload the page; your draft is kept.',
      );
    // The body as reviewed (not the parsed copy): what the person saw is what goes on the wire.
    const body = raw.request;
    const answer = await paymentsApi().createTransaction(body);
    const names = partyNames(body);
    await recordRemittance(db, {
      reference: input.transactionReference,
      kind: 'transaction',
      type: input.type,
      serviceRef: answer.transactionReference,
      status: answer.transactionStatus,
      amount: answer.amount,
      currency: answer.currency,
      sendingAmount: 'sendingAmount' in input ? input.sendingAmount : undefined,
      sendingCurrency: 'payinCcyCode' in input ? input.payinCcyCode : undefined,
      senderName: names.sender,
      recipientName: names.recipient,
      request: body as Record<string, unknown>,
      createdBy: user.id,
      draftId,
    });
    await markDraftSubmitted(db, user.id, draftId);
    return input.transactionReference;
  },
  then: (reference) => redirect(`/remittances/${encodeURIComponent(reference)}`),
});
