import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { DecisionPanel } from '@/components/review/decision-panel';
import { caughtBy, ReviewStatusBadge } from '@/components/review/held-table';
import { ReviewRequest, type VerdictView } from '@/components/review/review-request';
import { ScreeningHits } from '@/components/review/screening-hits';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import type { Finding, ScreeningHit } from '@/lib/compliance/types';
import { can } from '@/lib/auth/roles';
import { requirePermission } from '@/lib/auth/session';
import { deskDb } from '@/lib/desk/database';
import { mayRevealPersonalData, namesFor, seesPersonalData } from '@/lib/desk/mask';
import { personTimeZone } from '@/lib/desk/preferences';
import { formatDateTime } from '@/lib/desk/time-zone';
import { requestSections, requestWithNumbersMasked } from '@/lib/desk/remittances/request-view';
import { wordedSections } from '@/lib/desk/words/review';
import { holdingFindings } from '@/lib/desk/review/assess';
import { findingsInWords, hitAsSeen, reviewPageView } from '@/lib/desk/review/finding-words';
import {
  approvalBlocker,
  approverIndependenceBlocker,
  caseClocks,
  currentApprovals,
  getCaseByReference,
  latestVerdicts,
  userNames,
} from '@/lib/desk/review/cases';
import { fieldDiff } from '@/lib/desk/review/diff';
import { dismissersRequired, openHitBlocker } from '@/lib/desk/review/open-hits';
import { fieldLabel } from '@/lib/desk/review/fields';
import { formatMoney } from '@/lib/reference/money-format';
import { remittancePath, reviewPath } from '@/lib/schemas/reference-path';
import { pageReference } from '@/lib/desk/remittances/for-page';

export const metadata: Metadata = { title: 'Review' };
export const dynamic = 'force-dynamic';

type Params = Promise<{ reference: string }>;

/**
 * One held remittance: why it waits, what the checks and the screening found (each finding beside
 * its field), what changed since the last review, and the reviewer's verdicts and decision.
 * Finance staff read it too, to see at once why their remittance waits.
 */
export default async function ReviewCasePage({ params }: { params: Params }) {
  const user = await requirePermission('remittances:read');
  const zone = await personTimeZone(user.id);
  const reference = pageReference((await params).reference, reviewPath);
  const db = await deskDb();
  const reviewCase = await getCaseByReference(db, reference);
  if (!reviewCase) notFound();
  const revealNames = seesPersonalData(user);
  // The quote's expiry is shown apart from the review's deadline: a quote lives a minute.
  const clocks = caseClocks(reviewCase);
  const canDecide = can(user.role, 'review:decide');
  const [approvals, verdictRows] = await Promise.all([
    currentApprovals(db, reviewCase),
    latestVerdicts(db, reviewCase.id, reviewCase.round),
  ]);
  const storedHits = reviewCase.screening as ScreeningHit[];
  const names = await userNames(db, [
    reviewCase.makerId,
    reviewCase.decidedBy ?? '',
    ...approvals.map((a) => a.approverId),
    ...verdictRows.map((v) => v.reviewerId),
    ...storedHits.flatMap((hit) => [...(hit.dismissals ?? []).map((given) => given.by), hit.confirmed?.by ?? '']),
  ]);
  // Personal values in findings and hits as this viewer sees them at the fields (lib/desk/mask.ts).
  const view = reviewPageView(user);
  const findings = findingsInWords(
    holdingFindings({ findings: reviewCase.findings as Finding[], hits: storedHits }),
    view,
    { request: reviewCase.request, hits: storedHits },
  );
  const hits = storedHits.map((hit) => hitAsSeen(hit, view));
  const byField: Record<string, Finding[]> = {};
  for (const finding of findings) (byField[finding.field] ??= []).push(finding);
  const verdicts: Record<string, VerdictView> = Object.fromEntries(
    verdictRows.map((v) => [
      v.field,
      { verdict: v.verdict as VerdictView['verdict'], comment: v.comment, by: names.get(v.reviewerId) ?? 'a reviewer' },
    ]),
  );
  const masked = requestWithNumbersMasked(reviewCase.request, revealNames);
  const changes = reviewCase.previousRequest
    ? fieldDiff(requestWithNumbersMasked(reviewCase.previousRequest, revealNames), masked)
    : [];
  const blocker =
    approvalBlocker(reviewCase, user.id, approvals) ??
    openHitBlocker(reviewCase) ??
    (canDecide ? await approverIndependenceBlocker(db, reviewCase, user.id, approvals) : undefined);
  const personNames = namesFor(user);
  const decision = reviewCase.decision as {
    version?: number;
    matched?: { name: string; approvals: number }[];
    conversions?: string[];
  };

  return (
    <>
      <p className="mb-2 text-sm">
        <Link href={canDecide ? '/review' : '/remittances'} className="font-medium text-brand-700 hover:underline">
          ← {canDecide ? 'Review queue' : 'All remittances'}
        </Link>
      </p>
      <PageHeader
        title={`${reviewCase.kind === 'payment' ? 'FX payment' : (reviewCase.type ?? 'Transaction')} ${reviewCase.reference}`}
        description={
          <>
            {personNames(reviewCase.senderName) || '—'} → {personNames(reviewCase.recipientName) || '—'}
            <span className="mx-2 text-slate-400">·</span>
            <span className="font-mono">{formatMoney(reviewCase.amount, reviewCase.currency)}</span>
            {reviewCase.sendingAmount && reviewCase.sendingCurrency && (
              <span className="text-slate-500">
                {' '}
                (sent {formatMoney(reviewCase.sendingAmount, reviewCase.sendingCurrency)})
              </span>
            )}
          </>
        }
        actions={
          <div className="flex items-center gap-3">
            <ReviewStatusBadge status={reviewCase.status} />
            {mayRevealPersonalData(user) && (
              <Link href={reviewPath(reviewCase.reference, 'dossier')} className={buttonClasses('secondary', 'sm')}>
                Compliance dossier
              </Link>
            )}
          </div>
        }
      />
      <div className="space-y-6">
        <Card title="Why it waits">
          <dl className="grid gap-x-6 gap-y-2 text-sm md:grid-cols-2">
            <div>
              <dt className="text-slate-500">Caught by</dt>
              <dd className="text-slate-900">
                {caughtBy(reviewCase)}
                {decision.version !== undefined && (
                  <span className="text-slate-500"> (approval rules version {decision.version})</span>
                )}
              </dd>
            </div>
            {decision.conversions && decision.conversions.length > 0 && (
              <div className="md:col-span-2">
                <dt className="text-slate-500">Amounts compared with the rules</dt>
                <dd className="text-slate-900" data-testid="rule-conversions">
                  {decision.conversions.join('; ')}
                </dd>
              </div>
            )}
            <div>
              <dt className="text-slate-500">Findings</dt>
              <dd className="text-slate-900">{findings.length === 0 ? 'none' : findings.length}</dd>
            </div>
            <div>
              <dt className="text-slate-500">Composed by</dt>
              <dd className="text-slate-900">
                {names.get(reviewCase.makerId) ?? 'unknown'}, submitted {formatDateTime(reviewCase.submittedAt, zone)}
                {reviewCase.round > 1 && <span data-testid="review-round"> (round {reviewCase.round})</span>}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Review due</dt>
              <dd className="text-slate-900" data-testid="review-deadline">
                {formatDateTime(reviewCase.deadline, zone)}
                {clocks.overdue && ' (overdue)'}
              </dd>
            </div>
            <div>
              <dt className="text-slate-500">Quote valid until</dt>
              <dd className="text-slate-900" data-testid="quote-expiry">
                {clocks.quoteExpiry ? formatDateTime(clocks.quoteExpiry, zone) : 'no quote known'}
                {clocks.quoteExpired && ' (expired: a fresh quote is asked for on approval)'}
              </dd>
            </div>
          </dl>
          {reviewCase.decisionReason && (
            <Alert
              tone={reviewCase.status === 'rejected' ? 'error' : reviewCase.status === 'sent' ? 'info' : 'warning'}
              title={
                reviewCase.status === 'rejected'
                  ? 'Rejected'
                  : reviewCase.status === 'returned'
                    ? 'Returned to the maker'
                    : reviewCase.status === 'sent'
                      ? 'Approved and sent'
                      : 'Not sent'
              }
            >
              <span data-testid="decision-reason">{reviewCase.decisionReason}</span>
              {reviewCase.decidedBy && names.get(reviewCase.decidedBy) && ` — ${names.get(reviewCase.decidedBy)}`}
            </Alert>
          )}
          {reviewCase.makerId === user.id &&
            can(user.role, 'remittances:compose') &&
            reviewCase.kind === 'payment' &&
            reviewCase.status === 'returned' && (
              <p className="mt-3 text-sm">
                <Link
                  href={`/compose/payment?repeat=${encodeURIComponent(reviewCase.reference)}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  Compose it again, fixed
                </Link>
                <span className="text-slate-500"> — a new FX payment, prefilled from this one, reviewed again.</span>
              </p>
            )}
          {reviewCase.makerId === user.id &&
            can(user.role, 'remittances:compose') &&
            reviewCase.kind === 'transaction' &&
            (reviewCase.status === 'in_review' || reviewCase.status === 'returned') && (
              <p className="mt-3 text-sm">
                <Link
                  href={`/compose/transaction?draft=${reviewCase.draftId}`}
                  className="font-medium text-brand-700 hover:underline"
                >
                  {reviewCase.status === 'returned' ? 'Fix it in the composer' : 'Open it in the composer'}
                </Link>
                {reviewCase.status === 'in_review' && (
                  <span className="text-slate-500">
                    {' '}
                    — submitting it again starts a new round and clears its approvals.
                  </span>
                )}
              </p>
            )}
          {reviewCase.status === 'sent' && (
            <p className="mt-3 text-sm">
              Sent.{' '}
              <Link href={remittancePath(reviewCase.reference)} className="font-medium text-brand-700 hover:underline">
                Track it
              </Link>
            </p>
          )}
        </Card>

        {canDecide && (reviewCase.status === 'in_review' || reviewCase.status === 'approved') && (
          <Card title="Decision">
            <DecisionPanel
              reference={reviewCase.reference}
              round={reviewCase.round}
              status={reviewCase.status}
              approveBlocker={blocker}
              approvals={{ given: approvals.length, required: reviewCase.approvalsRequired }}
            />
          </Card>
        )}

        {findings.length > 0 && (
          <Card
            title="Findings"
            description="What the automatic checks and the name screening found; each is shown beside its field below."
          >
            <ul className="space-y-1 text-sm">
              {findings.map((finding) => (
                <li key={`${finding.code}-${finding.field}`}>
                  <span className="font-medium text-slate-900">{fieldLabel(finding.field)}:</span> {finding.message}{' '}
                  <span className="font-mono text-xs text-slate-500">{finding.code}</span>
                </li>
              ))}
            </ul>
          </Card>
        )}

        {hits.length > 0 && (
          <Card title="Screening">
            <ScreeningHits
              reference={reviewCase.reference}
              round={reviewCase.round}
              hits={hits}
              canDecide={canDecide && reviewCase.status === 'in_review'}
              dismissersRequired={dismissersRequired(reviewCase)}
              names={Object.fromEntries(names)}
            />
          </Card>
        )}

        {changes.length > 0 && (
          <Card title="Changed since the last review">
            <ul className="space-y-1 text-sm" data-testid="changes">
              {changes.map((change) => (
                <li key={change.field}>
                  <span className="font-medium text-slate-900">{fieldLabel(change.field)}:</span>{' '}
                  <del className="text-slate-500">{change.before ?? '(empty)'}</del> →{' '}
                  <ins className="text-slate-900 no-underline">{change.after ?? '(empty)'}</ins>
                </li>
              ))}
            </ul>
          </Card>
        )}

        <Card
          title="Request"
          description="Grouped as the composer's review step shows it. Personal numbers are masked; reviewers reveal one at a time, and each reveal is audited."
        >
          <ReviewRequest
            reference={reviewCase.reference}
            round={reviewCase.round}
            sections={wordedSections(
              requestSections(reviewCase.kind === 'payment' ? 'payment' : 'transaction', masked),
              masked,
              reviewCase.kind === 'payment' ? 'payment' : 'transaction',
            )}
            findings={byField}
            verdicts={verdicts}
            canDecide={canDecide && reviewCase.status === 'in_review'}
            canReveal={mayRevealPersonalData(user)}
          />
        </Card>
      </div>
    </>
  );
}
