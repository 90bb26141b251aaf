type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

function typeLabel(schema: JsonSchema): string {
  if (schema.enum) return schema.enum.map(String).join(' | ');
  if (schema.type === 'array') return `${schema.items ? typeLabel(schema.items) : 'any'}[]`;
  if (schema.anyOf || schema.oneOf) return (schema.anyOf ?? schema.oneOf)!.map(typeLabel).join(' | ');
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

/** A JSON Schema's fields as a nested list: name, type, required. */
export function SchemaFields({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const properties = schema.properties ?? (schema.type === 'array' ? schema.items?.properties : undefined);
  if (!properties || depth > 3) return null;
  const required = new Set(schema.required ?? schema.items?.required ?? []);
  return (
    <ul className={depth === 0 ? 'space-y-1' : 'mt-1 space-y-1 border-l border-slate-200 pl-4'}>
      {Object.entries(properties).map(([name, property]) => (
        <li key={name} className="text-sm">
          <code className="font-mono text-slate-900">{name}</code>{' '}
          <span className="text-slate-500">{typeLabel(property)}</span>
          {required.has(name) && <span className="ml-1 text-xs font-medium text-red-700">required</span>}
          <SchemaFields schema={property} depth={depth + 1} />
        </li>
      ))}
    </ul>
  );
}
