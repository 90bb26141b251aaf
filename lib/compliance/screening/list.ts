import { parse } from 'csv-parse/sync';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isCountryCode } from '@/lib/reference/countries';
import { textSchema } from '@/lib/schemas/fields';
import type { ScreeningEntry } from '../types';
import { SEED_SCREENING_LIST_CSV } from './seed-list';

/*
 * The screening list: one CSV file in DATA_DIR, UTF-8 (a byte-order mark is allowed), comma
 * separated, fields quoted with " when they hold a comma, a quote or a line break. First line the
 * header, these columns in any order:
 *
 *   id             the entry's id, unique in the file (a dismissal remembers it)   required
 *   name           the listed name, in any script                                 required
 *   aliases        other names, separated by ;                                     optional
 *   date_of_birth  YYYY-MM-DD, or YYYY when only the year is known                 optional
 *   country        ISO 3166-1 alpha-2 (nationality, or a business's country)       optional
 *   list_name      the list the entry comes from ("Corridor Demo Sanctions")       required
 *
 * A new installation starts with the demo list (seed-list.ts); an admin replaces it whole by an
 * upload, which is refused with every bad row named by line and column.
 */

export const SCREENING_LIST_FILE = 'screening-list.csv';
/** Beside the list: where it came from, when, and by whom. */
export const SCREENING_LIST_META_FILE = 'screening-list.json';
export const SCREENING_LIST_COLUMNS = ['id', 'name', 'aliases', 'date_of_birth', 'country', 'list_name'] as const;
type Column = (typeof SCREENING_LIST_COLUMNS)[number];

/** An upload holds at most this many entries; more is refused rather than slowing every screening. */
export const MAX_SCREENING_ENTRIES = 50_000;
/** Errors listed for one file; the rest are counted. */
const MAX_ERRORS_LISTED = 20;

const idText = textSchema(64);
const nameText = textSchema(200);
const listNameText = textSchema(100);
const DATE_OF_BIRTH = /^(\d{4})(?:-(\d{2})-(\d{2}))?$/;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function dateOfBirthProblem(value: string): string | undefined {
  const match = DATE_OF_BIRTH.exec(value);
  const [, year, month, day] = match ?? [];
  if (!match || (month !== undefined && !isRealDate(Number(year), Number(month), Number(day))))
    return 'must be YYYY-MM-DD (or YYYY when only the year is known), a real date';
  if (Number(year) < 1900 || value > new Date().toISOString().slice(0, 10)) return 'must be between 1900 and today';
  return undefined;
}

export type ParsedScreeningList = { entries: ScreeningEntry[] } | { errors: string[] };

/** Parses a screening list; every problem is named "line N: column …" and nothing is taken from a bad file. */
export function parseScreeningList(csvText: string): ParsedScreeningList {
  let rows: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes as { record, info } (csv-parse's types do not follow the option).
    rows = parse(csvText, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof rows;
  } catch (error) {
    const { message, lines } = error as { message: string; lines?: number };
    return { errors: [`${lines ? `line ${lines}: ` : ''}not readable as CSV (${message})`] };
  }
  const [header, ...records] = rows;
  if (!header) return { errors: ['the file is empty: the first line must name the columns'] };

  const errors: string[] = [];
  const columnAt = new Map<Column, number>();
  header.record.forEach((raw, index) => {
    const name = raw.trim().toLowerCase() as Column;
    if (!SCREENING_LIST_COLUMNS.includes(name))
      errors.push(`line 1: unknown column "${raw.trim()}" (the columns are ${SCREENING_LIST_COLUMNS.join(', ')})`);
    else if (columnAt.has(name)) errors.push(`line 1: column ${name} appears twice`);
    else columnAt.set(name, index);
  });
  for (const column of SCREENING_LIST_COLUMNS)
    if (!columnAt.has(column)) errors.push(`line 1: the column ${column} is missing`);
  if (errors.length) return { errors };
  if (records.length > MAX_SCREENING_ENTRIES)
    return { errors: [`the file holds ${records.length} entries; at most ${MAX_SCREENING_ENTRIES} are taken`] };

  const entries: ScreeningEntry[] = [];
  const lineOfId = new Map<string, number>();
  for (const { record, info } of records) {
    // csv-parse counts the line a record ends on; a quoted field may span lines.
    const line = info.lines - record.reduce((n, field) => n + (field.match(/\n/g)?.length ?? 0), 0);
    const problem = (column: string, message: string) =>
      errors.push(`line ${line}: ${column ? `${column} ` : ''}${message}`);
    if (record.length !== header.record.length) {
      problem('', `has ${record.length} columns; the header has ${header.record.length}`);
      continue;
    }
    const cell = (column: Column) => (record[columnAt.get(column)!] ?? '').trim();
    const text = (column: Column, schema: typeof idText, value = cell(column)) => {
      const result = schema.safeParse(value);
      if (result.success) return result.data;
      problem(column, value === '' ? 'is required' : (result.error.issues[0]?.message ?? 'is not valid'));
      return undefined;
    };

    const id = text('id', idText);
    const name = text('name', nameText);
    const listName = text('list_name', listNameText);
    const aliases: string[] = [];
    for (const alias of cell('aliases')
      .split(';')
      .map((a) => a.trim())) {
      if (!alias) continue;
      const taken = text('aliases', nameText, alias);
      if (taken) aliases.push(taken);
    }
    const dateOfBirth = cell('date_of_birth') || undefined;
    const dateProblem = dateOfBirth && dateOfBirthProblem(dateOfBirth);
    if (dateProblem) problem('date_of_birth', dateProblem);
    const country = cell('country').toUpperCase() || undefined;
    if (country && !isCountryCode(country))
      problem('country', `must be an ISO 3166-1 alpha-2 code such as SE (not "${country}")`);
    if (id !== undefined) {
      const earlier = lineOfId.get(id);
      if (earlier !== undefined) problem('id', `"${id}" is already the id of line ${earlier}`);
      else lineOfId.set(id, line);
    }
    if (id && name && listName && !dateProblem) entries.push({ id, name, aliases, dateOfBirth, country, listName });
  }
  if (errors.length > MAX_ERRORS_LISTED)
    return {
      errors: [...errors.slice(0, MAX_ERRORS_LISTED), `and ${errors.length - MAX_ERRORS_LISTED} more problems`],
    };
  if (errors.length) return { errors };
  if (entries.length === 0) return { errors: ['the file has no entries: a screening list needs at least one'] };
  return { entries };
}

/** Where the list in force came from. */
export interface ScreeningListSource {
  source: 'seed' | 'upload';
  /** ISO instant the list was put in place. */
  replacedAt: string;
  replacedBy?: string;
  fileName?: string;
}

async function writeAtomically(file: string, content: string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, content, 'utf8');
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}

const cache = new Map<string, { version: string; entries: ScreeningEntry[] }>();

/** The list file, with the demo list written there first when DATA_DIR has none. */
async function listFile(dataDir: string): Promise<string> {
  const file = path.join(dataDir, SCREENING_LIST_FILE);
  if (await stat(file).catch(() => undefined)) return file;
  await mkdir(dataDir, { recursive: true });
  await writeAtomically(file, SEED_SCREENING_LIST_CSV);
  const meta: ScreeningListSource = { source: 'seed', replacedAt: new Date().toISOString() };
  await writeAtomically(path.join(dataDir, SCREENING_LIST_META_FILE), JSON.stringify(meta, null, 2));
  return file;
}

/**
 * The list in force in DATA_DIR (the demo list on first use), parsed once per version of the file
 * (its inode, size and modification time). A list file broken by hand is an error, never an
 * empty list: screening against nothing would pass everyone.
 */
export async function loadScreeningList(dataDir: string): Promise<ScreeningEntry[]> {
  const file = await listFile(dataDir);
  const stats = await stat(file);
  const version = `${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  const cached = cache.get(file);
  if (cached?.version === version) return cached.entries;
  const parsed = parseScreeningList(await readFile(file, 'utf8'));
  if ('errors' in parsed) throw new Error(`The screening list ${file} is not valid: ${parsed.errors.join('; ')}`);
  cache.set(file, { version, entries: parsed.entries });
  return parsed.entries;
}

/** Where the list in force came from (the demo list, or whose upload and when). */
export async function screeningListSource(dataDir: string): Promise<ScreeningListSource> {
  const file = await listFile(dataDir);
  const meta = await readFile(path.join(dataDir, SCREENING_LIST_META_FILE), 'utf8')
    .then((text) => JSON.parse(text) as ScreeningListSource)
    .catch(() => undefined);
  return meta ?? { source: 'upload', replacedAt: (await stat(file)).mtime.toISOString() };
}

/**
 * Replaces the list in force with an uploaded one, whole, when every row is valid: written to a
 * temporary file and renamed over the old one, so a screening never reads half a list.
 */
export async function replaceScreeningList(
  dataDir: string,
  csvText: string,
  by: { replacedBy?: string; fileName?: string } = {},
): Promise<{ ok: true; entries: ScreeningEntry[] } | { ok: false; errors: string[] }> {
  const parsed = parseScreeningList(csvText);
  if ('errors' in parsed) return { ok: false, errors: parsed.errors };
  await mkdir(dataDir, { recursive: true });
  await writeAtomically(path.join(dataDir, SCREENING_LIST_FILE), csvText);
  const meta: ScreeningListSource = { source: 'upload', replacedAt: new Date().toISOString(), ...by };
  await writeAtomically(path.join(dataDir, SCREENING_LIST_META_FILE), JSON.stringify(meta, null, 2));
  return { ok: true, entries: parsed.entries };
}
