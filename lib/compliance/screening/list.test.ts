import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { screenOne } from './match';
import {
  loadScreeningList,
  parseScreeningList,
  replaceScreeningList,
  SCREENING_LIST_FILE,
  screeningListSource,
} from './list';
import { SEED_SCREENING_LIST_CSV } from './seed-list';

const HEADER = 'id,name,aliases,date_of_birth,country,list_name';
const dirs: string[] = [];
after(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'corridor-screening-'));
  dirs.push(dir);
  return dir;
}

const errorsOf = (csv: string) => {
  const parsed = parseScreeningList(csv);
  assert.ok('errors' in parsed, 'the file is refused');
  return parsed.errors;
};

test('a good file: aliases split on ;, quoted commas kept, a BOM and blank lines ignored, columns in any order', () => {
  const csv = [
    '\ufefflist_name,id,name,aliases,country,date_of_birth',
    'Demo,A1,Zoltán Kovács-Nagy,Zoltan Kovacs Nagy; Kovács Zoltán ;,hu,1968-02-11',
    '',
    'Demo,A2,"Oceanic Freight Holdings, Ltd","OFH, Maritime;Oceanic Freight",,',
    'Demo PEP,A3,Olumide Adeyemi-Carter,,GB,1986',
  ].join('\r\n');
  const parsed = parseScreeningList(csv);
  assert.ok('entries' in parsed, JSON.stringify(parsed));
  assert.deepEqual(parsed.entries, [
    {
      id: 'A1',
      name: 'Zoltán Kovács-Nagy',
      aliases: ['Zoltan Kovacs Nagy', 'Kovács Zoltán'],
      dateOfBirth: '1968-02-11',
      country: 'HU',
      listName: 'Demo',
    },
    {
      id: 'A2',
      name: 'Oceanic Freight Holdings, Ltd',
      aliases: ['OFH, Maritime', 'Oceanic Freight'],
      dateOfBirth: undefined,
      country: undefined,
      listName: 'Demo',
    },
    {
      id: 'A3',
      name: 'Olumide Adeyemi-Carter',
      aliases: [],
      dateOfBirth: '1986',
      country: 'GB',
      listName: 'Demo PEP',
    },
  ]);
});

test('bad rows are refused, each named by line (where a record starts) and column, and nothing is taken', () => {
  const csv = [
    HEADER,
    'A1,Good Name,,1970-01-01,SE,Demo',
    'A2,"Two',
    'Lines",,1970-13-01,SE,Demo',
    'A3,,,,SE,Demo',
    'A4,Another Name,,1971-02-29,XX,Demo',
    'A1,Same Id,,,,Demo',
    'A6,Too Many,,,,Demo,extra',
    'A7,No List,,,,',
  ].join('\n');
  assert.deepEqual(errorsOf(csv), [
    'line 3: name must not contain control characters',
    'line 3: date_of_birth must be YYYY-MM-DD (or YYYY when only the year is known), a real date',
    'line 5: name is required',
    'line 6: date_of_birth must be YYYY-MM-DD (or YYYY when only the year is known), a real date',
    'line 6: country must be an ISO 3166-1 alpha-2 code such as SE (not "XX")',
    'line 7: id "A1" is already the id of line 2',
    'line 8: has 7 columns; the header has 6',
    'line 9: list_name is required',
  ]);
});

test('a bad header, an empty file, broken quoting and control characters are refused with a reason', () => {
  assert.deepEqual(errorsOf('id,name,alias,date_of_birth,country,list_name\nA,B,,,,L'), [
    'line 1: unknown column "alias" (the columns are id, name, aliases, date_of_birth, country, list_name)',
    'line 1: the column aliases is missing',
  ]);
  assert.deepEqual(errorsOf(''), ['the file is empty: the first line must name the columns']);
  assert.deepEqual(errorsOf(HEADER), ['the file has no entries: a screening list needs at least one']);
  const [quote] = errorsOf(`${HEADER}\nA,"Unclosed,,,,L\n`);
  assert.match(quote!, /^line 2: not readable as CSV/);
  assert.deepEqual(errorsOf(`${HEADER}\nA,Bell\u0007Name,,,,L`), ['line 2: name must not contain control characters']);
  assert.deepEqual(errorsOf(`${HEADER}\nA,Name,,2999-01-01,,L`), [
    'line 2: date_of_birth must be between 1900 and today',
  ]);
});

test('the seed list is valid, has entries of several lists, and finds the journey recipient', () => {
  const parsed = parseScreeningList(SEED_SCREENING_LIST_CSV);
  assert.ok('entries' in parsed, JSON.stringify(parsed));
  assert.ok(parsed.entries.length >= 25);
  assert.deepEqual([...new Set(parsed.entries.map((e) => e.listName))].sort(), [
    'Corridor Demo PEP',
    'Corridor Demo Sanctions',
  ]);
  const hits = screenOne(
    { role: 'recipient', field: 'recipientKyc.subjectName.fullName', name: 'Lindqvist Bjorn Akeson' },
    parsed.entries,
    0.85,
  );
  assert.deepEqual(
    hits.map((h) => h.entry.name),
    ['Björn Åkesson-Lindqvist'],
  );
  const examples = ['Ada Ngozi Eze', 'Harbor Electronics Inc', 'Lagoon Components Ltd'];
  for (const name of examples)
    assert.deepEqual(screenOne({ role: 'sender', field: 'x', name }, parsed.entries, 0.85), [], `${name} is no hit`);
});

test('load copies the demo list into an empty DATA_DIR; replace swaps it whole; a bad upload leaves it', async () => {
  const dir = await tempDir();
  const seeded = await loadScreeningList(dir);
  assert.equal(seeded.length, (parseScreeningList(SEED_SCREENING_LIST_CSV) as { entries: unknown[] }).entries.length);
  assert.equal(await readFile(path.join(dir, SCREENING_LIST_FILE), 'utf8'), SEED_SCREENING_LIST_CSV);
  assert.equal((await screeningListSource(dir)).source, 'seed');
  assert.equal(await loadScreeningList(dir), seeded, 'an unchanged file is not parsed again');

  const upload = `${HEADER}\nU1,Test Person,,1980-01-01,DE,Uploaded list\n`;
  const replaced = await replaceScreeningList(dir, upload, { replacedBy: 'admin@example.com', fileName: 'list.csv' });
  assert.equal(replaced.ok, true);
  const loaded = await loadScreeningList(dir);
  assert.deepEqual(
    loaded.map((e) => [e.id, e.listName]),
    [['U1', 'Uploaded list']],
  );
  const source = await screeningListSource(dir);
  assert.equal(source.source, 'upload');
  assert.equal(source.replacedBy, 'admin@example.com');
  assert.equal(source.fileName, 'list.csv');
  assert.ok(Date.parse(source.replacedAt) <= Date.now());

  const refused = await replaceScreeningList(dir, `${HEADER}\nU2,,,,,Uploaded list\n`);
  assert.deepEqual(refused, { ok: false, errors: ['line 2: name is required'] });
  assert.deepEqual(
    (await loadScreeningList(dir)).map((e) => e.id),
    ['U1'],
  );
  assert.deepEqual(
    (await readdir(dir)).filter((f) => f.endsWith('.tmp')),
    [],
    'no temporary file is left',
  );
});

test('a list edited in place is read again; one broken by hand is an error, not an empty list', async () => {
  const dir = await tempDir();
  await replaceScreeningList(dir, `${HEADER}\nA,First Name,,,,L\n`);
  assert.equal((await loadScreeningList(dir))[0]?.name, 'First Name');
  const file = path.join(dir, SCREENING_LIST_FILE);
  await writeFile(file, `${HEADER}\nA,Second Name,,,,L\n`);
  const later = new Date(Date.now() + 5_000);
  await utimes(file, later, later);
  assert.equal((await loadScreeningList(dir))[0]?.name, 'Second Name');
  await writeFile(file, `${HEADER}\nA,,,,,L\n`);
  await utimes(file, new Date(Date.now() + 10_000), new Date(Date.now() + 10_000));
  await assert.rejects(loadScreeningList(dir), /screening list .* is not valid: line 2: name is required/);
});
