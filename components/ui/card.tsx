import type { ReactNode } from 'react';

export function Card({
  title,
  description,
  actions,
  children,
  className = '',
}: {
  title?: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white shadow-sm ${className}`}>
      {(title || actions) && (
        <header className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4">
          <PanelTitle title={title} description={description} />
          {actions}
        </header>
      )}
      <div className="px-5 py-4">{children}</div>
    </section>
  );
}

/**
 * A panel's title and description, as cards and fieldsets show them above their content;
 * `decorative` hides the heading from assistive technology where a legend already names the group.
 */
export function PanelTitle({
  title,
  description,
  decorative,
}: {
  title?: ReactNode;
  description?: ReactNode;
  decorative?: boolean;
}) {
  return (
    <div>
      {title && (
        <h2 aria-hidden={decorative || undefined} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
      )}
      {description && <p className="mt-0.5 text-sm text-slate-500">{description}</p>}
    </div>
  );
}
