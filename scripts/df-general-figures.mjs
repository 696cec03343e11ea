// Prints Die Fighting's computer general figures (scripts/dfGeneralFigures.ts) as Markdown rows:
//   node scripts/df-general-figures.mjs <old source tree> [battles] [rounds] [only]   (rounds 0: each file's own;
//   only: just the files whose name holds it)
// The old tree is a copy of an earlier src/ (e.g. `git archive <commit> src | tar -x -C /tmp/old`,
// then /tmp/old): its computer general is the one measured against.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(new URL('..', import.meta.url).pathname);
const [oldTree, battles = '100', rounds = '12', only = ''] = process.argv.slice(2);
if (!oldTree)
  throw new Error('usage: node scripts/df-general-figures.mjs <old source tree> [battles] [rounds]');
const dir = mkdtempSync(join(tmpdir(), 'diemen-df-figures-'));
const out = join(dir, 'figures.mjs');
await build({
  entryPoints: [join(root, 'scripts/dfGeneralFigures.ts')],
  outfile: out,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  alias: { 'old-general': resolve(oldTree, 'src/rulesets/die-fighting/ai/computer.ts') },
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  logLevel: 'warning',
});
const { dfGeneralFigures } = await import(pathToFileURL(out).href);
rmSync(dir, { recursive: true, force: true });
const n = Number(battles);
console.log(
  `| scenario (${rounds === '0' ? 'its own round limit' : `${rounds} rounds`}, ${n} battles a figure) | new against old | new against random | old against random |`,
);
console.log('| --- | --- | --- | --- |');
for (const line of dfGeneralFigures(root, n, Number(rounds), only)) console.log(line);
