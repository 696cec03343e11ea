/** Checks a BattleSetup and builds the opening state (before the first decision is asked). */
import { isReservedName } from '../../core/plainData';
import { problem, type Problem } from '../../core/problem';
import { seedRng } from '../../core/rng';
import { gridFor, isValidSpec } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { sideTotals } from './board';
import { lastOpening } from './caches';
import { openDeployment } from './deployment';
import type { Event } from './events';
import { complicationProblems, fullComplications } from './complications';
import { isScale } from './scale';
import type { BattleRules, Draft, GateState } from './state';
import { isTerrain, TERRAIN_RULES } from './terrain';
import type { BattleSetup, Occupant } from './types';
import { addUnits, isUnitCounts, totalUnits } from './units';

export const RULESET_ID = 'die-men';
export const RULESET_VERSION = '2';

/** Every field of the set-up but the seed is the same object (caches.ts `lastOpening`). */
const sameButSeed = (a: BattleSetup, b: BattleSetup): boolean =>
  a.name === b.name &&
  a.scale === b.scale &&
  a.grid === b.grid &&
  a.terrain === b.terrain &&
  a.sides === b.sides &&
  a.occupants === b.occupants &&
  a.options === b.options &&
  a.gates === b.gates &&
  a.deploy === b.deploy &&
  a.zones === b.zones;

/** The set-up's problems (none: it can be played); a sound set-up reseeded is not checked again. */
export function validateSetup(setup: BattleSetup): Problem[] {
  const known = lastOpening.checked;
  if (known !== null && typeof setup.seed === 'string' && sameButSeed(known, setup)) return [];
  const out = checkSetup(setup);
  if (out.length === 0) lastOpening.checked = setup;
  return out;
}

// eslint-disable-next-line max-lines-per-function -- one check per setup field, in the file's order
function checkSetup(setup: BattleSetup): Problem[] {
  const out: Problem[] = [];
  const bad = (code: string, message: string, path: (string | number)[], facts?: Record<string, unknown>) =>
    out.push(problem(code, message, { path, ...(facts ? { facts } : {}) }));

  if (!isScale(setup.scale)) {
    bad('setup.bad-scale', `scale must be one of 1, 2, 5, 10, 20, 50, 100, not ${setup.scale}`, ['scale']);
  }
  if (typeof setup.seed !== 'string') bad('setup.bad-seed', 'the seed must be a string', ['seed']);
  const opts = setup.options;
  if (!opts || !Number.isInteger(opts.maxRounds) || opts.maxRounds < 1) {
    bad('setup.bad-max-rounds', 'maxRounds must be a whole number of 1 or more', ['options', 'maxRounds']);
  }
  if (!opts || (opts.damageCap !== 'per-hex' && opts.damageCap !== 'per-attack')) {
    bad('setup.bad-damage-cap', "damageCap must be 'per-hex' or 'per-attack'", ['options', 'damageCap']);
  }
  const ids = new Set<string>();
  (setup.sides ?? []).forEach((s, i) => {
    if (typeof s.id !== 'string' || s.id === '' || ids.has(s.id)) {
      bad('setup.bad-side-id', `side ids must be distinct, non-empty strings (${s.id})`, ['sides', i, 'id']);
    } else if (isReservedName(s.id)) {
      // The state's maps are keyed by side id: an inherited name would read back a function.
      bad('setup.reserved-side-id', `${s.id} can't be a side id (every object has a field of that name)`, [
        'sides',
        i,
        'id',
      ]);
    }
    ids.add(s.id);
  });
  if (ids.size < 2) bad('setup.too-few-sides', 'a battle needs at least two sides', ['sides']);
  if (!setup.grid || !isValidSpec(setup.grid)) {
    bad('setup.bad-grid', 'the grid needs kind hex or square and whole, positive cols and rows', ['grid']);
    return out;
  }
  const grid = gridFor(setup.grid);
  for (const [key, t] of Object.entries(setup.terrain ?? {})) {
    if (!grid.inBounds(key))
      bad('setup.cell-off-map', `terrain cell ${key} is not on the map`, ['terrain', key]);
    if (!isTerrain(t)) bad('setup.bad-terrain', `unknown terrain ${String(t)} at ${key}`, ['terrain', key]);
  }
  const held = new Set<string>();
  for (const [key, o] of Object.entries(setup.occupants ?? {})) {
    const path = ['occupants', key];
    if (!grid.inBounds(key)) bad('setup.cell-off-map', `cell ${key} is not on the map`, path);
    if (!ids.has(o.side)) bad('setup.unknown-side', `no side is called ${o.side}`, [...path, 'side']);
    if (!isUnitCounts(o.units) || totalUnits(o.units) < 1) {
      bad('setup.bad-units', `the units at ${key} must be whole numbers of known types, at least one`, [
        ...path,
        'units',
      ]);
    } else held.add(o.side);
    const t = setup.terrain?.[key];
    if (t && isTerrain(t) && !TERRAIN_RULES[t].enterable) {
      bad('setup.unit-on-impassable', `units can't stand on ${t} terrain at ${key}`, path);
    }
  }
  deployProblems(setup, ids, held, bad);
  for (const id of ids) {
    if (!held.has(id))
      bad('setup.side-without-units', `side ${id} has no units`, ['occupants'], { side: id });
  }
  out.push(...complicationProblems(setup));
  return out;
}

const EDGES: readonly string[] = ['north', 'south', 'east', 'west'];

/** The units to place in play and the zones' edges (ruling 33); a side with some to place holds units. */
function deployProblems(
  setup: BattleSetup,
  ids: ReadonlySet<string>,
  held: Set<string>,
  bad: (code: string, message: string, path: (string | number)[]) => void,
): void {
  for (const [side, units] of Object.entries(setup.deploy ?? {})) {
    if (!ids.has(side)) bad('setup.unknown-side', `no side is called ${side}`, ['deploy', side]);
    else if (!isUnitCounts(units))
      bad('setup.bad-units', `${side}'s units to deploy must be whole numbers of known types`, [
        'deploy',
        side,
      ]);
    else if (totalUnits(units) > 0) held.add(side);
  }
  for (const [side, edge] of Object.entries(setup.zones ?? {})) {
    if (!ids.has(side)) bad('setup.unknown-side', `no side is called ${side}`, ['zones', side]);
    if (!EDGES.includes(edge))
      bad('setup.bad-zone', `a zone is a map edge: north, south, east or west`, ['zones', side]);
  }
}

/** Each side's units, those it places in play (ruling 33) counted too. */
function withDeploy(totals: Record<string, number>, setup: BattleSetup): Record<string, number> {
  if (!setup.deploy) return totals;
  const out = { ...totals };
  for (const [side, units] of Object.entries(setup.deploy)) out[side] = (out[side] ?? 0) + totalUnits(units);
  return out;
}

/** Every gate on the map, shut, with its owner if the setup names one. */
function gatesOf(setup: BattleSetup): Record<CellKey, GateState> {
  const gates: Record<CellKey, GateState> = {};
  for (const [key, t] of Object.entries(setup.terrain)) {
    const kind = TERRAIN_RULES[t].gate;
    if (kind) gates[key] = { kind, owner: setup.gates?.[key] ?? null, status: 'shut' };
  }
  return gates;
}

/** A set-up's opening positions and battle rules (see caches.ts `lastOpening`). */
export interface Opening {
  readonly setup: BattleSetup;
  readonly occupants: Readonly<Record<CellKey, Occupant>>;
  readonly rules: BattleRules;
}

function openingOf(setup: BattleSetup): Opening {
  const occupants: Record<CellKey, Occupant> = {};
  for (const [key, o] of Object.entries(setup.occupants)) {
    occupants[key] = { side: o.side, units: addUnits(o.units, {}) };
  }
  const rules: BattleRules = {
    name: setup.name,
    scale: setup.scale,
    grid: { kind: setup.grid.kind, cols: setup.grid.cols, rows: setup.grid.rows },
    terrain: { ...setup.terrain },
    sides: setup.sides.map((s) => ({
      id: s.id,
      name: s.name,
      ...(s.pcSkills ? { pcSkills: { ...s.pcSkills } } : {}),
    })),
    options: { maxRounds: setup.options.maxRounds, damageCap: setup.options.damageCap },
    complications: fullComplications(setup.options.complications),
  };
  return { setup, occupants, rules };
}

/** The opening positions and battle rules of `setup`, shared by every seed of it (caches.ts). */
export function openingFor(setup: BattleSetup): Opening {
  const opened = lastOpening.opened;
  if (opened !== null && sameButSeed(opened.setup, setup)) return opened;
  return (lastOpening.opened = openingOf(setup));
}

/** The opening state, phase `declare` of round 1, with no decision asked yet. */
export function createState(setup: BattleSetup): { draft: Draft; events: Event[] } {
  const { occupants, rules } = openingFor(setup);
  const draft: Draft = {
    rules,
    round: 1,
    phase: 'declare',
    occupants,
    roundStart: occupants,
    rng: seedRng(setup.seed),
    declarations: {},
    sets: {},
    splitAsked: 0,
    queue: [],
    cursor: 0,
    group: null,
    gobble: {},
    dealt: {},
    free: {},
    gates: gatesOf(setup),
    gatesAsked: [],
    ahead: {},
    interfereAsked: 0,
    commandTokens: {},
    archerBonus: {},
    awaiting: null,
    outcome: null,
    deployment: null,
  };
  const events: Event[] = [
    {
      type: 'battleStarted',
      name: setup.name,
      ruleset: RULESET_ID,
      version: RULESET_VERSION,
      sides: rules.sides.map((s) => s.id),
      units: withDeploy(sideTotals(occupants, rules.sides), setup),
    },
  ];
  openDeployment(draft, setup, events);
  if (draft.phase !== 'deploy') events.push({ type: 'roundStarted', round: 1 });
  return { draft, events };
}
