import { scoreNameParts } from '@/lib/compliance/screening/match';
import { nameParts, subjectKey } from '@/lib/compliance/screening/normalize';
import {
  NAME_MATCH_CODES,
  type AccountStatus,
  type AccountStatusQuery,
  type AccountStatusResponse,
  type NameMatch,
} from '@/lib/schemas/account-status';
import type { ProviderDeps } from '../deps';

/*
 * Account status (the provider's verify, reference A.9): whether a wallet or bank account exists and
 * can be credited, its holder's name, and how that name compares with the one the caller expects.
 * The sandbox answers from magic values in the account's last four digits, so a demo is repeatable:
 *   …0000 unregistered (no such account)       …1111 unavailable (exists, inactive)
 *   …2222 available, held by someone else       …3333 available, the name spelled a little differently
 *   anything else: available, held by the expected name (bnv), or by a name derived from the number.
 */

/** At or above this score (0..1, the screening's name score) a name that is not the same is close. */
export const CLOSE_NAME_SCORE = 0.85;

/** Holders the sandbox names when the caller expects no name, or for a …2222 account. */
const SANDBOX_HOLDERS = [
  'Amina Okafor',
  'Chidi Eze',
  'Grace Mensah',
  'Rahul Sharma',
  'Maria Santos',
  'Wei Chen',
  'John Kamau',
  'Fatima Bello',
] as const;

/** One of the sandbox's holders, the same for the same account (and never `avoid`). */
function derivedHolder(account: string, avoid?: string): string {
  const start = [...account].reduce((sum, char) => sum + char.charCodeAt(0), 0) % SANDBOX_HOLDERS.length;
  for (let i = 0; i < SANDBOX_HOLDERS.length; i += 1) {
    const name = SANDBOX_HOLDERS[(start + i) % SANDBOX_HOLDERS.length]!;
    if (!avoid || subjectKey(name) !== subjectKey(avoid)) return name;
  }
  return SANDBOX_HOLDERS[start]!;
}

/** The expected name with one letter doubled at its end: close, not the same ("Amina Okafor" → "Amina Okaforr"). */
const misspelt = (name: string) => `${name}${name.at(-1) ?? ''}`;

/** The sandbox's account: its status, the provider's sub-status, and its holder. */
function sandboxAccount(
  account: string,
  instrument: 'wallet' | 'bank',
  expected: string | undefined,
): { status: AccountStatus; subStatus: string; holder?: string } {
  const ending = account.slice(-4);
  if (ending === '0000')
    return {
      status: 'unregistered',
      subStatus: instrument === 'wallet' ? '6006:Beneficiary MSISDN not found' : '6102:Invalid bank account',
    };
  const holder =
    ending === '2222' || !expected
      ? derivedHolder(account, expected)
      : ending === '3333'
        ? misspelt(expected)
        : expected;
  if (ending === '1111') return { status: 'unavailable', subStatus: '6022:Beneficiary account inactive', holder };
  return { status: 'available', subStatus: '6000:Beneficiary Validation Success', holder };
}

/** How a holder's name compares with the expected one: the same parts (any order, case, accents), close, or not. */
export function compareNames(holder: string, expected: string): { result: NameMatch; score: number } {
  if (subjectKey(holder) === subjectKey(expected)) return { result: 'exact', score: 1 };
  const { score } = scoreNameParts(nameParts(holder), nameParts(expected));
  return { result: score >= CLOSE_NAME_SCORE ? 'close' : 'no-match', score };
}

/**
 * The status of a wallet (msisdn) or bank account (accountId in country), deterministic in the
 * sandbox (see above); with `bnv`, the holder's name compared with it. Nothing is stored.
 */
export async function checkAccountStatus(
  _deps: ProviderDeps,
  _merchantId: string,
  query: AccountStatusQuery,
): Promise<AccountStatusResponse> {
  const instrument = query.accountId ? 'bank' : 'wallet';
  const account = (query.accountId ?? query.msisdn)!;
  const { status, subStatus, holder } = sandboxAccount(account.replace(/^\+/, ''), instrument, query.bnv);
  const match = holder && query.bnv ? compareNames(holder, query.bnv) : undefined;
  return {
    instrument,
    account,
    ...(instrument === 'bank' ? { country: query.country } : {}),
    status,
    subStatus,
    ...(holder ? { accountHolderName: holder } : {}),
    ...(match && query.bnv
      ? { nameMatch: { ...match, code: NAME_MATCH_CODES[match.result], comparedWith: query.bnv } }
      : {}),
  };
}
