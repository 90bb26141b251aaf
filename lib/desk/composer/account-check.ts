import { z } from 'zod';
import type { PaymentsApi } from '@/lib/api-client/client';
import type { AccountStatusResponse, NameMatch } from '@/lib/schemas/account-status';

/*
 * The composer's "Check account" (issue 18): the API's account status for the credit party (a
 * wallet number, or a bank account in the receiving country) with the recipient's name to compare,
 * answered in words. A spec for protectedAction (lib/desk/actions/transaction-ops.ts).
 */

/** What the composer sends: the account as its credit party holds it, and the recipient's name. */
export const accountCheckSchema = z
  .object({
    msisdn: z.string().trim().max(32).optional(),
    accountId: z.string().trim().max(64).optional(),
    country: z.string().trim().max(2).optional(),
    name: z.string().trim().max(180).optional(),
  })
  .strict()
  .refine((input) => Boolean(input.msisdn || input.accountId), {
    message: 'Add the credit party first: a mobile wallet number, a bank account number or an IBAN.',
    path: ['creditParty'],
  });
export type AccountCheckInput = z.output<typeof accountCheckSchema>;

export interface AccountCheck {
  status: AccountStatusResponse['status'];
  /** Whether the account exists (available or unavailable). */
  exists: boolean;
  holderName?: string;
  match?: NameMatch;
  /** The answer in a sentence or two. */
  words: string;
  tone: 'success' | 'warning' | 'error';
}

const STATUS_WORDS: Record<AccountStatusResponse['status'], string> = {
  available: 'The account exists and can receive money.',
  unavailable: 'The account exists but cannot receive money now (inactive or blocked).',
  unregistered: 'No such account: check the number with the recipient.',
};

const MATCH_WORDS: Record<NameMatch, string> = {
  exact: "The holder's name matches the recipient's.",
  close: "The holder's name is close to the recipient's, not the same: check the spelling.",
  'no-match': "The holder's name does not match the recipient's: check who the account belongs to.",
};

/** The API's answer in the composer's words. */
export function accountCheckWords(answer: AccountStatusResponse): AccountCheck {
  const match = answer.nameMatch?.result;
  const holder = answer.accountHolderName ? ` Held by ${answer.accountHolderName}.` : '';
  const words = `${STATUS_WORDS[answer.status]}${holder}${match ? ` ${MATCH_WORDS[match]}` : ''}`;
  const tone =
    answer.status === 'unregistered'
      ? 'error'
      : answer.status === 'available' && (match === undefined || match === 'exact')
        ? 'success'
        : 'warning';
  return {
    status: answer.status,
    exists: answer.status !== 'unregistered',
    ...(answer.accountHolderName ? { holderName: answer.accountHolderName } : {}),
    ...(match ? { match } : {}),
    words,
    tone,
  };
}

/** The last four characters of the account, for the audit trail (the number itself is not kept). */
const masked = (account: string) => `…${account.slice(-4)}`;

/** The spec of the composer's account check: remittances:compose, audited with the masked account and the answer. */
export function accountCheckSpec(deps: { api: () => Pick<PaymentsApi, 'getAccountStatus'> }) {
  return {
    name: 'accounts.check',
    permission: 'remittances:compose' as const,
    schema: accountCheckSchema,
    target: (input: AccountCheckInput) => masked((input.accountId || input.msisdn)!),
    run: async (input: AccountCheckInput) =>
      accountCheckWords(
        await deps
          .api()
          .getAccountStatus(
            input.accountId
              ? { accountId: input.accountId, country: input.country, bnv: input.name || undefined }
              : { msisdn: input.msisdn, bnv: input.name || undefined },
          ),
      ),
    auditDetails: (check: AccountCheck) => ({ status: check.status, match: check.match ?? null }),
  };
}
