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
/** Exact alignment up to this many parts on the longer side; greedy above it (a name that long is rare). */
const EXACT_ALIGNMENT_MAX_PARTS = 8;
/** Two adjacent parts whose concatenation scores this against one part are read as that one word. */
const COMPOUND_MATCH = 0.92;

/** Scores are kept, compared and shown to three decimals, so what a person sees is what was compared. */
const round3 = (value: number) => Math.round(value * 1000) / 1000;

type PartScorer = (a: string, b: string) => number;

const partScore: PartScorer = (a, b) => (a === b ? 1 : jaroWinkler(a, b));

/** Part scores remembered for one screening: a list repeats its parts (Muhammad, Ali, Ltd) many times. */
function rememberingPartScore(): PartScorer {
  const known = new Map<string, Map<string, number>>();
  return (a, b) => {
    if (a === b) return 1;
    let row = known.get(a);
    if (!row) known.set(a, (row = new Map()));
    let score = row.get(b);
    if (score === undefined) row.set(b, (score = jaroWinkler(a, b)));
    return score;
  };
}

/**
 * Joins two adjacent parts of `parts` that together spell a part of `other` written as one word
 * ("al rashid" / "alrashid", "ze dong" / "zedong"), when neither has an exact partner already.
 */
function mergeCompounds(parts: string[], other: readonly string[], score: PartScorer): string[] {
  if (parts.length < 2) return parts;
  const out: string[] = [];
  for (let i = 0; i < parts.length; i += 1) {
    const here = parts[i]!;
    const next = parts[i + 1];
    if (next !== undefined && !other.includes(here) && !other.includes(next)) {
      const joined = here + next;
      const spells = (word: string) =>
        word[0] === joined[0] &&
        word.length > Math.max(here.length, next.length) &&
        Math.abs(word.length - joined.length) <= 2 &&
        score(joined, word) >= COMPOUND_MATCH;
      if (other.some(spells)) {
        out.push(joined);
        i += 1;
        continue;
      }
    }
    out.push(here);
  }
  return out;
}

/**
 * Best one-to-one assignment of each row to a distinct column (rows ≤ columns): the column of each
 * row. A depth-first search that drops a branch once it cannot beat the best found; names have few
 * parts, so this is exact and quick.
 */
function bestAssignment(matrix: number[][], columns: number): number[] {
  const rows = matrix.length;
  if (rows === 1) {
    const row = matrix[0]!;
    return [row.indexOf(Math.max(...row))];
  }
  if (columns > EXACT_ALIGNMENT_MAX_PARTS) return greedyAssignment(matrix);
  // What the rows from r on could add at most (each its best column, ignoring clashes).
  const reach = new Array<number>(rows + 1).fill(0);
  for (let r = rows - 1; r >= 0; r -= 1) reach[r] = reach[r + 1]! + Math.max(...matrix[r]!);
  const current = new Array<number>(rows).fill(-1);
  let best = current.slice();
  let bestTotal = -1;
  let used = 0;
  const search = (row: number, total: number) => {
    if (row === rows) {
      if (total > bestTotal + 1e-9) [bestTotal, best] = [total, current.slice()];
      return;
    }
    if (total + reach[row]! <= bestTotal + 1e-9) return;
    for (let col = 0; col < columns; col += 1) {
      if (used & (1 << col)) continue;
      used |= 1 << col;
      current[row] = col;
      search(row + 1, total + matrix[row]![col]!);
      used &= ~(1 << col);
    }
  };
  search(0, 0);
  return best;
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

interface Alignment {
  score: number;
  subject: string[];
  rows: string[];
  columns: string[];
  subjectIsRows: boolean;
  matrix: number[][];
  /** The column of each row. */
  assignment: number[];
}

/** Aligns the parts of two names and scores them (the formula above); undefined when either is empty. */
function align(
  subjectParts: readonly string[],
  entryParts: readonly string[],
  scorePair: PartScorer,
): Alignment | undefined {
  if (subjectParts.length === 0 || entryParts.length === 0) return undefined;
  const subject = mergeCompounds(subjectParts as string[], entryParts, scorePair);
  const entry = mergeCompounds(entryParts as string[], subject, scorePair);
  // Rows are the shorter side, so every part of it gets a partner.
  const subjectIsRows = subject.length <= entry.length;
  const rows = subjectIsRows ? subject : entry;
  const columns = subjectIsRows ? entry : subject;
  const matrix: number[][] = [];
  for (const r of rows) {
    const line: number[] = [];
    for (const c of columns) {
      const pair = scorePair(r, c);
      line.push(pair >= PART_FLOOR ? pair : 0);
    }
    matrix.push(line);
  }
  const assignment = bestAssignment(matrix, columns.length);
  let total = 0;
  for (let row = 0; row < rows.length; row += 1) total += round3(matrix[row]![assignment[row]!]!);
  const leftOver = columns.length - rows.length;
  const score = round3(total / (rows.length + EXTRA_PART_WEIGHT * leftOver));
  return { score, subject, rows, columns, subjectIsRows, matrix, assignment };
}

/** The aligned pairs in the subject's order, then the parts nobody matched (score 0). */
function explainAlignment({ subject, rows, columns, subjectIsRows, matrix, assignment }: Alignment) {
  const pairs = assignment.map((col, row) => {
    const [s, e] = subjectIsRows ? [rows[row]!, columns[col]!] : [columns[col]!, rows[row]!];
    return { subject: s, entry: e, score: round3(matrix[row]![col]!) };
  });
  pairs.sort((a, b) => subject.indexOf(a.subject) - subject.indexOf(b.subject));
  const used = new Set(assignment);
  const unmatched = columns
    .filter((_, col) => !used.has(col))
    .map((part) => (subjectIsRows ? { subject: '', entry: part, score: 0 } : { subject: part, entry: '', score: 0 }));
  return [...pairs, ...unmatched];
}

/** The score of two names alone (0..1), with each aligned pair of parts; see the formula above. */
export function scoreNameParts(
  subjectParts: readonly string[],
  entryParts: readonly string[],
  scorePair: PartScorer = partScore,
): NameScore {
  const alignment = align(subjectParts, entryParts, scorePair);
  return alignment ? { score: alignment.score, parts: explainAlignment(alignment) } : { score: 0, parts: [] };
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
  const { score, explanation } = scoreParts(subject, nameParts(subject.name), entry, partScore, -Infinity);
  return {
    score,
    explanation: explanation ?? { matchedName: entry.name, parts: [], nameScore: 0, adjustments: [] },
  };
}

/** The best of the entry's names for the subject, adjusted; explained only when it reaches `explainFrom`. */
function scoreParts(
  subject: ScreeningSubject,
  subjectParts: readonly string[],
  entry: ScreeningEntry,
  scorePair: PartScorer,
  explainFrom: number,
): { score: number; explanation?: ScreeningExplanation } {
  let best: { name: string; alignment: Alignment } | undefined;
  for (const { name, parts } of entryNames(entry)) {
    const alignment = align(subjectParts, parts, scorePair);
    if (alignment && (!best || alignment.score > best.alignment.score)) best = { name, alignment };
  }
  if (!best) return { score: 0 };
  const nameScore = best.alignment.score;
  // Adjustments only lower the score: a name under the line needs no more work.
  if (nameScore < explainFrom) return { score: nameScore };
  const adjustments = adjustmentsFor(subject, entry);
  const adjusted = adjustments.reduce((score, a) => score + a.delta, nameScore);
  const score = round3(Math.min(1, Math.max(0, adjusted)));
  if (score < explainFrom) return { score };
  return {
    score,
    explanation: { matchedName: best.name, parts: explainAlignment(best.alignment), nameScore, adjustments },
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
  const scorePair = rememberingPartScore();
  const hits: ScreeningHit[] = [];
  for (const entry of entries) {
    const { score, explanation } = scoreParts(subject, subjectParts, entry, scorePair, threshold);
    if (explanation) hits.push({ subject, entry, score, explanation });
  }
  return hits.sort((a, b) => b.score - a.score || a.entry.id.localeCompare(b.entry.id));
}
