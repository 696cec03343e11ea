// Bundles the CLI into dist/: one small start-up chunk, with zod, yaml and inquirer split into
// chunks that only the commands needing them load (start-up time matters at the table).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { diemen: 'src/cli/entry.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  // Bundled CommonJS dependencies (cli-table3, seedrandom) call require() for Node built-ins.
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  logLevel: 'warning',
});
