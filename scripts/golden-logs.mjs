// Regenerates the golden battle logs in test/fixtures/logs/, which CI replays with
// `diemen replay --verify` (test/cli/goldenLogs.test.ts) so that a change to the rules that alters
// any outcome is noticed. Run it only deliberately, when the change was meant, and commit the new
// logs with it (and bump the rules version in src/rulesets/die-men/init.ts if old logs no longer
// replay):
//
//   npm run build && node scripts/golden-logs.mjs
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const DIR = join(ROOT, 'test', 'fixtures', 'logs');

// [log name, scenario, seed]: the basic game with a scripted round, and two with complications.
const GOLDEN = [
  ['reserve-cut-off', 'scenarios/reserve-cut-off.yaml', 'golden-1'],
  ['castle-siege', 'scenarios/castle-siege.yaml', 'golden-2'],
  ['river-crossing', 'scenarios/river-crossing.yaml', 'golden-3'],
];

mkdirSync(DIR, { recursive: true });
for (const [name, scenario, seed] of GOLDEN) {
  const log = join(DIR, `${name}.jsonl`);
  rmSync(log, { force: true });
  const args = ['bin/diemen.js', 'play', scenario, '--ai', 'all', '--seed', seed, '--log', log, '--no-map'];
  const r = spawnSync(process.execPath, args, { cwd: ROOT, encoding: 'utf8' });
  if (r.status !== 0) {
    process.stderr.write(r.stderr);
    process.exit(1);
  }
  process.stdout.write(`${log}: ${r.stdout.trim().split('\n').at(-2)}\n`);
}
