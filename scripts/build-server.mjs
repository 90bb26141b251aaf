// Bundles the one server entry (lib/server/index.ts) into dist/server.mjs; packages stay external
// so the server and Next's bundles load the same node_modules copies. Then stamps the build.
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

// JSON data from packages (country names) is bundled: Node 20 cannot import it without attributes.
const bundlePackageJson = {
  name: 'bundle-package-json',
  setup(b) {
    b.onResolve({ filter: /^[^./].*\.json$/ }, (args) => ({
      path: require.resolve(args.path, { paths: [args.resolveDir] }),
    }));
  },
};
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
  plugins: [bundlePackageJson],
});
writeBuildStamp();
console.log('[build] dist/server.mjs');
