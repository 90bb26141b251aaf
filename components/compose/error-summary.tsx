'use client';

import { fieldId, fieldMessage } from '@/components/forms/form-kit';

export interface SummaryItem {
  field: string;
  label: string;
  message: string;
}

/** Walks react-hook-form's nested errors to `{ field, message }` per field, in form order. */
export function flattenErrors(errors: unknown, prefix = ''): { field: string; message: string }[] {
  if (errors === null || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  const own = typeof node.message === 'string' && prefix ? [{ field: prefix, message: node.message }] : [];
  const nested = Object.entries(node)
    .filter(([key]) => !['message', 'type', 'ref', 'types'].includes(key))
    .flatMap(([key, inner]) => flattenErrors(inner, prefix ? `${prefix}.${key}` : key));
  return [...own, ...nested];
}

/** The label a person sees for a field, read from the page (falls back to the wire path). */
export function labelOf(field: string): string {
  const id = fieldId(field);
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent?.trim();
  return label || field;
}

/** Every problem at once, each a link to its field (focus itself goes to the first field in error). */
export function ErrorSummary({ items, title }: { items: readonly SummaryItem[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
    >
      <p id="error-summary-title" className="font-medium">
        {title}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item.field}>
            <a
              href={`#${fieldId(item.field)}`}
              className="underline hover:no-underline"
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(item.field))?.focus();
              }}
            >
              {item.label}: {fieldMessage(item.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
