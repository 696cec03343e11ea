// Identical play, checked by hand around a speed change: record the `diemen sim --json` reports of
// bundled scenarios before the change, then compare after it (byte for byte). Needs a build.
//
//   npm run build && node scripts/identical-play.mjs record /tmp/before [prefix] [seeds] [trials]
//   ...change, npm run build...
//   node scripts/identical-play.mjs compare /tmp/before [prefix] [seeds] [trials]
//
// prefix picks the scenarios (default `df-`: scenarios/df-*.yaml; `` for all), seeds is a comma
// list (default 1,7,42), trials 200; one worker, so a report depends on nothing but the code.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const [mode, dir, prefix = 'df-', seeds = '1,7,42', trials = '200'] = process.argv.slice(2);
if ((mode !== 'record' && mode !== 'compare') || !dir) {
  console.error('usage: node scripts/identical-play.mjs record|compare DIR [prefix] [seeds] [trials]');
  process.exit(2);
}
const files = readdirSync(join(ROOT, 'scenarios'))
  .filter((f) => f.startsWith(prefix) && f.endsWith('.yaml'))
  .sort();
mkdirSync(dir, { recursive: true });
let differ = 0;
for (const file of files) {
  for (const seed of seeds.split(',')) {
    const args = ['bin/diemen.js', 'sim', `scenarios/${file}`, '--seed', seed, '--trials', trials];
    const r = spawnSync(process.execPath, [...args, '--workers', '1', '--json'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`${args.join(' ')} exited ${r.status}: ${r.stderr}`);
    const out = join(dir, `${file.replace(/\.yaml$/, '')}-${seed}.json`);
    if (mode === 'record') writeFileSync(out, r.stdout);
    else if (readFileSync(out, 'utf8') !== r.stdout) {
      differ++;
      console.log(`differs: ${file} seed ${seed}`);
    }
  }
}
const runs = files.length * seeds.split(',').length;
console.log(
  mode === 'record' ? `recorded ${runs} reports in ${dir}` : `${runs - differ} of ${runs} identical`,
);
process.exitCode = differ > 0 ? 1 : 0;
