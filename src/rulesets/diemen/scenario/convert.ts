/** A validated scenario to what the rules core and the decision sources take. */
import type { PathSegment } from '../../../core/problem';
import type { CellKey } from '../../../grid/types';
import type { BattleSetup, Occupant, Tactic, Terrain } from '../types';
import { parseGoal, parseSetName, setName, toUnitCounts, totalUnits } from './names';
import type { DieMenScenario, ScenarioOrder } from './schema';
import type {
  DieMenScript,
  ScriptedGobble,
  ScriptedOrder,
  ScriptedSetRef,
  ScriptedSplit,
  ScriptSource,
  SideScript,
} from './script';

export interface SeedChoice {
  /** Wins over the scenario's own seed (the CLI's --seed). */
  readonly seed?: string;
  /** Used when neither `seed` nor the scenario gives one (the CLI makes a random one). */
  readonly defaultSeed: string;
}

/** The battle's starting position. Seed: `seed` ?? the scenario's `options.seed` ?? `defaultSeed`. */
export function toBattleSetup(scenario: DieMenScenario, seeds: SeedChoice): BattleSetup {
  const terrain: Record<CellKey, Terrain> = {};
  for (const kind of ['rough', 'impassable'] as const) {
    for (const key of scenario.map.terrain[kind] ?? []) terrain[key] = kind;
  }
  const occupants: Record<CellKey, Occupant> = {};
  for (const side of scenario.sides) {
    for (const [key, units] of Object.entries(side.units)) {
      occupants[key] = { side: side.id, units: toUnitCounts(units) };
    }
  }
  const scenarioSeed = scenario.options.seed === undefined ? undefined : String(scenario.options.seed);
  return {
    name: scenario.name,
    scale: scenario.scale,
    grid: { kind: scenario.grid, cols: scenario.map.cols, rows: scenario.map.rows },
    terrain,
    sides: scenario.sides.map((s) => ({ id: s.id, name: s.name ?? s.id })),
    occupants,
    options: { maxRounds: scenario.options.maxRounds, damageCap: scenario.options.damageCap },
    seed: seeds.seed ?? scenarioSeed ?? seeds.defaultSeed,
  };
}

export function toTactic(order: ScenarioOrder): Tactic {
  if (order.attack) return { type: 'attack', from: order.attack.from, to: order.attack.to };
  if (order.defend !== undefined) return { type: 'defend', at: order.defend };
  if (order.move) {
    const { from, to, units } = order.move;
    return units === undefined
      ? { type: 'move', from, to }
      : { type: 'move', from, to, units: toUnitCounts(units) };
  }
  return { type: 'pass' };
}

/**
 * The scripted rounds as Decisions per round and side. `lineOf` (from the parsed file) lets
 * unused orders be reported against the line they were written on.
 */
export function toScript(
  scenario: DieMenScenario,
  where: { readonly file?: string; readonly lineOf?: (path: readonly PathSegment[]) => number } = {},
): DieMenScript {
  const at = (path: PathSegment[]) => ({ path, ...(where.lineOf ? { line: where.lineOf(path) } : {}) });
  const setRef = (name: string, index: number, path: PathSegment[]): ScriptedSetRef => {
    const parsed = parseSetName(name) ?? { width: 0, height: 0 };
    return { set: setName(parsed.width, parsed.height), ...parsed, index, ...at(path) };
  };
  const rounds = scenario.rounds.map((r, i) => {
    const base: PathSegment[] = ['rounds', i];
    const ids = new Set<string>();
    for (const section of [r.declare, r.dice, r.split, r.orders, r.knock, r.gobble, r.free]) {
      for (const id of Object.keys(section ?? {})) ids.add(id);
    }
    const sides: Record<string, SideScript> = {};
    for (const side of ids) {
      const declared = r.declare?.[side];
      const faces = r.dice?.[side];
      const splits = r.split?.[side];
      const free = r.free?.[side];
      const written: Partial<Record<'declare' | 'roll' | 'split' | 'free', ScriptSource>> = {};
      if (declared !== undefined) written.declare = at([...base, 'declare', side]);
      if (faces !== undefined) written.roll = at([...base, 'dice', side]);
      if (splits !== undefined) written.split = at([...base, 'split', side]);
      if (free !== undefined) written.free = at([...base, 'free', side]);
      sides[side] = {
        where: written,
        ...(declared !== undefined
          ? {
              declare: {
                kind: 'declare',
                side,
                declaration:
                  typeof declared === 'string'
                    ? { strategy: declared }
                    : {
                        strategy: declared.strategy,
                        ...(declared.goal !== undefined ? { goal: parseGoal(declared.goal) } : {}),
                      },
              },
            }
          : {}),
        ...(faces !== undefined ? { roll: { kind: 'roll', side, faces: [...faces] } } : {}),
        ...(splits !== undefined
          ? {
              splits: splits.map((s, j): ScriptedSplit => ({
                ...setRef(s.set, j, [...base, 'split', side, j]),
                into: [...s.into],
              })),
            }
          : {}),
        orders: (r.orders?.[side] ?? []).map((o, j): ScriptedOrder => ({
          ...setRef(o.set, j, [...base, 'orders', side, j]),
          tactic: toTactic(o),
        })),
        knocks: (r.knock?.[side] ?? []).map((name, j) => setRef(name, j, [...base, 'knock', side, j])),
        gobbles: (r.gobble?.[side] ?? []).map((dice, j): ScriptedGobble => ({
          dice,
          index: j,
          ...at([...base, 'gobble', side, j]),
        })),
        ...(free !== undefined
          ? {
              free: {
                kind: 'free',
                side,
                moves: free.map((m) =>
                  m.units === undefined
                    ? { from: m.from, to: m.to }
                    : { from: m.from, to: m.to, units: toUnitCounts(m.units) },
                ),
              },
            }
          : {}),
      };
    }
    return { round: i + 1, sides };
  });
  return { ...(where.file !== undefined ? { file: where.file } : {}), rounds };
}

export interface ScenarioSummary {
  readonly name: string;
  readonly grid: 'hex' | 'square';
  readonly cols: number;
  readonly rows: number;
  readonly sides: readonly { readonly id: string; readonly name: string; readonly units: number }[];
  readonly units: number;
  readonly rounds: number;
}

export function summarize(scenario: DieMenScenario): ScenarioSummary {
  const sides = scenario.sides.map((s) => ({
    id: s.id,
    name: s.name ?? s.id,
    units: Object.values(s.units).reduce<number>((sum, u) => sum + totalUnits(toUnitCounts(u)), 0),
  }));
  return {
    name: scenario.name,
    grid: scenario.grid,
    cols: scenario.map.cols,
    rows: scenario.map.rows,
    sides,
    units: sides.reduce((sum, s) => sum + s.units, 0),
    rounds: scenario.rounds.length,
  };
}

/** "7x5 hex, 2 sides, 26 units, 1 scripted round" */
export function describeSummary(s: ScenarioSummary): string {
  const n = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  return `${s.cols}x${s.rows} ${s.grid}, ${n(s.sides.length, 'side')}, ${n(s.units, 'unit')}, ${n(s.rounds, 'scripted round')}`;
}
