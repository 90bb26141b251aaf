/** Field errors as react-hook-form's nested error object (`a.0.b` → { a: { 0: { b } } }). */
export function toNestedErrors(
  errors: readonly { field: string; message: string }[],
  type = 'validation',
): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const { field, message } of errors) {
    const parts = field.split('.');
    let node = root;
    for (const part of parts) node = (node[part] ??= {}) as Record<string, unknown>;
    Object.assign(node, { type, message });
  }
  return root;
}
