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
import { loadDieFightingScenario } from '../../src/rulesets/die-fighting/scenario';
import { UNIT_TYPES } from '../../src/rulesets/die-fighting/cards';
import { loadDiceWarsScenario } from '../../src/rulesets/dice-wars/scenario';
import { cardCost } from '../../src/rulesets/dice-wars/army';
import { bundledFiles } from '../helpers/bundledFiles';

const all = readdirSync('scenarios').filter((f) => /\.(ya?ml|json)$/.test(f));
/** The Die, Men! battles (a file without ruleset: is one). */
const files = bundledFiles('die-men');
const fighting = bundledFiles('die-fighting');
const diceWars = bundledFiles('dice-wars');
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

describe('bundled Die Fighting battles', () => {
  const loadDf = (f: string) => {
    const text = readFileSync(`scenarios/${f}`, 'utf8');
    const r = loadDieFightingScenario(text, f);
    if (!r.ok) throw new Error(`${f}: ${r.error.map((p) => p.message).join('; ')}`);
    return { text, loaded: r.value, setup: r.value.setup({ fallback: 'x' }) };
  };

  it('are every game bundled: each file is one game or another', () => {
    expect(files.length + fighting.length + diceWars.length).toBe(all.length);
  });

  it('are the four crossroads skirmishes, a battle and a war, each named df-', () => {
    expect(fighting.sort()).toEqual(
      ['df-battle', 'df-forests-edge', 'df-open-field', 'df-ruined-tower', 'df-stream', 'df-war']
        .map((n) => `${n}.yaml`)
        .sort(),
    );
  });

  it.each(fighting)('%s opens with a comment, says what it is in a line, and fits its mode', (f) => {
    const { text, loaded, setup } = loadDf(f);
    expect(text.split('\n').filter((l) => l.startsWith('#')).length).toBeGreaterThanOrEqual(5);
    expect(loaded.blurb).toMatch(/\S/);
    const size = { skirmish: [12, 12, 50], battle: [24, 12, 150], war: [24, 24, 200] }[setup.mode!];
    expect([setup.grid.cols, setup.grid.rows, setup.points]).toEqual(size);
  });

  it.each(fighting)(
    '%s: both armies spend most of their points on a mix with a commander, archers and cavalry',
    (f) => {
      const { setup } = loadDf(f);
      for (const side of setup.sides) {
        const units = Object.values(setup.units).filter((u) => u.side === side.id);
        const cost = units.reduce((n, u) => n + UNIT_TYPES[u.type].cost, 0);
        expect(cost).toBeGreaterThan(setup.points * 0.7);
        expect(units.some((u) => u.commander)).toBe(true);
        expect(units.some((u) => UNIT_TYPES[u.type].kind === 'ranged')).toBe(true);
        expect(units.some((u) => UNIT_TYPES[u.type].kind === 'mounted')).toBe(true);
      }
    },
  );

  it.each(fighting)(
    '%s: the map has slow and blocking squares and is the same seen from either side',
    (f) => {
      const { setup } = loadDf(f);
      const { cols, rows } = setup.grid;
      const turned = (c: string) => {
        const [x, y] = c.split(',').map(Number);
        return `${cols - 1 - x!},${rows - 1 - y!}`;
      };
      expect(setup.slow.length).toBeGreaterThan(0);
      expect(setup.blocking.length).toBeGreaterThan(0);
      expect(new Set(setup.slow.map(turned))).toEqual(new Set(setup.slow));
      expect(new Set(setup.blocking.map(turned))).toEqual(new Set(setup.blocking));
    },
  );
});

describe('bundled Dice Wars battles', () => {
  const loadDw = (f: string) => {
    const text = readFileSync(`scenarios/${f}`, 'utf8');
    const r = loadDiceWarsScenario(text, f);
    if (!r.ok) throw new Error(`${f}: ${r.error.map((p) => p.message).join('; ')}`);
    return { text, loaded: r.value, setup: r.value.setup({ fallback: 'x' }) };
  };

  it('are a skirmish and a battle, each named dw-', () => {
    expect(diceWars).toEqual(['dw-battle.yaml', 'dw-mek-shop.yaml']);
  });

  it.each(diceWars)('%s opens with a comment, says what it is in a line, and fits its size', (f) => {
    const { text, loaded, setup } = loadDw(f);
    expect(text.split('\n').filter((l) => l.startsWith('#')).length).toBeGreaterThanOrEqual(5);
    expect(loaded.blurb).toMatch(/\S/);
    // "Table Sizes", and the dice the issue asks for: ~30-40 a side in a skirmish, ~60-70 in a battle.
    const want = { skirmish: [24, 24, 30, 40], battle: [48, 36, 60, 70], epic: [60, 60, 120, 200] }[
      setup.size!.preset!
    ];
    expect([setup.table.cols, setup.table.rows]).toEqual(want.slice(0, 2));
    for (const side of setup.sides) {
      const dice = setup.units.filter((u) => u.side === side.id).reduce((n, u) => n + cardCost(u.card), 0);
      expect(dice).toBeGreaterThanOrEqual(want[2]!);
      expect(dice).toBeLessThanOrEqual(want[3]!);
    }
    expect(setup.deployment).toBe('edge');
  });

  it.each(diceWars)('%s: each army has a squad, a leader, armour, speed and every kind of equipment', (f) => {
    const { setup } = loadDw(f);
    for (const side of setup.sides) {
      const cards = setup.units.filter((u) => u.side === side.id).map((u) => u.card);
      expect(cards.some((c) => c.members > 1)).toBe(true);
      expect(cards.some((c) => c.members === 1 && c.core === 4)).toBe(true);
      expect(cards.some((c) => c.passive?.kind === 'armor')).toBe(true);
      expect(cards.some((c) => c.passive?.kind === 'speed')).toBe(true);
      for (const kind of ['melee', 'ranged', 'indirect'] as const)
        expect(cards.some((c) => c.equipment[kind].length > 0)).toBe(true);
    }
  });

  it.each(diceWars)('%s: terrain of varied heights, the same seen from either side; equal armies', (f) => {
    const { setup } = loadDw(f);
    const { cols, rows, pieces } = setup.table;
    const turned = (c: string) => {
      const [x, y] = c.split(',').map(Number);
      return `${cols - 1 - x!},${rows - 1 - y!}`;
    };
    const heights = (cells: (c: string) => string) =>
      new Set(pieces.flatMap((p) => p.cells.map((c) => `${cells(c)}@${p.height}`)));
    expect(new Set(pieces.map((p) => p.height)).size).toBeGreaterThanOrEqual(3);
    expect(heights(turned)).toEqual(heights((c) => c));
    const [a, b] = setup.sides.map((s) =>
      setup.units
        .filter((u) => u.side === s.id)
        .map((u) => cardCost(u.card))
        .sort((x, y) => x - y),
    );
    expect(a).toEqual(b);
  });
});
