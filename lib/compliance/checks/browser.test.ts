import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { build } from 'esbuild';

/*
 * The composer shows the checks live, so the module must bundle for the browser: no node: modules
 * (the browser build fails on them), and none of the server's weight — zod, the database, the
 * server-only guard, the zod schemas of lib/schemas.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');

test('lib/compliance/checks bundles for the browser without zod, the database or node modules', async () => {
  const result = await build({
    entryPoints: [path.join(import.meta.dirname, 'index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
    alias: { '@': ROOT },
  });
  const inputs = Object.keys(result.metafile.inputs);
  const forbidden = [
    /node_modules\/zod\//,
    /node_modules\/server-only\//,
    /node_modules\/(pg|drizzle-orm|@electric-sql)\//,
    /lib\/db\//,
    /lib\/schemas\/(kyc|transaction|transaction-fields|common|fields)\.ts$/,
  ];
  for (const pattern of forbidden) {
    assert.deepEqual(
      inputs.filter((input) => pattern.test(input)),
      [],
      `${pattern} is bundled`,
    );
  }
  // The libraries the checks stand on are there (the walk saw the real graph).
  for (const library of ['libphonenumber-js', 'ibantools', 'any-ascii', '@skyra/jaro-winkler', 'i18n-iso-countries']) {
    assert.ok(
      inputs.some((input) => input.includes(`node_modules/${library}/`)),
      `${library} is not in the bundle`,
    );
  }
});
