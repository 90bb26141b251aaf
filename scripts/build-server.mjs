// Bundles the one server entry (lib/server/index.ts) into dist/server.mjs; packages stay external
// so the server and Next's bundles load the same node_modules copies. Then stamps the build.
import { build } from 'esbuild';
import { writeBuildStamp } from './build-stamp.mjs';

await build({
  entryPoints: ['lib/server/index.ts'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
writeBuildStamp();
console.log('[build] dist/server.mjs');
