import anyAscii from 'any-ascii';

/*
 * Names as the matcher compares them: ASCII (any-ascii transliterates every script), lower case,
 * punctuation dropped, split into parts. "Zoltán Kovács-Nagy" → ["zoltan", "kovacs", "nagy"],
 * "Иван Сидоров" → ["ivan", "sidorov"], "陈伟" → ["chen", "wei"].
 */

/** Chinese and Korean names run together without spaces; their first syllable is the family name. */
const HAN_OR_HANGUL_RUN = /[\p{Script=Han}\p{Script=Hangul}]+/gu;

/** Apostrophes join (O'Brien → obrien, Ma'arouf → maarouf) rather than split. */
const APOSTROPHES = /['`´ʻʼ’‘]/g;

/** Legal forms, spelled out or abbreviated, compared as one word ("Limited" and "Ltd" agree). */
const LEGAL_FORMS: Readonly<Record<string, string>> = {
  limited: 'ltd',
  incorporated: 'inc',
  corporation: 'corp',
  company: 'co',
  gesellschaft: 'gmbh',
  sociedad: 'sa',
};

/**
 * Splits a run of Han or Hangul characters as its name reads: the family name (one syllable), then
 * the given name as one word, so 毛泽东 reads "Mao Zedong", as pinyin writes it.
 */
function spaceCjkRun(run: string): string {
  const [first = '', ...rest] = [...run];
  return rest.length ? ` ${anyAscii(first)} ${anyAscii(rest.join(''))} ` : ` ${anyAscii(first)} `;
}

/** The parts of a name, normalised for matching; empty for a name with no letters or digits. */
export function nameParts(name: string): string[] {
  const ascii = anyAscii(name.normalize('NFC').replace(HAN_OR_HANGUL_RUN, spaceCjkRun));
  return ascii
    .toLowerCase()
    .replace(APOSTROPHES, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((part) => LEGAL_FORMS[part] ?? part);
}

/**
 * The key under which a screened name is remembered (a dismissal): its parts sorted and joined,
 * so word order, case and accents do not make it another name, but any changed letter does.
 */
export function subjectKey(name: string): string {
  return nameParts(name).sort().join(' ');
}
