/*
 * Type-to-filter for the Combobox: a search index built once per options array, and a ranking
 * that puts what a person most likely means first (an exact code before a name that merely
 * contains the letters). Pure, so it is tested without a browser.
 */

export interface ComboboxOption {
  value: string;
  label: string;
  /**
   * Extra text that finds the option, never shown. Given as a list, each entry is a phrase typed
   * whole ("UK", "Ivory Coast") that ranks its option just after an exact code.
   */
  keywords?: string | readonly string[];
  /** Shown muted beside the label in the list (e.g. the ISO code). */
  detail?: string;
}

interface Entry<T extends ComboboxOption> {
  option: T;
  value: string;
  label: string;
  /** Label, detail and keywords, folded, space-separated. */
  haystack: string;
  /** Keyword phrases, folded: typing one whole ("uk") puts its option before "Ukraine". */
  phrases: ReadonlySet<string>;
}

export interface SearchIndex<T extends ComboboxOption> {
  entries: readonly Entry<T>[];
  options: readonly T[];
}

/** Lower case without accents, so "cote" finds "Côte d'Ivoire" and "aland" finds "Åland". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const phrasesOf = (option: ComboboxOption): readonly string[] =>
  typeof option.keywords === 'string' ? [option.keywords] : (option.keywords ?? []);

export function buildSearchIndex<T extends ComboboxOption>(options: readonly T[]): SearchIndex<T> {
  return {
    options,
    entries: options.map((option) => ({
      option,
      value: fold(option.value),
      label: fold(option.label),
      haystack: fold([option.label, option.detail, option.value, ...phrasesOf(option)].filter(Boolean).join(' ')),
      phrases: new Set(typeof option.keywords === 'string' ? [] : phrasesOf(option).map(fold)),
    })),
  };
}

const sharedIndexes = new WeakMap<readonly ComboboxOption[], SearchIndex<ComboboxOption>>();

/**
 * The index of `options`, built once per array: the shared reference lists (countries, currencies)
 * are folded once per page, not again for every picker a type switch mounts.
 */
export function searchIndexOf<T extends ComboboxOption>(options: readonly T[]): SearchIndex<T> {
  let index = sharedIndexes.get(options) as SearchIndex<T> | undefined;
  if (!index) {
    index = buildSearchIndex(options);
    sharedIndexes.set(options, index);
  }
  return index;
}

/** 0 = exact code, 1 = a whole keyword phrase, 2 = label starts with it, 3 = a word starts with it, 4 = contained; -1 = none. */
function rank(entry: Entry<ComboboxOption>, query: string): number {
  if (entry.value === query) return 0;
  if (entry.phrases.has(query)) return 1;
  if (entry.label.startsWith(query)) return 2;
  const at = entry.haystack.indexOf(query);
  if (at < 0) return -1;
  if (at === 0 || /[\s(+,.'-]/.test(entry.haystack.charAt(at - 1))) return 3;
  return 4;
}

/** Options matching `query`, best first, at most `limit`; every option when the query is blank. */
export function filterOptions<T extends ComboboxOption>(index: SearchIndex<T>, query: string, limit = Infinity): T[] {
  const folded = fold(query.trim());
  if (folded === '') return index.options.slice(0, limit);
  const buckets: T[][] = [[], [], [], [], []];
  for (const entry of index.entries) {
    const bucket = rank(entry, folded);
    if (bucket >= 0) buckets[bucket]!.push(entry.option);
  }
  return buckets.flat().slice(0, limit);
}
