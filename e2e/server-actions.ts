import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/*
 * Server actions called as the browser calls them (POST with a Next-Action header), for the
 * checks that a control absent from the page is also refused on the server. The ids come from
 * the production build's manifest, by export name.
 */

interface ManifestEntry {
  workers: Record<string, unknown>;
  filename?: string;
  exportedName?: string;
}

export function serverActions(): Map<string, { id: string; page: string }> {
  const file = path.join(process.cwd(), '.next/server/server-reference-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as { node: Record<string, ManifestEntry> };
  const actions = new Map<string, { id: string; page: string }>();
  for (const [id, entry] of Object.entries(manifest.node)) {
    const worker = Object.keys(entry.workers)[0] ?? 'app/page';
    // `app/(desk)/review/[reference]/page` → `/review/x`: groups dropped, dynamic segments filled.
    const page =
      worker
        .replace(/^app/, '')
        .replace(/\/page$/, '')
        .replace(/\/\([^)]+\)/g, '')
        .replace(/\[[^\]]+\]/g, 'x') || '/';
    if (entry.exportedName) actions.set(entry.exportedName, { id, page });
  }
  return actions;
}

/** Calls the named action with `args` in the page's session; answers the raw response text. */
export async function callServerAction(page: Page, name: string, args: unknown[]): Promise<string> {
  const action = serverActions().get(name);
  if (!action) throw new Error(`no server action ${name} in the build's manifest`);
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}${action.page}`, {
    headers: {
      'Next-Action': action.id,
      Accept: 'text/x-component',
      'Content-Type': 'text/plain;charset=UTF-8',
      Origin: origin,
    },
    data: JSON.stringify(args),
  });
  return response.text();
}
