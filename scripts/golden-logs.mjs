// Regenerates the golden battle logs in test/fixtures/logs/: the computer plays every side of a
// bundled scenario of each game with a fixed seed. test/cli/goldenLogs.test.ts replays each with
// `diemen replay --verify` and plays it again, requiring the same log line for line, so a change
// to the rules, the dice or a computer general that alters any decision or outcome is noticed.
//
// Run it only deliberately, after a change to play that was meant and announced (a rules change,
// a new computer general), and commit the new logs in the same commit as that change (bump the
// game's rules version too if old logs no longer replay):
//
//   npm run build && node scripts/golden-logs.mjs && git diff --stat test/fixtures/logs
//
// The logs in test/fixtures/logs/format-1/ are older Die, Men! logs kept as they were written, to
// show that logs of the first format still replay; this script leaves them alone.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('..', import.meta.url).pathname;
const DIR = join(ROOT, 'test', 'fixtures', 'logs');

// [log name, scenario, seed]. Die, Men!: the basic game with a scripted round, and two with
// complications; Die Fighting: open ground, and a stream with cover; Dice Wars: a patrol game.
const GOLDEN = [
  ['reserve-cut-off', 'scenarios/reserve-cut-off.yaml', 'golden-1'],
  ['castle-siege', 'scenarios/castle-siege.yaml', 'golden-2'],
  ['river-crossing', 'scenarios/river-crossing.yaml', 'golden-3'],
  ['df-open-field', 'scenarios/df-open-field.yaml', 'golden-4'],
  ['df-stream', 'scenarios/df-stream.yaml', 'golden-5'],
  ['dw-mek-shop', 'scenarios/dw-mek-shop.yaml', 'golden-6'],
];

mkdirSync(DIR, { recursive: true });
for (const [name, scenario, seed] of GOLDEN) {
  const log = join(DIR, `${name}.jsonl`);
  rmSync(log, { force: true });
  // The relative scenario path is what the header records and what the test plays again.
  const args = ['bin/diemen.js', 'play', scenario, '--ai', 'all', '--seed', seed, '--log', log, '--no-map'];
  const r = spawnSync(process.execPath, args, {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true' },
  });
  if (r.status !== 0) {
    process.stderr.write(`${scenario}: exit ${r.status}\n${r.stderr}`);
    process.exit(1);
  }
  const end = JSON.parse(readFileSync(log, 'utf8').trimEnd().split('\n').at(-1));
  process.stdout.write(`${name}: ${end.winner ?? 'no winner'}, ${end.reason}\n`);
}
