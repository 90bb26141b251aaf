'use server';

import { redirect } from 'next/navigation';
import { z } from 'zod';
import { paymentsApi } from '@/lib/api-client';
import type { ActionResult } from '@/lib/desk/action-result';
import { partyNames } from '@/lib/desk/composer/names';
import { deskDb } from '@/lib/desk/database';
import { getDraft, markDraftSubmitted } from '@/lib/desk/drafts';
import { protectedAction } from '@/lib/desk/protected-action';
import { recordRemittance } from '@/lib/desk/remittances/record';
import { quotationRequestSchema, type QuotationRequestInput, type QuotationResponse } from '@/lib/schemas/quotation';
import { transactionRequestSchema, type TransactionRequestInput } from '@/lib/schemas/transaction';

const quoteTransaction = protectedAction({
  name: 'transactions.quote',
  permission: 'remittances:compose',
  schema: quotationRequestSchema,
  target: (input) => `${input.type} ${input.sendingCurrency}→${input.receivingCurrency}`,
  run: (input) => paymentsApi().createQuotation({ ...input, requestDate: undefined }),
});

/** A transaction quotation for the composer: amounts, fees, rate and expiry. */
export async function quoteTransactionAction(request: QuotationRequestInput): Promise<ActionResult<QuotationResponse>> {
  return quoteTransaction(request);
}

const draftIdSchema = z.uuid();

/**
 * Submits the composed transaction exactly as the review showed it. The transactionReference
 * must be the draft's own (generated once per draft), so a double click or a retry after a lost
 * answer replays the first transaction instead of making a second. On success the remittance is
 * recorded, the draft closed, and the browser goes to the remittance's page.
 */
export async function submitTransactionAction(
  draftId: string,
  body: TransactionRequestInput,
): Promise<ActionResult<never>> {
  if (!draftIdSchema.safeParse(draftId).success)
    return { ok: false, formError: 'This composer has no draft. Reload the page and try again.' };
  const submit = protectedAction({
    name: 'transactions.submit',
    permission: 'remittances:compose',
    schema: transactionRequestSchema,
    target: (input) => input.transactionReference,
    run: async (input, user) => {
      const db = await deskDb();
      const draft = await getDraft(db, user.id, draftId);
      if (!draft || draft.reference !== input.transactionReference) return { refused: true as const };
      // The body as reviewed (not the parsed copy): what the person saw is what goes on the wire.
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
      return { refused: false as const, reference: input.transactionReference };
    },
  });
  const result = await submit(body);
  if (!result.ok) return result;
  if (result.data.refused)
    return {
      ok: false,
      formError: 'This draft was not found or its reference changed. Reload the page; your draft is kept.',
    };
  redirect(`/remittances/${encodeURIComponent(result.data.reference)}`);
}
