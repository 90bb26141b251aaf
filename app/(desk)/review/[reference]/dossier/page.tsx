import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { PrintButton } from '@/components/review/print-button';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { requirePermission } from '@/lib/auth/session';
import { auditAddress, recordAudit } from '@/lib/desk/audit';
import { deskDb } from '@/lib/desk/database';
import { personTimeZone } from '@/lib/desk/preferences';
import { formatDateTime } from '@/lib/desk/time-zone';
import { requestSections } from '@/lib/desk/remittances/request-view';
import { wordedSections } from '@/lib/desk/words/review';
import { reviewStatusWords } from '@/lib/desk/review/cases';
import { buildDossier, type DossierRound } from '@/lib/desk/review/dossier';
import { fieldDiff } from '@/lib/desk/review/diff';
import type { ScreeningHit } from '@/lib/compliance/types';
import { dossierRefusal } from '@/lib/desk/review/dossier-access';
import { fieldLabel } from '@/lib/desk/review/fields';
import { headers } from 'next/headers';
import { deskRemittanceRoute, referenceFromParam, reviewPath } from '@/lib/schemas/reference-path';

export const metadata: Metadata = { title: 'Compliance dossier' };
export const dynamic = 'force-dynamic';

type Params = Promise<{ reference: string }>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="break-inside-avoid-page border-t border-slate-200 pt-4">
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-sm text-slate-800">{children}</div>
    </section>
  );
}

const OUTCOME_WORDS: Record<string, string> = {
  returned: 'Returned to the maker',
  rejected: 'Rejected',
  approved: 'Approved',
  sent: 'Approved and sent',
  in_review: 'Waiting for review',
};

/** How a round ended, in words: who decided, when, and the comment they gave. */
function outcomeWords(round: DossierRound, at: (iso: string | null) => string): string {
  const { status, reason, by, at: when } = round.outcome;
  const words =
    !round.current && status === 'in_review'
      ? 'Replaced by a resubmission while it waited'
      : (OUTCOME_WORDS[status] ?? status);
  const who = by ? ` by ${by}` : status === 'returned' ? ' by the desk' : '';
  return `${words}${who}${when ? ` on ${at(when)}` : ''}${reason ? `: “${reason}”` : ''}.`;
}

function HitLine({ hit, at }: { hit: ScreeningHit; at: (iso: string | null) => string }) {
  return (
    <li>
      “{hit.subject.name}” ({fieldLabel(hit.subject.field)}) resembles “{hit.explanation.matchedName}”, entry{' '}
      {hit.entry.id} of {hit.entry.listName}: score {hit.score.toFixed(3)} (names {hit.explanation.nameScore.toFixed(3)}
      ; {hit.explanation.parts.map((p) => `${p.subject || '—'}~${p.entry || '—'} ${p.score.toFixed(2)}`).join(', ')}
      {hit.explanation.adjustments.map((a) => `; ${a.reason} ${a.delta.toFixed(2)}`).join('')}).
      {hit.dismissed && ` Dismissed by ${hit.dismissed.by} on ${at(hit.dismissed.at)}: “${hit.dismissed.reason}”.`}
    </li>
  );
}

/** One round of review: what it reviewed, its findings and screening, verdicts, approvals and how it ended. */
function RoundRecord({
  round,
  next,
  at,
}: {
  round: DossierRound;
  next?: DossierRound;
  at: (iso: string | null) => string;
}) {
  const changed = next ? fieldDiff(round.request, next.request).map((c) => fieldLabel(c.field)) : [];
  return (
    <section
      className="mt-3 break-inside-avoid border-l-2 border-slate-200 pl-3"
      data-testid={`dossier-round-${round.round}`}
    >
      <h3 className="font-medium">
        Round {round.round}
        {round.current ? ' (the last)' : ''}
      </h3>
      <p>
        Submitted by {round.maker} on {at(round.submittedAt)}; review due {at(round.deadline)}.
      </p>
      <p data-testid="round-outcome">{outcomeWords(round, at)}</p>
      <h4 className="mt-2 font-medium">Findings</h4>
      {round.findings.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul className="list-disc pl-5">
          {round.findings.map((f) => (
            <li key={`${f.code}-${f.field}`}>
              {fieldLabel(f.field)}: {f.message} <span className="font-mono text-xs">{f.code}</span>
            </li>
          ))}
        </ul>
      )}
      <h4 className="mt-2 font-medium">Screening</h4>
      {round.screening.length === 0 ? (
        <p>No hits.</p>
      ) : (
        <ul className="space-y-2">
          {round.screening.map((hit) => (
            <HitLine key={`${hit.subject.field}-${hit.entry.id}`} hit={hit} at={at} />
          ))}
        </ul>
      )}
      {round.verdicts.length > 0 && (
        <table className="mt-2 w-full text-xs">
          <caption className="text-left font-medium">Field verdicts</caption>
          <thead>
            <tr className="text-left text-slate-500">
              <th scope="col">Field</th>
              <th scope="col">Verdict</th>
              <th scope="col">Comment</th>
              <th scope="col">By, when</th>
            </tr>
          </thead>
          <tbody>
            {round.verdicts.map((v, i) => (
              <tr key={i}>
                <td>{fieldLabel(v.field)}</td>
                <td>{v.verdict.replace('_', ' ')}</td>
                <td>{v.comment ?? '—'}</td>
                <td>
                  {v.reviewer}, {at(v.at)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {round.approvals.length > 0 && (
        <table className="mt-2 w-full text-xs">
          <caption className="text-left font-medium">Approvals</caption>
          <thead>
            <tr className="text-left text-slate-500">
              <th scope="col">Approver</th>
              <th scope="col">When</th>
              <th scope="col">Rule version</th>
              <th scope="col">Cleared</th>
            </tr>
          </thead>
          <tbody>
            {round.approvals.map((a, i) => (
              <tr key={i}>
                <td>{a.approver}</td>
                <td>{at(a.at)}</td>
                <td>{a.ruleVersion}</td>
                <td>{a.clearedAt ? `by a later edit, ${at(a.clearedAt)}` : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {next && (
        <p className="mt-2 text-xs text-slate-600">
          Changed for round {next.round}: {changed.length > 0 ? changed.join(', ') : 'nothing in the request'}.
        </p>
      )}
    </section>
  );
}

/**
 * The printable compliance dossier of one remittance: everything an auditor asks for, on paper
 * (the desk's navigation is left off the print). Opening it is audited, as downloading it is.
 */
export default async function DossierPage({ params }: { params: Params }) {
  const user = await requirePermission('pii:reveal');
  const zone = await personTimeZone(user.id);
  const at = (iso: string | null) => (iso ? formatDateTime(iso, zone) : '—');
  const reference = referenceFromParam((await params).reference);
  const db = await deskDb();
  const ip = auditAddress(await headers());
  const refusal = await dossierRefusal(db, user, { action: 'dossier.view', remittance: reference, ip });
  if (refusal)
    return (
      <div className="mx-auto max-w-2xl space-y-4">
        <Alert tone="warning" title="The compliance dossier is not shown in presenter mode.">
          {refusal}
        </Alert>
        <Link href={reviewPath(reference)} className={buttonClasses('secondary')}>
          Back to the review
        </Link>
      </div>
    );
  const dossier = await buildDossier(db, reference);
  if (!dossier) notFound();
  await recordAudit(db, {
    actorId: user.id,
    actorRole: user.role,
    action: 'dossier.view',
    outcome: 'ok',
    ip,
    remittance: reference,
  });
  const quote =
    (dossier.quote as { quote?: Record<string, string> } | null)?.quote ??
    (dossier.quote as Record<string, string> | null);
  return (
    <article className="mx-auto max-w-4xl space-y-5 bg-white print:max-w-none">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs tracking-wide text-slate-500 uppercase">Compliance dossier</p>
          <h1 className="text-xl font-semibold text-slate-900">
            {dossier.type ?? dossier.kind} {dossier.reference}
          </h1>
          <p className="text-sm text-slate-600">
            Review: {dossier.status.review ? reviewStatusWords(dossier.status.review) : 'not held'} · Payment status:{' '}
            {dossier.status.payment ?? 'not sent'}
            {dossier.status.final ? ' (final)' : ''} · Generated {at(dossier.generatedAt)} for {user.name}
          </p>
        </div>
        <div className="flex gap-2 print:hidden">
          <PrintButton />
          <a href={deskRemittanceRoute(reference, 'dossier')} className={buttonClasses('secondary')}>
            Download JSON
          </a>
          <Link href={reviewPath(reference)} className={buttonClasses('ghost')}>
            Back
          </Link>
        </div>
      </header>

      <Section title="Request as submitted">
        {wordedSections(
          requestSections(dossier.kind === 'payment' ? 'payment' : 'transaction', dossier.request),
          dossier.request,
          dossier.kind === 'payment' ? 'payment' : 'transaction',
        ).map((section) => (
          <div key={section.title} className="mb-3 break-inside-avoid">
            <h3 className="font-medium">{section.title}</h3>
            <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-x-3 text-xs">
              {section.groups.flatMap((group) =>
                group.entries.map((entry) => (
                  <div key={`${group.heading}-${entry.label}`} className="contents">
                    <dt className="text-slate-500">{entry.label}</dt>
                    <dd className="break-words">{entry.value}</dd>
                  </div>
                )),
              )}
            </dl>
          </div>
        ))}
      </Section>

      <Section title="Quote">
        {quote ? (
          <p>
            {quote.sendingAmount} {quote.sendingCurrency} → {quote.receivingAmount} {quote.receivingCurrency} at{' '}
            {quote.fxRate}; quote {quote.quoteId}, valid until {quote.quoteExpiryTime}
          </p>
        ) : (
          <p>No quote is known to the desk.</p>
        )}
      </Section>

      <Section title="Review">
        {dossier.review ? (
          <p>
            Composed by {dossier.review.maker};{' '}
            {dossier.rounds.length === 1 ? 'one round' : `${dossier.rounds.length} rounds`} of review, every one below
            as it was reviewed.
          </p>
        ) : (
          <p>Sent without review: no rule and no finding held it.</p>
        )}
        {dossier.rounds.map((round, index) => (
          <RoundRecord key={round.round} round={round} next={dossier.rounds[index + 1]} at={at} />
        ))}
      </Section>

      <Section title="Status timeline">
        {dossier.timeline.length === 0 ? (
          <p>Not sent.</p>
        ) : (
          <ol className="list-decimal pl-5">
            {dossier.timeline.map((e, i) => (
              <li key={i}>
                {e.status} — from {e.source}, {at(e.at)}
              </li>
            ))}
          </ol>
        )}
      </Section>

      <Section title="Audit trail of this remittance">
        <table className="w-full text-xs">
          <thead>
            <tr className="text-left text-slate-500">
              <th scope="col">#</th>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Outcome</th>
              <th scope="col">IP</th>
            </tr>
          </thead>
          <tbody>
            {dossier.audit.map((row) => (
              <tr key={row.id}>
                <td>{row.id}</td>
                <td>{at(row.at)}</td>
                <td>{row.actor ?? '—'}</td>
                <td className="font-mono">{row.action}</td>
                <td>{row.outcome}</td>
                <td className="font-mono">{row.ip ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </article>
  );
}
