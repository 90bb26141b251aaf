import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { ScreeningEntry, ScreeningSubject } from '../types';
import { BIRTH_DAY_DIFFERS, BIRTH_YEAR_DIFFERS, COUNTRY_DIFFERS, scoreEntry, screenOne } from './match';
import { nameParts, subjectKey } from './normalize';

const THRESHOLD = 0.85;

const entry = (name: string, more: Partial<ScreeningEntry> = {}): ScreeningEntry => ({
  id: 'E1',
  name,
  aliases: [],
  listName: 'Test list',
  ...more,
});
const subject = (name: string, more: Partial<ScreeningSubject> = {}): ScreeningSubject => ({
  role: 'recipient',
  field: 'recipientKyc.subjectName.fullName',
  name,
  ...more,
});

/** [typed name, listed name, hit at 0.85?, why]. */
const PAIRS: [string, string, boolean, string][] = [
  // Same name, other case, accents, punctuation
  ['zoltan kovacs-nagy', 'Zoltán Kovács-Nagy', true, 'accents and case'],
  ['ZOLTAN KOVACS NAGY', 'Zoltán Kovács-Nagy', true, 'hyphen as space'],
  ['Jean Baptiste Moreau Lefevre', 'Jean-Baptiste Moreau-Lefèvre', true, 'hyphens and grave accent'],
  ["Sean O'Brien", 'Seán OBrien', true, 'apostrophe joins'],
  // Transliteration
  ['Ivan Petrovich Sidorov', 'Иван Петрович Сидоров', true, 'Cyrillic'],
  ['Dmitriy Shostakovich', 'Дмитрий Шостакович', true, 'Cyrillic, any-ascii spelling'],
  ['Dmitry Shostakovich', 'Дмитрий Шостакович', true, 'Cyrillic, another common spelling'],
  ['Konstantinos Papadimitriou', 'Κωνσταντίνος Παπαδημητρίου', true, 'Greek'],
  ['Eleftherios Vasilakis', 'Ελευθέριος Βασιλάκης', true, 'Greek, ευ spelled ef'],
  ['Chen Wei', '陈伟', true, 'Chinese pinyin'],
  ['Wei Chen', '陈伟', true, 'Chinese, given name first'],
  ['Mao Zedong', '毛泽东', true, 'Chinese, two-syllable given name as one word'],
  ['Mao Ze Dong', '毛泽东', true, 'Chinese, syllables apart'],
  ['Gunther Weissmuller', 'Günther Weißmüller', true, 'German umlauts and ß'],
  ['Guenther Weissmueller', 'Günther Weißmüller', true, 'German ue spelling of ü'],
  ['Ilse Strauss', 'Ilse Strauß', true, 'ß as ss'],
  ['Soren Odegard', 'Søren Ødegård', true, 'Nordic ø and å'],
  ['Bjorn Akesson Lindqvist', 'Björn Åkesson-Lindqvist', true, 'Nordic ö and å, hyphen'],
  ['Nguyen Van Thang', 'Nguyễn Văn Thắng', true, 'Vietnamese diacritics'],
  ['Ahmet Yilmaz Demirtas', 'Ahmet Yılmaz Demirtaş', true, 'Turkish dotless ı and ş'],
  ['Lukasz Zolc', 'Łukasz Żółć', true, 'Polish'],
  // Word order
  ['Lindqvist Bjorn Akeson', 'Björn Åkesson-Lindqvist', true, 'reordered, accents, one letter dropped'],
  ['Kovacs-Nagy Zoltan', 'Zoltán Kovács-Nagy', true, 'family name first (Hungarian order)'],
  ['Sidorov Ivan', 'Ivan Sidorov', true, 'reordered'],
  // Typos
  ['Dragomir Vukovc', 'Dragomir Vuković', true, 'one letter dropped'],
  ['Dragomir Vukvoic', 'Dragomir Vuković', true, 'two letters swapped'],
  ['Amara Okonkow-Bello', 'Amara Okonkwo-Bello', true, 'swapped letters'],
  ['Nikolai Volkow', 'Nikolai Volkov', true, 'w for v'],
  ['Muhammad Alrashid', 'Muhammad al-Rashid', true, 'particle written together'],
  ['Mohammed al Rashid', 'Muhammad al-Rashid', true, 'another spelling of Muhammad'],
  // Extra or missing middle names
  ['Ivan Sidorov', 'Ivan Petrovich Sidorov', true, 'patronymic left out'],
  ['John Robert Smith', 'John Smith', true, 'extra middle name'],
  ['Maria Garcia', 'Maria Garcia Lopez', true, 'second surname left out'],
  ['Maria Lopez', 'Maria Garcia Lopez', true, 'the other surname left out (order is not compared)'],
  ['Amara Bello', 'Amara Okonkwo-Bello', true, 'half of a double surname'],
  ['Maria Jose Fernandez de la Cruz', 'María José Fernández de la Cruz', true, 'long Spanish name'],
  // Businesses
  ['Oceanic Freight Holdings Limited', 'Oceanic Freight Holdings Ltd', true, 'legal form spelled out'],
  ['OCEANIC FREIGHT HOLDINGS', 'Oceanic Freight Holdings Ltd', true, 'legal form left out'],
  ['Black Lotus Mining Corp.', 'Black Lotus Mining Corporation', true, 'legal form abbreviated'],
  // Not the same name
  ['John Smith', 'John Smyth Jones', false, 'shares a first name, surname close, extra surname'],
  ['John Smith', 'Jane Smith', false, 'another first name'],
  ['John Smith', 'John Jones', false, 'another surname'],
  ['John', 'John Smith', false, 'first name alone'],
  ['Chen Wu', 'Chen Wei', false, 'same family name, another given name'],
  ['Ivan Petrov', 'Ivan Sidorov', false, 'same first name'],
  ['Oceanic Shipping Ltd', 'Oceanic Freight Holdings Ltd', false, 'one word and the legal form shared'],
  ['Harbor Electronics Inc', 'Tranquil Bay Shipping S.A.', false, 'another business'],
  ['Ada Ngozi Eze', 'Amara Okonkwo-Bello', false, 'another person'],
  ['Olga Sidorova', 'Ivan Petrovich Sidorov', false, 'the same family, another person'],
  ['Karim Nazari', 'Rustam Karimovich Nazarov', false, 'a patronymic and a surname alike, the given name missing'],
  ['Peter Muller', 'Günther Weißmüller', false, 'a surname inside another'],
  ['Wei Zhang', 'Chen Wei', false, 'a shared syllable'],
  ['Kim Su-jin', 'Kim Soo-yeon', false, 'a shared family name'],
  ['Jean Moreau', 'Jean-Baptiste Moreau-Lefèvre', false, 'half of each double name'],
  ['Red Sea Trading FZE', 'Red Dune Trading FZE', false, 'another business with three words alike'],
];

test(`the matcher at ${THRESHOLD}: ${PAIRS.length} pairs of names`, () => {
  assert.ok(PAIRS.length >= 40);
  const wrong: string[] = [];
  for (const [typed, listed, expected, why] of PAIRS) {
    const { score } = scoreEntry(subject(typed), entry(listed));
    if (score >= THRESHOLD !== expected)
      wrong.push(`${typed} / ${listed} (${why}): ${score}, expected ${expected ? 'a hit' : 'no hit'}`);
  }
  assert.deepEqual(wrong, []);
});

test('names normalise to ASCII parts; the subject key ignores order and spelling of accents only', () => {
  assert.deepEqual(nameParts('Zoltán Kovács-Nagy'), ['zoltan', 'kovacs', 'nagy']);
  assert.deepEqual(nameParts('Иван Сидоров'), ['ivan', 'sidorov']);
  assert.deepEqual(nameParts('毛泽东'), ['mao', 'zedong']);
  assert.deepEqual(nameParts("D'Arcy & Sons Limited"), ['darcy', 'sons', 'ltd']);
  assert.deepEqual(nameParts(' -- '), []);
  assert.equal(subjectKey('Björn Åkesson-Lindqvist'), subjectKey('LINDQVIST, Bjorn Akesson'));
  assert.notEqual(subjectKey('Björn Åkesson-Lindqvist'), subjectKey('Bjorn Akeson Lindqvist'));
});

test('the best of the name and the aliases is the matched name, and every pair is explained', () => {
  const listed = entry('Ivan Petrovich Sidorov', { aliases: ['Иван Петрович Сидоров', 'Ivan Sidorov'] });
  const { score, explanation } = scoreEntry(subject('Sidorov Ivan'), listed);
  assert.equal(explanation.matchedName, 'Ivan Sidorov', 'the two-part alias beats the name with a patronymic');
  assert.equal(score, 1);
  assert.deepEqual(explanation.parts, [
    { subject: 'sidorov', entry: 'sidorov', score: 1 },
    { subject: 'ivan', entry: 'ivan', score: 1 },
  ]);
  assert.equal(explanation.nameScore, 1);
  assert.deepEqual(explanation.adjustments, []);

  const partial = scoreEntry(subject('Ivan Sidorov'), entry('Ivan Petrovich Sidorov'));
  assert.deepEqual(
    partial.explanation.parts.find((p) => p.entry === 'petrovich'),
    { subject: '', entry: 'petrovich', score: 0 },
    'a part without a partner is shown, scoring 0',
  );
  assert.ok(partial.score < 1 && partial.score >= THRESHOLD);

  const typo = scoreEntry(subject('Lindqvist Bjorn Akeson'), entry('Björn Åkesson-Lindqvist'));
  const akeson = typo.explanation.parts.find((p) => p.subject === 'akeson');
  assert.equal(akeson?.entry, 'akesson');
  assert.ok(akeson.score > 0.9 && akeson.score < 1);
});

test('another birth date or country lowers the score, each with its reason', () => {
  const listed = entry('Björn Åkesson-Lindqvist', { dateOfBirth: '1971-03-14', country: 'SE' });
  const same = scoreEntry(subject('Bjorn Akesson Lindqvist', { dateOfBirth: '1971-03-14', country: 'SE' }), listed);
  assert.equal(same.score, 1);
  assert.deepEqual(same.explanation.adjustments, []);

  const otherYear = scoreEntry(subject('Bjorn Akesson Lindqvist', { dateOfBirth: '1965-09-12' }), listed);
  assert.deepEqual(otherYear.explanation.adjustments, [
    { reason: "date of birth 1965-09-12 differs from the entry's 1971-03-14", delta: BIRTH_YEAR_DIFFERS },
  ]);
  assert.equal(otherYear.score, 0.85);
  assert.equal(otherYear.explanation.nameScore, 1, 'the name score is before adjustments');

  const otherDay = scoreEntry(subject('Bjorn Akesson Lindqvist', { dateOfBirth: '1971-04-02' }), listed);
  assert.deepEqual(otherDay.explanation.adjustments, [
    { reason: "date of birth 1971-04-02 differs from the entry's 1971-03-14 (same year)", delta: BIRTH_DAY_DIFFERS },
  ]);
  assert.equal(otherDay.score, 0.95);

  const both = scoreEntry(subject('Bjorn Akesson Lindqvist', { dateOfBirth: '1965-09-12', country: 'de' }), listed);
  assert.deepEqual(
    both.explanation.adjustments.map((a) => a.reason),
    ["date of birth 1965-09-12 differs from the entry's 1971-03-14", "country DE differs from the entry's SE"],
  );
  assert.equal(both.score, 0.75);
  assert.deepEqual(
    screenOne(subject('Bjorn Akesson Lindqvist', { dateOfBirth: '1965-09-12', country: 'DE' }), [listed], THRESHOLD),
    [],
  );

  const unknown = scoreEntry(subject('Bjorn Akesson Lindqvist'), entry('Björn Åkesson-Lindqvist'));
  assert.deepEqual(unknown.explanation.adjustments, [], 'nothing is lowered for what one side does not know');
  assert.equal(COUNTRY_DIFFERS, -0.1);

  const yearOnly = entry('Olumide Adeyemi-Carter', { dateOfBirth: '1986' });
  assert.deepEqual(
    scoreEntry(subject('Olumide Adeyemi Carter', { dateOfBirth: '1986-05-01' }), yearOnly).explanation.adjustments,
    [],
  );
  assert.equal(scoreEntry(subject('Olumide Adeyemi Carter', { dateOfBirth: '1987-05-01' }), yearOnly).score, 0.85);
});

test('screenOne: one hit per entry at or above the threshold, highest first', () => {
  const entries = [
    entry('Ivan Petrovich Sidorov', { id: 'A', aliases: ['Ivan Sidorov'] }),
    entry('Ivan Kuznetsov', { id: 'B' }),
    entry('Chen Wei', { id: 'C' }),
    entry('Ivan Petrovich Sidorov', { id: 'D', country: 'RU' }),
  ];
  const hits = screenOne(subject('Ivan Sidorov', { country: 'KZ' }), entries, THRESHOLD);
  assert.deepEqual(
    hits.map((h) => [h.entry.id, h.score]),
    [['A', 1]],
    'D is the same name but another country (0.87 − 0.10); B and C are other names',
  );
  assert.equal(hits[0]?.subject.name, 'Ivan Sidorov');
  assert.deepEqual(
    screenOne(subject('Ivan Sidorov', { country: 'KZ' }), entries, 0.7).map((h) => h.entry.id),
    ['A', 'D'],
  );
  assert.deepEqual(screenOne(subject('  '), entries, 0), [], 'a name with no letters is not screened');
  assert.equal(screenOne(subject('Ivan Sidorov'), entries, 1).length, 1, 'the threshold is inclusive');
});
