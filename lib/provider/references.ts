import { randomInt } from 'node:crypto';

/**
 * `GS` + UTC yyMMddHHmmssSSS + 6 random digits: the provider's style (GS26030218000000123) with
 * enough room that hundreds of references a second do not collide (the primary key still guards).
 */
export function newServiceRef(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(2, 17);
  return `GS${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}
