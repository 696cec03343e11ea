// Bundles the CLI into dist/ as CommonJS, which Node loads faster than ES modules (start-up time
// matters at the table). commander, chalk, cli-table3 and seedrandom are bundled in; zod, yaml and
// inquirer stay external and are loaded from node_modules only by the commands that need them.
//
// Each entry below becomes dist/<name>.cjs. A worker thread gets its own entry: start it with
// `new Worker(join(__dirname, '<name>.cjs'))` (inside the bundle, __dirname is dist/).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

const entryPoints = {
  diemen: 'src/cli/entry.ts',
  simWorker: 'src/cli/sim/worker.ts',
};

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints,
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  external: ['zod', 'yaml', 'inquirer', '@inquirer/*'],
  logLevel: 'warning',
});
