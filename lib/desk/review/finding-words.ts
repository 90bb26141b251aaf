import { friendlyFormatIBAN } from 'ibantools';
import { findingText } from '@/lib/compliance/finding-text';
import type { Finding, FindingValue, ScreeningHit } from '@/lib/compliance/types';
import { maskName, maskNumber, namesFor, numberInList, type Viewer } from '@/lib/desk/mask';
import { requestForRole } from '@/lib/desk/remittances/request-view';
import { valueAt } from './fields';

/*
 * Findings and screening hits in words for one reader (docs/architecture.md "Compliance review"):
 * a stored finding holds its personal values masked, with the fields they were read from, and
 * the whole value is put back here, at read time, only for a reader who may see it — through
 * lib/desk/mask.ts, so presenter mode masks them as it masks the fields.
 */

/** How a reader sees personal values: each kind through its own masking decision. */
export interface PersonalView {
  name: (value: string) => string;
  number: (value: string) => string;
}

/** The review page: names as the viewer may see them; numbers masked for every role, as at their field. */
export function reviewPageView(viewer: Viewer): PersonalView {
  const names = namesFor(viewer);
  return { name: names, number: numberInList };
}

/** The compliance dossier: everything whole (only a reviewer or admin who is not presenting opens it). */
export const WHOLE_VIEW: PersonalView = { name: (value) => value, number: (value) => value };

/** Where a screening finding's values are read: the case's hits, not the request. */
const SCREENING = '#screening.';

/** What a finding's values are read from: the checked request, and the case's screening hits. */
export interface FindingSource {
  request: unknown;
  hits?: readonly ScreeningHit[];
}

function wholeValue(value: FindingValue, source: FindingSource): string | undefined {
  const parts = value.fields.map((field) =>
    field.startsWith(SCREENING) ? valueAt(source.hits, field.slice(SCREENING.length)) : valueAt(source.request, field),
  );
  if (parts.length === 0 || parts.some((part) => part === undefined || part.trim() === '')) return undefined;
  return parts.map((part) => part!.trim()).join(' ');
}

/** A value as this reader sees it: the whole value through the view, else its masked form. */
function shownValue(value: FindingValue, view: PersonalView, source: FindingSource): string {
  const whole = wholeValue(value, source);
  if (whole === undefined) return value.masked;
  // The masked form is what was checked; a request changed since reads as that, masked.
  const still = value.kind === 'name' ? maskName(whole) === value.masked : sameNumber(whole, value.masked);
  if (!still) return value.masked;
  return value.kind === 'name' ? view.name(whole) : view.number(ibanShape(whole));
}

const significant = (value: string) => value.replace(/[^A-Za-z0-9]/g, '');
const sameNumber = (whole: string, masked: string) =>
  significant(maskNumber(whole)) === significant(masked) ||
  significant(maskNumber(ibanShape(whole))) === significant(masked);
/** An IBAN in groups of four, as the check wrote it; any other number as it is. */
function ibanShape(value: string): string {
  const compact = value.replace(/\s/g, '').toUpperCase();
  return /^[A-Z]{2}\d{2}[A-Z0-9]{8,30}$/.test(compact) ? (friendlyFormatIBAN(compact) ?? value) : value;
}

/**
 * A finding written before its personal values were kept apart (its message holds them whole):
 * each personal value of the request found in the text is put through the view, and anything
 * shaped like an IBAN is a number whatever the request says.
 */
function legacyText(message: string, view: PersonalView, request: unknown): string {
  const whole = request !== null && typeof request === 'object' ? (request as Record<string, unknown>) : {};
  const masked = requestForRole(whole, false);
  const found: { value: string; shown: string }[] = [];
  const walk = (original: unknown, redacted: unknown) => {
    if (typeof original === 'string') {
      const value = original.trim();
      if (value.length < 3 || original === redacted || typeof redacted !== 'string') return;
      const asNumber = maskNumber(original) === redacted;
      found.push({ value, shown: asNumber ? view.number(value) : view.name(value) });
      if (asNumber) {
        const grouped = ibanShape(value);
        if (grouped !== value) found.push({ value: grouped, shown: view.number(grouped) });
      }
      return;
    }
    if (original !== null && typeof original === 'object' && redacted !== null && typeof redacted === 'object')
      for (const key of Object.keys(original)) walk((original as never)[key], (redacted as never)[key]);
  };
  walk(whole, masked);
  // Longest first, so a full name is replaced before a first name inside it.
  let text = message;
  for (const { value, shown } of found.sort((a, b) => b.value.length - a.value.length))
    text = text.split(value).join(shown);
  return text.replace(/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9•]{4}){2,7}(?: ?[A-Z0-9•]{1,4})?\b/g, (iban) =>
    iban.includes('•') ? iban : view.number(iban),
  );
}

/** A finding's sentence for this reader: its personal values whole only where the view shows them. */
export function findingMessage(finding: Finding, view: PersonalView, source: FindingSource): string {
  if (finding.values) return findingText(finding, (value) => shownValue(value, view, source));
  return legacyText(finding.message, view, source.request);
}

/** Findings with their sentences for this reader and no values: what a page hands to its components. */
export function findingsInWords(findings: readonly Finding[], view: PersonalView, source: FindingSource): Finding[] {
  return findings.map(({ code, field, ...finding }) => ({
    code,
    field,
    message: findingMessage({ code, field, ...finding }, view, source),
  }));
}

/**
 * A screening hit as this reader may see it: the screened name, and the list entry's names that
 * resemble it (which would tell it), through the view's names.
 */
export function hitAsSeen(hit: ScreeningHit, view: PersonalView): ScreeningHit {
  const name = view.name;
  return {
    ...hit,
    subject: { ...hit.subject, name: name(hit.subject.name) },
    entry: { ...hit.entry, name: name(hit.entry.name), aliases: hit.entry.aliases.map(name) },
    explanation: {
      ...hit.explanation,
      matchedName: name(hit.explanation.matchedName),
      parts: hit.explanation.parts.map((part) => ({ ...part, subject: name(part.subject), entry: name(part.entry) })),
    },
  };
}

/** A screening hit as a finding at the screened name's field; its names read from the hit at read time. */
export function hitFinding(hit: ScreeningHit, index: number): Finding {
  return {
    code: 'SCREENING_HIT',
    field: hit.subject.field,
    message: `{subject} resembles {matched} on ${hit.entry.listName} (score ${hit.score.toFixed(2)}).`,
    values: {
      subject: { kind: 'name', fields: [`${SCREENING}${index}.subject.name`], masked: maskName(hit.subject.name) },
      matched: {
        kind: 'name',
        fields: [`${SCREENING}${index}.explanation.matchedName`],
        masked: maskName(hit.explanation.matchedName),
      },
    },
  };
}
