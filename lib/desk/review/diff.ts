/*
 * What changed between two rounds of a held remittance, field by field, at the wire paths the
 * review page and the composer name (`senderKyc.idDocument.0.expiryDate`).
 */

export interface FieldChange {
  field: string;
  before: string | undefined;
  after: string | undefined;
}

/** Every leaf of a JSON value by its dotted path; "" and null count as absent. */
export function leaves(value: unknown, path = '', into = new Map<string, string>()): Map<string, string> {
  if (value === null || value === undefined || value === '') return into;
  if (Array.isArray(value)) value.forEach((item, i) => leaves(item, path ? `${path}.${i}` : String(i), into));
  else if (typeof value === 'object')
    for (const [key, item] of Object.entries(value)) leaves(item, path ? `${path}.${key}` : key, into);
  else into.set(path, String(value));
  return into;
}

/** The fields whose value differs, in the order of the newer request (then the removed ones). */
export function fieldDiff(before: unknown, after: unknown): FieldChange[] {
  const old = leaves(before);
  const now = leaves(after);
  const changes: FieldChange[] = [];
  for (const [field, value] of now)
    if (old.get(field) !== value) changes.push({ field, before: old.get(field), after: value });
  for (const [field, value] of old) if (!now.has(field)) changes.push({ field, before: value, after: undefined });
  return changes;
}
