// A fingerprint of everything that goes into the production build, so `npm start` can tell a
// missing or stale build from a current one without rebuilding every time.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const INPUTS = [
  'app',
  'components',
  'lib',
  'public',
  'next.config.js',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
];
const STAMP = path.join('.next', 'corridor-build-stamp');

function* walk(entry) {
  if (!existsSync(entry)) return;
  const stat = statSync(entry);
  if (stat.isFile()) {
    if (!/\.test\.tsx?$/.test(entry)) yield `${entry}:${stat.size}:${stat.mtimeMs}`;
    return;
  }
  for (const name of readdirSync(entry).sort()) yield* walk(path.join(entry, name));
}

export function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const input of INPUTS) for (const line of walk(input)) hash.update(line + '\n');
  return hash.digest('hex');
}

/** Why a build is needed, or undefined when the build is current. */
export function buildIsStale() {
  if (!existsSync(path.join('.next', 'BUILD_ID')) || !existsSync(path.join('dist', 'server.mjs')))
    return 'no production build found';
  if (!existsSync(STAMP)) return 'the build has no fingerprint';
  if (readFileSync(STAMP, 'utf8').trim() !== sourceFingerprint()) return 'sources changed since the last build';
  return undefined;
}

export function writeBuildStamp() {
  writeFileSync(STAMP, sourceFingerprint());
}
