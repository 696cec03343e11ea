/**
 * The computer general's figures for docs/computer-general.md, per bundled Die, Men! scenario:
 * computer against computer, how many battles end by elimination and how many at the round limit;
 * computer against random, how often the computer wins from each side. Run with
 * `node scripts/general-figures.mjs [battles]` (default 100 a figure); seeds are fixed, so the
 * figures repeat exactly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle } from '../src/engine';
import { dieMen, type BattleSetup } from '../src/rulesets/die-men';
import { computerGeneral, randomGeneral } from '../src/rulesets/die-men/ai';
import { loadDieMenScenario, toBattleSetup } from '../src/rulesets/die-men/scenario';

const pct = (n: number, of: number): string => `${Math.round((100 * n) / of)}%`;

function computerVsComputer(setup: (seed: string) => BattleSetup, n: number): string {
  let eliminated = 0;
  let rounds = 0;
  for (let i = 0; i < n; i++) {
    const seed = `fig-${i}`;
    const r = runBattle(dieMen, setup(seed), computerGeneral({ seed }));
    if (!r.ok) throw new Error(r.error.problems[0]?.message);
    const standing = new Set(Object.values(r.value.state.occupants).map((o) => o.side)).size;
    if (standing <= 1) eliminated++;
    rounds += r.value.state.round;
  }
  return `elimination ${pct(eliminated, n)}, round limit ${pct(n - eliminated, n)}, ${(rounds / n).toFixed(1)} rounds`;
}

function computerVsRandom(setup: (seed: string) => BattleSetup, sides: readonly string[], n: number): string {
  return sides
    .map((side) => {
      let won = 0;
      for (let i = 0; i < n; i++) {
        const seed = `vsr-${i}`;
        const general = computerGeneral({ seed });
        const random = randomGeneral(`${seed}/r`);
        const r = runBattle(dieMen, setup(seed), {
          decide: (q, s) => (q.side === side ? general : random).decide(q, s),
        });
        if (r.ok && r.value.outcome?.winner === side) won++;
      }
      return `${side} ${pct(won, n)}`;
    })
    .join(', ');
}

export function generalFigures(root: string, n: number): string[] {
  const dir = join(root, 'scenarios');
  const lines: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const l = loadDieMenScenario(readFileSync(join(dir, file), 'utf8'), file);
    if (!l.ok) continue; // another game's scenario
    const { scenario } = l.value;
    const setup = (seed: string) => toBattleSetup(scenario, { seed, defaultSeed: seed });
    const sides = scenario.sides.map((s) => s.id);
    lines.push(
      `| ${file.replace('.yaml', '')} | ${computerVsComputer(setup, n)} | ${computerVsRandom(setup, sides, n)} |`,
    );
  }
  return lines;
}
