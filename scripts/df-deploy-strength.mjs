// How well the Die Fighting computer general deploys (docs/computer-general.md, "Deployment"):
// for each bundled Die Fighting battle and each side X, X's units are listed without squares (so
// the computer deploys them in play) while the other side keeps the file's hand placement; X's
// wins are compared with X's wins in the file as it is (X hand-placed), over the same seeds
// (trial i of seed S is the battle seeded S/i in both), both colours.
//
//   node scripts/df-deploy-strength.mjs [--trials 200] [--seed dep] [--bin DIR] [--only df-stream]
//
// --bin runs another build (a directory holding bin/ and dist/), to compare two generals on the
// same battles. Run `npm run build` first. Prints one line a battle and side, then the totals.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const YAML = createRequire(join(root, 'package.json'))('yaml');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : dflt;
};
const [trials, seed, bin, only] = [
  arg('trials', '200'),
  arg('seed', 'dep'),
  arg('bin', root),
  arg('only', 'df-'),
];
const dir = mkdtempSync(join(tmpdir(), 'df-deploy-strength-'));

/** X's wins, the other side's and draws in `trials` battles of `file`. */
function wins(file, side) {
  const argv = [join(bin, 'bin/diemen.js'), 'sim', file, '--json', '--seed', seed, '--trials', trials];
  const out = execFileSync(process.execPath, [...argv, '--workers', '1'], { maxBuffer: 1 << 26 });
  const v = JSON.parse(out).variants[0];
  const mine = v.sides.find((s) => s.id === side).wins.count;
  const theirs = v.sides.find((s) => s.id !== side).wins.count;
  return { mine, theirs, n: v.battles };
}

const total = { hand: 0, computer: 0, n: 0 };
const names = readdirSync(join(root, 'scenarios')).filter((f) => f.startsWith('df-') && f.includes(only));
for (const name of names.sort()) {
  const file = join(root, 'scenarios', name);
  const doc = YAML.parse(readFileSync(file, 'utf8'));
  for (const [i, side] of doc.sides.entries()) {
    const listed = structuredClone(doc);
    listed.sides[i].units = Object.values(doc.sides[i].units);
    delete listed.rounds;
    const variant = join(dir, `${side.id}-${name}`);
    writeFileSync(variant, YAML.stringify(listed));
    const hand = wins(file, side.id);
    const computer = wins(variant, side.id);
    total.hand += hand.mine;
    total.computer += computer.mine;
    total.n += hand.n;
    console.log(
      `${name} ${side.id}: hand-placed ${hand.mine}/${hand.n}, computer-deployed ${computer.mine}/${computer.n}`,
    );
  }
}
const pct = (k) => `${((100 * k) / total.n).toFixed(1)}%`;
console.log(
  `all: hand-placed ${total.hand}/${total.n} (${pct(total.hand)}), computer-deployed ${total.computer}/${total.n} (${pct(total.computer)})`,
);
