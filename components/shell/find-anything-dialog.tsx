'use client';

import { Command } from 'cmdk';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import type { FoundRemittance } from '@/lib/desk/find-anything';
import type { NavLink } from './nav-sections';
import { remittancePath } from '@/lib/schemas/reference-path';

type Results = { state: 'idle' | 'loading' | 'done' | 'failed'; items: FoundRemittance[] };

/** Remittances found as the person types (debounced, the stale answer cancelled). */
function useRemittanceSearch(text: string): Results {
  const query = text.trim();
  const [results, setResults] = useState<Results & { query: string }>({ state: 'idle', items: [], query: '' });
  useEffect(() => {
    if (query.length < 2) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setResults((previous) => ({ state: 'loading', items: previous.items, query }));
      try {
        const response = await fetch(`/api/desk/search?q=${encodeURIComponent(query)}`, { signal: controller.signal });
        if (!response.ok) throw new Error(String(response.status));
        const body = (await response.json()) as { items: FoundRemittance[] };
        setResults({ state: 'done', items: body.items, query });
      } catch {
        if (!controller.signal.aborted) setResults({ state: 'failed', items: [], query });
      }
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  // A query too short to search shows nothing, whatever an earlier one found.
  return query.length < 2 ? { state: 'idle', items: [] } : results;
}

const itemClasses =
  'flex cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-2 text-sm data-[selected=true]:bg-brand-50 data-[selected=true]:text-brand-700';

export function FindAnythingDialog({
  open,
  onClose,
  pages: allPages,
}: {
  open: boolean;
  onClose: () => void;
  /** The pages this person may open (the shell's list). */
  pages: readonly NavLink[];
}) {
  const dialog = useModalDialog(open);
  const router = useRouter();
  const [text, setText] = useState('');
  const found = useRemittanceSearch(text);

  const query = text.trim().toLowerCase();
  const pages = allPages.filter((link) => link.label.toLowerCase().includes(query));

  function go(href: string) {
    onClose();
    setText('');
    router.push(href);
  }

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
      aria-label="Find anything"
      className="mx-auto mt-[12vh] w-[min(36rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-xl ring-1 ring-slate-200 backdrop:bg-slate-900/40"
    >
      <Command shouldFilter={false} label="Find anything" loop>
        <Command.Input
          value={text}
          onValueChange={setText}
          autoFocus
          placeholder="A reference, a PAY-… reference, invoice text, a name or a page"
          className="w-full border-b border-slate-200 bg-transparent px-4 py-3 text-sm outline-none"
        />
        <Command.List className="max-h-[60vh] overflow-y-auto p-2">
          <Command.Empty className="px-3 py-6 text-center text-sm text-slate-500">
            {found.state === 'loading'
              ? 'Searching…'
              : query.length < 2
                ? 'Type at least two characters.'
                : 'Nothing found.'}
          </Command.Empty>
          {found.state === 'failed' && (
            <p role="alert" className="px-3 py-2 text-sm text-red-700">
              The search did not answer. Try again.
            </p>
          )}
          {found.items.length > 0 && (
            <Command.Group
              heading="Remittances"
              className="text-xs text-slate-500 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1"
            >
              {found.items.map((item) => (
                <Command.Item
                  key={item.reference}
                  value={`remittance:${item.reference}`}
                  onSelect={() => go(remittancePath(item.reference))}
                  className={itemClasses}
                >
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{item.reference}</span>
                    <span className="block truncate text-xs text-slate-600">
                      {[item.senderName, item.recipientName].filter(Boolean).join(' → ') || 'No names'} · matched{' '}
                      {item.matched}
                    </span>
                  </span>
                  <span className="shrink-0 text-right text-xs text-slate-600">
                    {item.amount} {item.currency}
                    <span className="block">{item.status}</span>
                  </span>
                </Command.Item>
              ))}
            </Command.Group>
          )}
          {pages.length > 0 && query.length > 0 && (
            <Command.Group
              heading="Pages"
              className="text-xs text-slate-500 [&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:py-1"
            >
              {pages.map((link) => (
                <Command.Item
                  key={link.href}
                  value={`page:${link.href}`}
                  onSelect={() => go(link.href)}
                  className={itemClasses}
                >
                  <span className="text-slate-900">{link.label}</span>
                  <span className="text-xs text-slate-600">{link.href}</span>
                </Command.Item>
              ))}
            </Command.Group>
          )}
        </Command.List>
      </Command>
    </dialog>
  );
}
