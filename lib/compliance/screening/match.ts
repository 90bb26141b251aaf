import { jaroWinkler } from '@skyra/jaro-winkler';
import type { ScreeningEntry, ScreeningExplanation, ScreeningHit, ScreeningSubject } from '../types';
import { nameParts } from './normalize';

/*
 * The name matcher (after OpenSanctions' part-wise name logic). Both names are split into
 * normalised parts (normalize.ts); the parts are aligned one to one, order ignored, choosing the
 * alignment with the highest total; each aligned pair is scored with Jaro-Winkler.
 *
 *   name score = Σ pair scores / (aligned pairs + EXTRA_PART_WEIGHT × parts left without a partner)
 *
 * A pair scoring under PART_FLOOR is a different name, not a typo: it counts as 0, with its full
 * weight. A part left over (the longer name has more parts) costs less than a wrong part, because
 * lists and forms leave out middle names and second surnames: "John Smith" against
 * "John Robert Smith" is 2 / 2.3 = 0.87, a hit at 0.85, while "John" against "John Smith" is
 * 1 / 1.3 = 0.77 and "John Smith" against "John Smyth Jones" (1 + 0.89) / 2.3 = 0.82, no hits.
 *
 * Jaro-Winkler rewards a shared beginning, so a name that starts another scores high
 * ("Sidorov" / "Sidorenko" 0.92, "Dragan" / "Dragomir" 0.86): such pairs are hits for a person to
 * judge, as in any Jaro-Winkler screening.
 *
 * Then what is known of both sides and disagrees lowers the score: another birth year −0.15 (the
 * same year, another day −0.05), another country −0.10. Each adjustment keeps its reason.
 */

/** Under this Jaro-Winkler score two parts are different names ("wei" / "wu" 0.65, "john" / "jane" 0.70). */
export const PART_FLOOR = 0.78;
/** What a part without a partner weighs in the denominator, against 1 for an aligned pair. */
export const EXTRA_PART_WEIGHT = 0.3;
export const BIRTH_YEAR_DIFFERS = -0.15;
export const BIRTH_DAY_DIFFERS = -0.05;
export const COUNTRY_DIFFERS = -0.1;
/** Exact alignment up to this many parts on the longer side (2^n states); greedy above it. */
const EXACT_ALIGNMENT_MAX_PARTS = 12;
/** Two adjacent parts whose concatenation scores this against one part are read as that one word. */
const COMPOUND_MATCH = 0.92;

/** Scores are kept, compared and shown to three decimals, so what a person sees is what was compared. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

const partScore = (a: string, b: string) => (a === b ? 1 : jaroWinkler(a, b));

/**
 * Joins two adjacent parts of `parts` that together spell a part of `other` written as one word
 * ("al rashid" / "alrashid", "ze dong" / "zedong"), when neither has an exact partner already.
 */
function mergeCompounds(parts: string[], other: readonly string[]): string[] {
  const exact = new Set(other);
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const here = parts[i]!;
    const next = parts[i + 1];
    if (next !== undefined && !exact.has(here) && !exact.has(next)) {
      const joined = here + next;
      if (other.some((o) => o.length > Math.max(here.length, next.length) && partScore(joined, o) >= COMPOUND_MATCH)) {
        out.push(joined);
        i += 1;
        continue;
      }
    }
    out.push(here);
  }
  return out;
}

/** Best one-to-one assignment of each row to a distinct column (rows ≤ columns): the column of each row. */
function bestAssignment(matrix: number[][], columns: number): number[] {
  const rows = matrix.length;
  if (columns > EXACT_ALIGNMENT_MAX_PARTS) return greedyAssignment(matrix);
  // best[row][mask]: the highest total for rows row.. given the columns in mask are taken.
  const memo = new Map<number, number>();
  const best = (row: number, mask: number): number => {
    if (row === rows) return 0;
    const key = row * (1 << columns) + mask;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let top = -1;
    for (let col = 0; col < columns; col += 1) {
      if (mask & (1 << col)) continue;
      top = Math.max(top, matrix[row]![col]! + best(row + 1, mask | (1 << col)));
    }
    memo.set(key, top);
    return top;
  };
  const chosen: number[] = [];
  let mask = 0;
  for (let row = 0; row < rows; row += 1) {
    const target = best(row, mask);
    let pick = -1;
    for (let col = 0; col < columns && pick < 0; col += 1) {
      if (mask & (1 << col)) continue;
      if (Math.abs(matrix[row]![col]! + best(row + 1, mask | (1 << col)) - target) < 1e-12) pick = col;
    }
    chosen.push(pick);
    mask |= 1 << pick;
  }
  return chosen;
}

/** For very long names: take the highest remaining cell until every row has a column. */
function greedyAssignment(matrix: number[][]): number[] {
  const cells = matrix.flatMap((row, r) => row.map((score, c) => ({ r, c, score })));
  cells.sort((a, b) => b.score - a.score || a.r - b.r || a.c - b.c);
  const chosen = matrix.map(() => -1);
  const taken = new Set<number>();
  for (const { r, c } of cells) {
    if (chosen[r] !== -1 || taken.has(c)) continue;
    chosen[r] = c;
    taken.add(c);
  }
  return chosen;
}

export interface NameScore {
  score: number;
  parts: ScreeningExplanation['parts'];
}

/** The score of two names alone (0..1), with each aligned pair of parts; see the formula above. */
export function scoreNameParts(subjectParts: readonly string[], entryParts: readonly string[]): NameScore {
  if (subjectParts.length === 0 || entryParts.length === 0) return { score: 0, parts: [] };
  const subject = mergeCompounds([...subjectParts], entryParts);
  const entry = mergeCompounds([...entryParts], subject);
  // Rows are the shorter side, so every part of it gets a partner.
  const subjectIsRows = subject.length <= entry.length;
  const rows = subjectIsRows ? subject : entry;
  const columns = subjectIsRows ? entry : subject;
  const matrix = rows.map((r) =>
    columns.map((c) => {
      const score = partScore(r, c);
      return score >= PART_FLOOR ? score : 0;
    }),
  );
  const assignment = bestAssignment(matrix, columns.length);

  const pairs = assignment.map((col, row) => {
    const [s, e] = subjectIsRows ? [rows[row]!, columns[col]!] : [columns[col]!, rows[row]!];
    return { subject: s, entry: e, score: round3(matrix[row]![col]!) };
  });
  const used = new Set(assignment);
  const leftOver = columns.filter((_, col) => !used.has(col));
  const total = pairs.reduce((sum, pair) => sum + pair.score, 0);
  const score = round3(total / (pairs.length + EXTRA_PART_WEIGHT * leftOver.length));

  // In the subject's order, then the parts nobody matched.
  const order = (part: { subject: string }) => subject.indexOf(part.subject);
  pairs.sort((a, b) => order(a) - order(b));
  const unmatched = leftOver.map((part) =>
    subjectIsRows ? { subject: '', entry: part, score: 0 } : { subject: part, entry: '', score: 0 },
  );
  return { score, parts: [...pairs, ...unmatched] };
}

/** Entries' normalised names are worked out once per entry object (a loaded list is reused). */
const entryPartsCache = new WeakMap<ScreeningEntry, { name: string; parts: string[] }[]>();

function entryNames(entry: ScreeningEntry): { name: string; parts: string[] }[] {
  let names = entryPartsCache.get(entry);
  if (!names) {
    names = [entry.name, ...entry.aliases].map((name) => ({ name, parts: nameParts(name) }));
    entryPartsCache.set(entry, names);
  }
  return names;
}

/** How the known facts of both sides that disagree lower the score, each with its reason. */
export function adjustmentsFor(subject: ScreeningSubject, entry: ScreeningEntry): ScreeningExplanation['adjustments'] {
  const adjustments: ScreeningExplanation['adjustments'] = [];
  if (subject.dateOfBirth && entry.dateOfBirth && subject.dateOfBirth !== entry.dateOfBirth) {
    const sameYear = subject.dateOfBirth.slice(0, 4) === entry.dateOfBirth.slice(0, 4);
    // An entry that gives only the birth year (YYYY) agrees with every date of that year.
    if (!sameYear) {
      adjustments.push({
        reason: `date of birth ${subject.dateOfBirth} differs from the entry's ${entry.dateOfBirth}`,
        delta: BIRTH_YEAR_DIFFERS,
      });
    } else if (entry.dateOfBirth.length > 4) {
      adjustments.push({
        reason: `date of birth ${subject.dateOfBirth} differs from the entry's ${entry.dateOfBirth} (same year)`,
        delta: BIRTH_DAY_DIFFERS,
      });
    }
  }
  if (subject.country && entry.country && subject.country.toUpperCase() !== entry.country.toUpperCase()) {
    adjustments.push({
      reason: `country ${subject.country.toUpperCase()} differs from the entry's ${entry.country.toUpperCase()}`,
      delta: COUNTRY_DIFFERS,
    });
  }
  return adjustments;
}

/**
 * Scores a subject against one entry: its name against the entry's name and each alias, the best
 * of them kept, then the adjustments. Pure; no threshold.
 */
export function scoreEntry(
  subject: ScreeningSubject,
  entry: ScreeningEntry,
): { score: number; explanation: ScreeningExplanation } {
  return scoreParts(subject, nameParts(subject.name), entry);
}

function scoreParts(
  subject: ScreeningSubject,
  subjectParts: readonly string[],
  entry: ScreeningEntry,
): { score: number; explanation: ScreeningExplanation } {
  let best: { name: string; result: NameScore } | undefined;
  for (const { name, parts } of entryNames(entry)) {
    const result = scoreNameParts(subjectParts, parts);
    if (!best || result.score > best.result.score) best = { name, result };
  }
  const { name: matchedName, result } = best!;
  const adjustments = adjustmentsFor(subject, entry);
  const adjusted = adjustments.reduce((score, a) => score + a.delta, result.score);
  return {
    score: round3(Math.min(1, Math.max(0, adjusted))),
    explanation: { matchedName, parts: result.parts, nameScore: result.score, adjustments },
  };
}

/**
 * Screens one subject against a list: a hit per entry scoring at least `threshold` (the entry's
 * best name or alias), highest first. Pure: dismissals are marked by dismissals.ts.
 */
export function screenOne(
  subject: ScreeningSubject,
  entries: readonly ScreeningEntry[],
  threshold: number,
): ScreeningHit[] {
  const subjectParts = nameParts(subject.name);
  if (subjectParts.length === 0) return [];
  const hits: ScreeningHit[] = [];
  for (const entry of entries) {
    const { score, explanation } = scoreParts(subject, subjectParts, entry);
    if (score >= threshold) hits.push({ subject, entry, score, explanation });
  }
  return hits.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
}
