'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { paymentsApi } from '@/lib/api-client';
import { config } from '@/lib/config';
import { deskDb } from '@/lib/desk/database';
import { getDraft } from '@/lib/desk/drafts';
import { ActionRefusal, protectedAction } from '@/lib/desk/protected-action';
import { rememberQuote } from '@/lib/desk/review/cases';
import { submitTransaction } from '@/lib/desk/review/submit';
import { composedTransactionSchema } from '@/lib/desk/composer/validate';
import { quotationRequestSchema } from '@/lib/schemas/quotation';
import { remittancePath, reviewPath } from '@/lib/schemas/reference-path';

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

/**
 * The submit's input: the draft (`key`), the request, and how many submissions of the draft the
 * page saw when it was opened (a stale page's submit is refused as already submitted).
 */
const submitInput = z.object({
  key: z.uuid(),
  request: composedTransactionSchema,
  submissionsSeen: z.number().int().min(0),
});

/**
 * Submits the composed transaction exactly as the review showed it; input `{ key: draft id,
 * request, submissionsSeen }`. Compliance first (lib/desk/review): the checks, the screening and
 * the approval rules decide whether it is sent now or held for review, unsent. A draft already in
 * review goes back to the queue as its next round, clearing its approvals. One submit of a draft
 * at a time: a second one (another tab, a double click) is answered "already submitted" with a link
 * to where the first went. The transactionReference is the draft's own (generated once per draft),
 * so a retry after a lost answer replays the first transaction.
 */
export const submitTransactionAction = protectedAction({
  name: 'transactions.submit',
  permission: 'remittances:compose',
  schema: submitInput,
  keyProblem: 'This composer has no draft. Reload the page and try again.',
  target: (input) => input.request.transactionReference,
  remittance: (input) => input.request.transactionReference,
  run: async ({ key: draftId, request: input, submissionsSeen }, user, raw) => {
    const db = await deskDb();
    const draft = await getDraft(db, user.id, draftId);
    if (!draft || draft.reference !== input.transactionReference)
      throw new ActionRefusal(
        'This draft was not found or its reference changed. Reload the page; your draft is kept.',
      );
    const { dataDir, screeningThreshold, reviewDeadlineHours } = config();
    // The body as reviewed (not the parsed copy): what the person saw is what goes on the wire.
    const body = raw.request as unknown as Record<string, unknown>;
    return submitTransaction(
      { db, api: paymentsApi(), dataDir, threshold: screeningThreshold, reviewDeadlineHours },
      user.id,
      { ...draft, submissions: submissionsSeen },
      input,
      body,
    );
  },
  auditDetails: (result) => ({ held: result.held }),
  then: ({ reference, held }) => redirect(held ? reviewPath(reference) : remittancePath(reference)),
});
