import { checkPayment, checkTransaction } from '@/lib/compliance/checks';
import { decide } from '@/lib/compliance/rules/evaluate';
import { currentRuleSet } from '@/lib/compliance/rules/store';
import { screenSubjects } from '@/lib/compliance/screening/dismissals';
import { loadScreeningList } from '@/lib/compliance/screening/list';
import { paymentSubjects, transactionSubjects } from '@/lib/compliance/screening/subjects';
import type {
  CreationSource,
  Finding,
  QuotedRate,
  RuleSubject,
  ScreeningHit,
  ScreeningSubject,
} from '@/lib/compliance/types';
import type { DbOrTx } from '@/lib/db/client';
import { readBaseCurrency } from '@/lib/desk/settings/general';
import type { Assessment } from './cases';
import { hitFinding } from './finding-words';

/*
 * What compliance says of one composed transaction, on the server at submit: the automatic
 * checks, the name screening (dismissed hits kept but not counted), and the approval rules in
 * force over both.
 */

export interface AssessDeps {
  db: DbOrTx;
  dataDir: string;
  threshold: number;
  now: () => Date;
  /** Who composed it: a dismissal they made earlier does not clear a hit of their own remittance. */
  makerId?: string;
}

/**
 * Findings that hold a remittance: every check's, and each screening hit not dismissed (as a
 * finding at the screened name's field, so the review page shows it there; its names are read
 * from the hit when shown, never written into its sentence).
 */
export function holdingFindings(assessment: Pick<Assessment, 'findings' | 'hits'>): Finding[] {
  return [
    ...assessment.findings,
    ...assessment.hits.flatMap((hit, index) => (hit.dismissed ? [] : [hitFinding(hit, index)])),
  ];
}

/**
 * A remembered dismissal clears a hit only when it was made by as many people as the rules now ask,
 * none of them this remittance's maker (maker-checker holds across remittances too).
 */
function keptDismissal(hit: ScreeningHit, required: 1 | 2, makerId: string | undefined): ScreeningHit {
  if (!hit.dismissed) return hit;
  const people = new Set([hit.dismissed.by, hit.dismissed.secondBy].filter((by) => by && by !== makerId));
  if (people.size >= required) return hit;
  const { dismissed: _notEnough, ...open } = hit;
  return open;
}

/**
 * Screening, then the rules in force over the checks' findings and the hits not dismissed, their
 * thresholds compared in the merchant's base currency (converted at the quote's rate).
 */
async function assess(
  deps: AssessDeps,
  findings: Finding[],
  subjects: ScreeningSubject[],
  subject: Omit<RuleSubject, 'findingCount' | 'baseCurrency'>,
): Promise<Assessment> {
  const entries = await loadScreeningList(deps.dataDir);
  const screened = await screenSubjects(deps.db, subjects, entries, deps.threshold);
  const [rules, baseCurrency] = await Promise.all([currentRuleSet(deps.db), readBaseCurrency(deps.db)]);
  const judge = (hits: ScreeningHit[]) =>
    decide(rules.rules, rules.version, {
      ...subject,
      baseCurrency,
      findingCount: holdingFindings({ findings, hits }).length,
    });
  let hits = screened.map((hit) => keptDismissal(hit, 1, deps.makerId));
  let decision = judge(hits);
  // A rule that asks two people to dismiss reopens hits one person dismissed; more open hits only
  // add matching rules, so judging once more settles it.
  if (decision.dismissersRequired === 2) {
    hits = hits.map((hit) => keptDismissal(hit, 2, deps.makerId));
    decision = judge(hits);
  }
  return { findings, hits, decision };
}

const today = (deps: AssessDeps) => deps.now().toISOString().slice(0, 10);

export async function assessTransaction(
  deps: AssessDeps,
  request: Record<string, unknown>,
  options: { source?: CreationSource; sending?: { amount: string; currency: string }; rate?: QuotedRate } = {},
): Promise<Assessment> {
  const amounts = [
    { currency: String(request.currency ?? ''), amount: String(request.amount ?? '') },
    // The sending side: the body's pay-in pair, or the quote's (p2p carries none on the wire).
    ...(request.sendingAmount !== undefined
      ? [{ currency: String(request.payinCcyCode ?? ''), amount: String(request.sendingAmount) }]
      : options.sending
        ? [options.sending]
        : []),
  ];
  return assess(deps, checkTransaction(request, { today: today(deps) }), transactionSubjects(request), {
    type: String(request.type ?? ''),
    source: options.source ?? 'desk',
    receivingCountry: String(
      (request.internationalTransferInformation as Record<string, unknown> | undefined)?.receivingCountry ?? '',
    ),
    amounts,
    rate: options.rate,
  });
}

/** The type an FX payment is judged as by rules that name types (it is none of b2b…p2p). */
const PAYMENT_RULE_TYPE = 'fx-payment';

/** An FX payment, judged with the stored payer and beneficiary it pays between. */
export async function assessPayment(
  deps: AssessDeps,
  input: {
    amount: { debitCurrency: string; debitAmount: number; payoutCurrency: string; payoutAmount: number };
    payer?: unknown;
    beneficiary?: unknown;
    receivingCountry?: string;
    /** The FX quote's rate (buy units per sell unit), when known. */
    rate?: QuotedRate;
  },
): Promise<Assessment> {
  const parties = { payer: input.payer, beneficiary: input.beneficiary };
  return assess(deps, checkPayment(parties, { today: today(deps) }), paymentSubjects(parties), {
    type: PAYMENT_RULE_TYPE,
    source: 'desk',
    receivingCountry: input.receivingCountry ?? '',
    amounts: [
      { currency: input.amount.debitCurrency, amount: String(input.amount.debitAmount) },
      { currency: input.amount.payoutCurrency, amount: String(input.amount.payoutAmount) },
    ],
    rate: input.rate,
  });
}
