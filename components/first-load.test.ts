import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';

/*
 * What each desk island loads with its page, checked from the import graph: the modules reachable
 * from the component by static imports (a dynamic import() is loaded on use, so it stops the walk).
 * The heavy libraries below are kept off pages' first load on purpose (the page-weight budget in
 * `npm run bench:desk`); an innocent-looking import can bring one back, and this says which path did.
 */

const ROOT = path.resolve(import.meta.dirname, '..');

const KEPT_OFF: Record<string, readonly string[]> = {
  'components/compose/transaction-composer.tsx': ['zod', 'decimal.js'],
  'components/payments/payment-composer.tsx': ['zod'],
  'components/payers/create-payer-form.tsx': ['zod', 'libphonenumber-js'],
  'components/beneficiaries/create-beneficiary-form.tsx': ['zod', 'libphonenumber-js'],
  'components/parties/party-form.tsx': ['zod', 'libphonenumber-js', 'decimal.js', 'ibantools', 'downshift'],
  'components/webhooks/redeliver-button.tsx': ['zod'],
  'components/auth/sign-in-form.tsx': ['zod', 'react-hook-form'],
  'components/deposits/simulate-deposit-form.tsx': ['zod', 'react-hook-form', 'decimal.js'],
  'components/shell/nav-links.tsx': ['zod'],
  'components/compliance/approval-rules-editor.tsx': ['zod', 'decimal.js'],
  'components/compliance/screening-list-upload.tsx': ['zod', 'react-hook-form'],
  'components/review/review-request.tsx': ['zod', 'decimal.js', 'libphonenumber-js'],
  'components/compose/compliance-warnings.tsx': ['libphonenumber-js', 'ibantools'],
  'components/overview/volume-chart.tsx': ['uplot'],
  'components/shell/app-shell.tsx': ['cmdk', 'zod', '@vvo/tzdb'],
  'components/shell/find-anything.tsx': ['cmdk'],
  'components/settings/preferences-form.tsx': ['zod', '@vvo/tzdb'],
  'components/settings/add-webhook-endpoint-form.tsx': ['zod'],
  'components/remittances/list-save-view.tsx': ['zod', 'decimal.js'],
  'components/remittances/list-view-delete.tsx': ['zod'],
  'components/remittances/remittance-live.tsx': ['zod', 'decimal.js', 'currency-codes'],
  'components/users/create-user-form.tsx': ['zod'],
  'components/users/password-form.tsx': ['zod'],
  'components/users/user-row-actions.tsx': ['zod', 'react-hook-form'],
  'components/presenter/exchanges-panel.tsx': ['zod', 'decimal.js', '@vvo/tzdb'],
  'components/remittances/lazy-sandbox-outcomes.tsx': ['zod', 'decimal.js'],
  'components/remittances/sandbox-outcomes.tsx': ['zod', 'decimal.js'],
  'components/remittances/transaction-operations.tsx': ['zod', 'decimal.js', 'react-hook-form'],
  'components/remittances/operation-dialog.tsx': ['zod', 'decimal.js', 'react-hook-form'],
  'components/compose/account-check.tsx': ['zod', 'decimal.js'],
};

async function importGraph(entry: string): Promise<Metafile> {
  const result = await build({
    entryPoints: [path.join(ROOT, entry)],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    outdir: path.join(ROOT, '.first-load'),
    logLevel: 'silent',
    jsx: 'automatic',
    alias: { '@': ROOT },
    // The framework is on every page anyway; server actions are calls, not code, in the browser.
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', 'next', 'next/*'],
    plugins: [
      {
        name: 'server-actions',
        setup: (b) =>
          void b.onResolve({ filter: /\/actions(\/[\w-]+)?$/ }, (args) => ({ path: args.path, external: true })),
      },
    ],
  });
  return result.metafile;
}

/** The first-load modules: reachable from the entry without crossing a dynamic import, each with the path that reached it. */
function staticallyReached(metafile: Metafile, entry: string): Map<string, string[]> {
  const start = path.relative(process.cwd(), path.join(ROOT, entry));
  const reached = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const edge of metafile.inputs[file]?.imports ?? []) {
      if (edge.external || edge.kind === 'dynamic-import' || reached.has(edge.path)) continue;
      reached.set(edge.path, [...reached.get(file)!, edge.path]);
      queue.push(edge.path);
    }
  }
  return reached;
}

for (const [entry, packages] of Object.entries(KEPT_OFF)) {
  test(`${entry} loads none of ${packages.join(', ')} with its page`, async () => {
    const reached = staticallyReached(await importGraph(entry), entry);
    for (const pkg of packages) {
      const hit = [...reached.entries()].find(([file]) => file.includes(`node_modules/${pkg}/`));
      assert.equal(
        hit,
        undefined,
        `${pkg} is reached by ${hit?.[1].filter((f) => !f.includes('node_modules') || f === hit[0]).join(' → ')}`,
      );
    }
  });
}

test('the walk does see a library a component imports (the check above can fail)', async () => {
  const reached = staticallyReached(
    await importGraph('components/compose/transaction-composer.tsx'),
    'components/compose/transaction-composer.tsx',
  );
  assert.ok([...reached.keys()].some((file) => file.includes('node_modules/react-hook-form/')));
  assert.ok([...reached.keys()].some((file) => file.includes('node_modules/downshift/')));
  const lazily = staticallyReached(await importGraph('lib/desk/composer/validate.ts'), 'lib/desk/composer/validate.ts');
  assert.ok(
    [...lazily.keys()].some((file) => file.includes('node_modules/zod/')),
    'the validation module itself does bring zod',
  );
});
