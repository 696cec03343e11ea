/**
 * Die Fighting's computer general measured for docs/computer-general.md: on every bundled Die
 * Fighting scenario, with its own round limit or one set to `rounds`, this general against an older one (from
 * another source tree: scripts/df-general-figures.mjs bundles it as `old-general`) and each
 * against the random general, each side played by each half of the battles. Seeds are fixed, so
 * the figures repeat exactly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { computerGeneral as oldGeneral } from 'old-general';
import { runBattle } from '../src/engine';
import { dieFighting, type BattleSetup } from '../src/rulesets/die-fighting';
import { computerGeneral } from '../src/rulesets/die-fighting/ai/computer';
import { dieFightingGame } from '../src/rulesets/die-fighting/game';
import { loadDieFightingScenario } from '../src/rulesets/die-fighting/scenario';
import { wilson } from '../src/sim/stats';

type Source = ReturnType<typeof computerGeneral>;
type Maker = (seed: string) => Source;

/** The scenario's text with its round limit set to `rounds` (0: its own). */
function withRounds(text: string, rounds: number): string {
  if (rounds === 0) return text;
  const limit = `  maxRounds: ${rounds}\n`;
  return /^options:\n/m.test(text)
    ? text.replace(/^options:\n/m, `options:\n${limit}`)
    : `${text.trimEnd()}\noptions:\n${limit}`;
}

/** Wins, draws and losses of `a` against `b`, `a` playing each side in turn. */
function play(setup: (seed: string) => BattleSetup, sides: readonly string[], a: Maker, b: Maker, n: number) {
  let won = 0;
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const seed = `dfg-${i}`;
    const mine = sides[i % sides.length]!;
    const first = a(seed);
    const second = b(`${seed}/b`);
    const r = runBattle(dieFighting, setup(seed), {
      decide: (q, s) => (q.side === mine ? first : second).decide(q, s),
    });
    if (!r.ok) throw new Error(r.error.problems[0]?.message);
    const w = r.value.outcome?.winner ?? null;
    if (w === mine) won++;
    else if (w === null) drawn++;
  }
  return { won, drawn, lost: n - won - drawn };
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;
function cell(r: { won: number; drawn: number; lost: number }, n: number): string {
  const [lo, hi] = wilson(r.won, n);
  return `${r.won}-${r.drawn}-${r.lost} (wins ${pct(r.won / n)}, ${pct(lo)}-${pct(hi)})`;
}

export function dfGeneralFigures(root: string, n: number, rounds: number, only = ''): string[] {
  const dir = join(root, 'scenarios');
  const lines: string[] = [];
  const now: Maker = () => computerGeneral();
  const old: Maker = () => oldGeneral() as Source;
  const random: Maker = (seed) => dieFightingGame.random(seed);
  for (const file of readdirSync(dir)
    .filter((f) => f.startsWith('df-') && f.endsWith('.yaml') && f.includes(only))
    .sort()) {
    const l = loadDieFightingScenario(withRounds(readFileSync(join(dir, file), 'utf8'), rounds), file);
    if (!l.ok) throw new Error(`${file}: ${l.error[0]?.message}`);
    const loaded = l.value;
    const setup = (seed: string) => loaded.setup({ seed, fallback: seed });
    const sides = setup('x').sides.map((s) => s.id);
    const vsOld = play(setup, sides, now, old, n);
    const nowRandom = play(setup, sides, now, random, n);
    const oldRandom = play(setup, sides, old, random, n);
    lines.push(
      `| ${file.replace('.yaml', '')} | ${cell(vsOld, n)} | ${cell(nowRandom, n)} | ${cell(oldRandom, n)} |`,
    );
  }
  return lines;
}
