// Prints the computer general's figures (scripts/generalFigures.ts) as a Markdown table's rows.
import { build } from 'esbuild';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(new URL('..', import.meta.url).pathname);
const dir = mkdtempSync(join(tmpdir(), 'diemen-figures-'));
const out = join(dir, 'figures.mjs');
await build({
  entryPoints: [join(root, 'scripts/generalFigures.ts')],
  outfile: out,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  banner: { js: "import{createRequire as __cr}from'node:module';const require=__cr(import.meta.url);" },
  logLevel: 'warning',
});
const { generalFigures } = await import(pathToFileURL(out).href);
rmSync(dir, { recursive: true, force: true });
const n = Number(process.argv[2] ?? 100);
console.log(
  `| scenario | computer against computer (${n} battles) | computer against random (${n} a side) |`,
);
console.log('| --- | --- | --- |');
for (const line of generalFigures(root, n)) console.log(line);
