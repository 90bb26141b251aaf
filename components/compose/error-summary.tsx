'use client';

import { fieldId } from '@/components/forms/form-kit';
import { fieldLabel, summaryLine } from '@/lib/desk/words';

export interface SummaryItem {
  /** The form's path of the field (the wire's, for the composer): the link goes to its control. */
  field: string;
  /** Ignored: the line is worded from the field's path by the desk's one wording (lib/desk/words). */
  label?: string;
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

/** The field as a summary names it: its block and label ("Sender — contact number"), never its path. */
export function labelOf(field: string): string {
  return fieldLabel(field, 'transaction');
}

/**
 * Every problem at once, each a link to its field (focus itself goes to the first field in error),
 * each line "Block — field: what is wrong" ("Sender — contact number: not a valid number for …").
 */
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
              {summaryLine(item.field, item.message, 'transaction')}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
