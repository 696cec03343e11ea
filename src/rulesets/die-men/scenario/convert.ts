/** A validated scenario to what the rules core and the decision sources take. */
import type { PathSegment } from '../../../core/problem';
import type { CellKey } from '../../../grid/types';
import { SCALE_TABLE } from '../scale';
import type { BattleSetup, Complications, Occupant, SideSetup, Tactic, Terrain } from '../types';
import { parseGoal, parseSetName, setName, toUnitCounts, totalUnits } from './names';
import {
  TERRAIN_GROUPS,
  TERRAIN_NAMES,
  UNIT_TYPE_GROUPS,
  type DieMenScenario,
  type ScenarioComplications,
  type ScenarioOrder,
} from './schema';
import type {
  DieMenScript,
  ScriptedCasualty,
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
  for (const kind of TERRAIN_NAMES) {
    for (const key of scenario.map.terrain[kind] ?? []) terrain[key] = kind;
  }
  const occupants: Record<CellKey, Occupant> = {};
  const gates: Record<CellKey, string> = {};
  for (const side of scenario.sides) {
    for (const [key, units] of Object.entries(side.units)) {
      occupants[key] = { side: side.id, units: toUnitCounts(units) };
    }
    for (const key of side.gates ?? []) gates[key] = side.id;
  }
  const scenarioSeed = scenario.options.seed === undefined ? undefined : String(scenario.options.seed);
  const c = scenario.options.complications;
  return {
    name: scenario.name,
    scale: scenario.scale,
    grid: { kind: scenario.grid, cols: scenario.map.cols, rows: scenario.map.rows },
    terrain,
    sides: scenario.sides.map((s): SideSetup => ({
      id: s.id,
      name: s.name ?? s.id,
      ...(s.pcSkills ? { pcSkills: { ...s.pcSkills } } : {}),
    })),
    occupants,
    options: {
      maxRounds: scenario.options.maxRounds,
      damageCap: scenario.options.damageCap,
      ...(c ? { complications: toComplications(c, scenario.scale) } : {}),
    },
    ...(Object.keys(gates).length > 0 ? { gates } : {}),
    seed: seeds.seed ?? scenarioSeed ?? seeds.defaultSeed,
  };
}

/** The file's complications block as the rules core takes it: `true` is all, lag `true` the chart's. */
export function toComplications(c: ScenarioComplications, scale: DieMenScenario['scale']): Complications {
  const pick = <T extends string>(v: boolean | readonly T[] | undefined, all: readonly T[]): T[] =>
    v === true ? [...all] : Array.isArray(v) ? [...v] : [];
  return {
    terrain: pick(c.terrain, TERRAIN_GROUPS),
    unitTypes: pick(c.unitTypes, UNIT_TYPE_GROUPS),
    commandLag:
      c.commandLag === true
        ? SCALE_TABLE[scale].commandLag
        : typeof c.commandLag === 'number'
          ? c.commandLag
          : 0,
    threat: c.threat ? { ...c.threat } : null,
    commandInterference: c.commandInterference === true,
  };
}

export function toTactic(order: ScenarioOrder): Tactic {
  const pc = order.pc ? { pc: true as const } : {};
  if (order.attack) {
    const { from, to, by } = order.attack;
    return { type: 'attack', from, to, ...(by ? { by } : {}), ...pc };
  }
  if (order.defend !== undefined) return { type: 'defend', at: order.defend, ...pc };
  if (order.move) {
    const { from, to, units } = order.move;
    return units === undefined
      ? { type: 'move', from, to, ...pc }
      : { type: 'move', from, to, units: toUnitCounts(units), ...pc };
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
    const all = [
      r.declare,
      r.dice,
      r.split,
      r.orders,
      r.knock,
      r.gobble,
      r.free,
      r.casualties,
      r.gates,
      r.interfere,
    ];
    for (const section of all) {
      for (const id of Object.keys(section ?? {})) ids.add(id);
    }
    const sides: Record<string, SideScript> = {};
    for (const side of ids) {
      const declared = r.declare?.[side];
      const faces = r.dice?.[side];
      const splits = r.split?.[side];
      const free = r.free?.[side];
      const gates = r.gates?.[side];
      const interfere = r.interfere?.[side];
      const casualties = r.casualties?.[side];
      const written: Partial<
        Record<'declare' | 'roll' | 'split' | 'free' | 'gates' | 'interfere', ScriptSource>
      > = {};
      if (gates !== undefined) written.gates = at([...base, 'gates', side]);
      if (interfere !== undefined) written.interfere = at([...base, 'interfere', side]);
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
        ...(casualties !== undefined
          ? {
              casualties: casualties.map((c, j): ScriptedCasualty => ({
                ...(c.at !== undefined ? { at: c.at } : {}),
                losses: toUnitCounts(c.losses),
                index: j,
                ...at([...base, 'casualties', side, j]),
              })),
            }
          : {}),
        ...(gates !== undefined ? { gates: { kind: 'gates', side, open: [...gates] } } : {}),
        ...(interfere !== undefined
          ? {
              interfere: {
                kind: 'interfere',
                side,
                attempts: interfere.map((a) => ({
                  at: a.at,
                  skill: a.skill === 'tactics' ? ('Tactics' as const) : ('Strategy' as const),
                  ...(a.dice !== undefined ? { faces: [...a.dice] } : {}),
                  ...(a.inspire !== undefined ? { inspire: a.inspire } : {}),
                  ...(a.inspireDice !== undefined ? { inspireFaces: [...a.inspireDice] } : {}),
                })),
              },
            }
          : {}),
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
  /** The complications switched on, when any: "hill", "cavalry", "command lag 1"... */
  readonly complications?: readonly string[];
}

/** The complications switched on, in words. */
export function complicationNames(scenario: DieMenScenario): string[] {
  const c = scenario.options.complications;
  if (!c) return [];
  const full = toComplications(c, scenario.scale);
  return [
    ...full.terrain,
    ...full.unitTypes,
    ...(full.commandLag > 0 ? [`command lag ${full.commandLag}`] : []),
    ...(full.threat ? ['threat ratings'] : []),
    ...(full.commandInterference ? ['command interference'] : []),
  ];
}

export function summarize(scenario: DieMenScenario): ScenarioSummary {
  const sides = scenario.sides.map((s) => ({
    id: s.id,
    name: s.name ?? s.id,
    units: Object.values(s.units).reduce<number>((sum, u) => sum + totalUnits(toUnitCounts(u)), 0),
  }));
  const complications = complicationNames(scenario);
  return {
    name: scenario.name,
    grid: scenario.grid,
    cols: scenario.map.cols,
    rows: scenario.map.rows,
    sides,
    units: sides.reduce((sum, s) => sum + s.units, 0),
    rounds: scenario.rounds.length,
    ...(complications.length > 0 ? { complications } : {}),
  };
}

/** "7x5 hex, 2 sides, 26 units, 1 scripted round" */
export function describeSummary(s: ScenarioSummary): string {
  const n = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  const extra = s.complications?.length ? `; complications: ${s.complications.join(', ')}` : '';
  return `${s.cols}x${s.rows} ${s.grid}, ${n(s.sides.length, 'side')}, ${n(s.units, 'unit')}, ${n(s.rounds, 'scripted round')}${extra}`;
}
