/**
 * The bundled scenarios (scenarios/): each documented in a comment header, each valid, and
 * together covering what the issue asks for: the rulebook's examples, a pick-up battle on mixed
 * terrain, a castle siege, a river crossing, a square grid and one large battle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { sideNames } from '../../src/cli/die-men/render/names';
import { renderBattleMap } from '../../src/cli/die-men/render/renderBattleMap';
import { plainStyle } from '../../src/cli/style';
import { dieMen } from '../../src/rulesets/die-men';
import { loadDieMenScenario, summarize, toBattleSetup } from '../../src/rulesets/die-men/scenario';

const files = readdirSync('scenarios').filter((f) => /\.(ya?ml|json)$/.test(f));
const load = (f: string) => {
  const text = readFileSync(`scenarios/${f}`, 'utf8');
  const r = loadDieMenScenario(text, f);
  if (!r.ok) throw new Error(`${f}: ${r.error.map((p) => p.message).join('; ')}`);
  return { text, scenario: r.value.scenario };
};

describe('bundled scenarios', () => {
  it.each(files)('%s is valid and opens with a comment saying what it is', (f) => {
    const { text } = load(f);
    const comment = text.split('\n').filter((l) => l.startsWith('#'));
    expect(comment.length).toBeGreaterThanOrEqual(5);
  });

  it('cover the kinds of battle the issue names', () => {
    const all = files.map((f) => ({ f, ...load(f) }));
    const terrain = (s: (typeof all)[number]) => Object.keys(s.scenario.map.terrain);
    expect(all.some((s) => s.scenario.rounds.length > 0)).toBe(true); // rulebook examples, scripted
    expect(all.some((s) => s.scenario.grid === 'square')).toBe(true);
    expect(all.some((s) => terrain(s).includes('drawbridge') && terrain(s).includes('wall'))).toBe(true);
    expect(all.some((s) => terrain(s).includes('river'))).toBe(true);
    expect(all.some((s) => new Set(terrain(s)).size >= 3 && s.scenario.rounds.length === 0)).toBe(true);
    const large = all.filter((s) => summarize(s.scenario).sides.every((side) => side.units >= 60));
    expect(large.map((s) => s.f)).toEqual(['field-of-crows.yaml']);
  });

  it('npm start plays the mixed-terrain pick-up battle, the computer taking what no one plays', () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe('node bin/diemen.js play scenarios/harrow-down.yaml --solo');
  });

  it.each(files)('%s: its map, legend included, fits in 80 columns', (f) => {
    const { scenario } = load(f);
    const init = dieMen.init(toBattleSetup(scenario, { defaultSeed: 'map' }));
    if (!init.ok) throw new Error('init');
    const { rules, occupants } = init.value.state;
    const map = renderBattleMap(
      rules.grid,
      rules.terrain,
      occupants,
      sideNames(rules.sides, plainStyle),
      plainStyle,
    );
    expect(rules.grid.cols).toBeLessThanOrEqual(12);
    expect(Math.max(...map.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
  });
});
