import { CopyButton } from '@/components/ui/copy-button';
import type { ReactNode } from 'react';
import type { Group, Section } from '@/lib/desk/remittances/request-view';

/** A section title as an element id: aria-labelledby takes a list of ids, so no spaces. */
const sectionHeadingId = (title: string, prefix: string) =>
  `${prefix}-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/**
 * The request's sections and their headed groups, each group's entries drawn by `entries`: the
 * one skeleton of the request summary and of the review page's request with its verdicts.
 */
export function RequestSections({
  sections,
  idPrefix,
  className,
  entries,
}: {
  sections: Section[];
  /** Keeps heading ids apart when two views of a request share a page. */
  idPrefix: string;
  className: string;
  entries: (group: Group) => ReactNode;
}) {
  const headingId = (title: string) => sectionHeadingId(title, idPrefix);
  return (
    <div className={className}>
      {sections.map((section) => (
        <section key={section.title} aria-labelledby={headingId(section.title)} className="min-w-0">
          <h3 id={headingId(section.title)} className="text-sm font-semibold text-slate-900">
            {section.title}
          </h3>
          {section.groups.map((group, index) => (
            <div key={group.heading ?? index} className="mt-2">
              {group.heading && (
                <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.heading}</h4>
              )}
              {entries(group)}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

/** The request in sections of labelled values, as a compliance reviewer reads it. */
export function RequestSummary({ sections }: { sections: Section[] }) {
  return (
    <RequestSections
      sections={sections}
      idPrefix="section"
      className="grid gap-6 md:grid-cols-2"
      entries={(group) => (
        <dl className="mt-1 divide-y divide-slate-100 text-sm">
          {group.entries.map((entry) => (
            <div key={entry.label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-1">
              <dt className="text-slate-500">{entry.label}</dt>
              <dd className="break-words text-slate-900">{entry.value}</dd>
            </div>
          ))}
        </dl>
      )}
    />
  );
}

/** The exact request JSON, folded away, with a copy button. */
export function RequestJson({ json }: { json: string }) {
  return (
    <details className="group rounded-md border border-slate-200">
      <summary className="cursor-pointer px-4 py-2 text-sm font-medium text-slate-700 select-none hover:bg-slate-50">
        Request JSON
      </summary>
      <div className="border-t border-slate-200 p-4">
        <CopyableRequestJson
          json={json}
          copyRowClassName="mb-2 flex justify-end"
          className="max-h-[32rem] overflow-auto rounded bg-slate-50 p-3 text-xs leading-relaxed"
        />
      </div>
    </details>
  );
}

/** The request JSON as a focusable, scrolling block (named "Request JSON"), with its copy button above. */
export function CopyableRequestJson({
  json,
  copyRowClassName,
  className,
  testId,
}: {
  json: string;
  copyRowClassName: string;
  className: string;
  testId?: string;
}) {
  return (
    <>
      <div className={copyRowClassName}>
        <CopyButton value={json} label="request JSON" />
      </div>
      <pre className={className} data-testid={testId} tabIndex={0} aria-label="Request JSON">
        {json}
      </pre>
    </>
  );
}
