/*
 * How deep JSON may nest (issue 26, item 10). No request of the wire format nests more than a few
 * levels, and code that walks a value recursively (the dialect's null stripping, zod, React's
 * decoder of server action arguments) runs out of stack some thousands of levels down: a body
 * deeper than this is refused in words before anything walks it.
 */
export const MAX_JSON_DEPTH = 32;

/** The words of the refusal, after the field's name: "(body) is nested more than 32 levels deep". */
export const TOO_DEEP_MESSAGE = `is nested more than ${MAX_JSON_DEPTH} levels deep (arrays and objects)`;

const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Reads JSON text in pieces (a string, or UTF-8 bytes as they arrive: the brackets, quotes and
 * backslash are ASCII, never part of a multi-byte character) and says once arrays and objects open
 * more than `max` inside each other. Brackets inside strings are text. Text that is not JSON is
 * answered as well as it can be; the parser refuses it afterwards.
 */
export class JsonDepthScan {
  private depth = 0;
  private inString = false;
  private escaped = false;
  private exceeded = false;

  constructor(private readonly max = MAX_JSON_DEPTH) {}

  /** Reads one more piece; true once the nesting went deeper than the limit. */
  feed(piece: string | Uint8Array): boolean {
    const text = typeof piece === 'string';
    for (let i = 0; i < piece.length && !this.exceeded; i++) {
      const code = text ? (piece as string).charCodeAt(i) : (piece as Uint8Array)[i]!;
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (code === BACKSLASH) this.escaped = true;
        else if (code === QUOTE) this.inString = false;
      } else if (code === QUOTE) this.inString = true;
      else if (code === OPEN_ARRAY || code === OPEN_OBJECT) this.exceeded = ++this.depth > this.max;
      else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) this.depth--;
    }
    return this.exceeded;
  }
}

/** Whether JSON text opens more than `max` arrays and objects inside each other, read in one pass without parsing. */
export function jsonTextNestedDeeperThan(text: string, max = MAX_JSON_DEPTH): boolean {
  return new JsonDepthScan(max).feed(text);
}

/**
 * Whether a value (already parsed, such as a server action's argument) holds arrays and objects more
 * than `max` inside each other. Walked with a stack of its own, so no depth makes it throw; a value
 * that holds itself is too deep.
 */
export function valueNestedDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}
