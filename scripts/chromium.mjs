// Finds a Chromium for Playwright: CHROMIUM_PATH, else Debian's package. Playwright's own browser
// download does not work on machines without internet, so we use the system one.
import { existsSync } from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  return CANDIDATES.find((path) => existsSync(path));
}

export const CHROMIUM_HELP = [
  'No Chromium found for the browser tests.',
  'Install one:   sudo apt-get update && sudo apt-get install -y chromium',
  'or point to one: CHROMIUM_PATH=/path/to/chromium npm test',
  '(`npx playwright install` needs internet; the system package works offline.)',
].join('\n');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];
