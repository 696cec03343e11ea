/** A validated scenario to what the rules core and the decision sources take. */
import type { CellKey, Edge } from '../../../grid/types';
import { SCALE_TABLE } from '../scale';
import type { BattleSetup, Complications, Occupant, SideSetup, Tactic, Terrain, UnitCounts } from '../types';
import { toUnitCounts, totalUnits } from './names';
import {
  TERRAIN_GROUPS,
  TERRAIN_NAMES,
  UNIT_TYPE_GROUPS,
  type DieMenScenario,
  type ScenarioComplications,
  type ScenarioOrder,
} from './schema';

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
  const deploy: Record<string, UnitCounts> = {};
  const zones: Record<string, Edge> = {};
  for (const side of scenario.sides) {
    for (const [key, units] of Object.entries(side.units ?? {})) {
      occupants[key] = { side: side.id, units: toUnitCounts(units) };
    }
    for (const key of side.gates ?? []) gates[key] = side.id;
    if (side.deploy !== undefined) deploy[side.id] = toUnitCounts(side.deploy);
    if (side.zone !== undefined) zones[side.id] = side.zone;
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
    ...(Object.keys(deploy).length > 0 ? { deploy } : {}),
    ...(Object.keys(zones).length > 0 ? { zones } : {}),
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
    units:
      Object.values(s.units ?? {}).reduce<number>((sum, u) => sum + totalUnits(toUnitCounts(u)), 0) +
      (s.deploy === undefined ? 0 : totalUnits(toUnitCounts(s.deploy))),
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
