/** Test helpers: small setups, and a driver that answers requests from a per-round script. */
import type { CellKey, GridSpec } from '../../../src/grid/types';
import { dieMen, legalTactics } from '../../../src/rulesets/die-men';
import type {
  BattleSetup,
  BattleState,
  Decision,
  Declaration,
  Event,
  FreeMove,
  Request,
  SplitOrder,
  Tactic,
  Terrain,
} from '../../../src/rulesets/die-men';

export const HEX: GridSpec = { kind: 'hex', cols: 7, rows: 7 };

/** occupants: cell -> [side, infantry]. Sides are `a` and `b` unless given. */
export function makeSetup(
  occupants: Readonly<Record<CellKey, readonly [string, number]>>,
  extra: Partial<Omit<BattleSetup, 'occupants' | 'options'>> & {
    options?: Partial<BattleSetup['options']>;
  } = {},
): BattleSetup {
  return {
    name: 'test',
    scale: 10,
    grid: extra.grid ?? HEX,
    terrain: (extra.terrain ?? {}) as Record<CellKey, Terrain>,
    sides: extra.sides ?? [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    occupants: Object.fromEntries(
      Object.entries(occupants).map(([k, [side, n]]) => [k, { side, units: { infantry: n } }]),
    ),
    options: { maxRounds: 10, damageCap: 'per-hex', ...extra.options },
    seed: extra.seed ?? 'test-seed',
  };
}

export function start(setup: BattleSetup): { state: BattleState; events: Event[] } {
  const r = dieMen.init(setup);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return { state: r.value.state, events: [...r.value.events] };
}

/** What the script says for one round; anything left out gets the ruleset's default. */
export interface RoundScript {
  declare?: Record<string, Declaration>;
  faces?: Record<string, number[]>;
  split?: Record<string, SplitOrder[]>;
  /** By set id. */
  assign?: Record<string, Tactic>;
  /** Gobble dice to spend, by attacking set id. */
  gobble?: Record<string, number>;
  /** Knock choice, by attacking set id... the driver can't know it, so by defender side, in order. */
  knock?: Record<string, string[]>;
  free?: Record<string, FreeMove[]>;
}

export function scripted(script: RoundScript, req: Request, state: BattleState): Decision {
  const side = req.side;
  switch (req.kind) {
    case 'declare':
      if (script.declare?.[side]) return { kind: 'declare', side, declaration: script.declare[side] };
      break;
    case 'roll':
      if (script.faces?.[side]) return { kind: 'roll', side, faces: script.faces[side] };
      break;
    case 'split':
      if (script.split?.[side]) return { kind: 'split', side, splits: script.split[side] };
      break;
    case 'assign': {
      const t = script.assign?.[req.set.id];
      if (t) return { kind: 'assign', side, set: req.set.id, tactic: t };
      break;
    }
    case 'gobble': {
      const n = script.gobble?.[req.attack.set.id];
      if (n !== undefined) return { kind: 'gobble', side, dice: n };
      break;
    }
    case 'knock': {
      const next = script.knock?.[side]?.shift();
      if (next) return { kind: 'knock', side, set: next };
      break;
    }
    case 'free':
      if (script.free?.[side]) return { kind: 'free', side, moves: script.free[side] };
      break;
    default:
      break;
  }
  return dieMen.defaultDecision(state, req);
}

export function apply(state: BattleState, d: Decision): { state: BattleState; events: readonly Event[] } {
  const r = dieMen.apply(state, d);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/**
 * Answers requests from the script until `stop` says so (checked before each request) or the
 * round (or battle) ends. Returns the state and every event on the way.
 */
export function drive(
  state: BattleState,
  script: RoundScript,
  stop: (req: Request, s: BattleState) => boolean = () => false,
): { state: BattleState; events: Event[] } {
  const events: Event[] = [];
  const round = state.round;
  for (;;) {
    const req = dieMen.pending(state);
    if (!req || state.round !== round || stop(req, state)) return { state, events };
    const r = apply(state, scripted(script, req, state));
    state = r.state;
    events.push(...r.events);
  }
}

/** Drives until the battle asks to assign the set `id`. */
export const untilAssign = (id: string) => (req: Request) => req.kind === 'assign' && req.set.id === id;

export function ofType<T extends Event['type']>(
  events: readonly Event[],
  type: T,
): Extract<Event, { type: T }>[] {
  return events.filter((e): e is Extract<Event, { type: T }> => e.type === type);
}

export const infantry = (state: BattleState, key: CellKey): number =>
  state.occupants[key]?.units.infantry ?? 0;

/**
 * A simple aggressive general for tests: seizes towards the nearest enemy hex, attacks when it can,
 * otherwise moves; lets the defaults answer everything else.
 */
export function aggressor(req: Request, state: BattleState): Decision | undefined {
  if (req.kind === 'declare') {
    const enemy = Object.keys(state.occupants).find((k) => state.occupants[k]!.side !== req.side);
    if (!enemy) return undefined;
    return {
      kind: 'declare',
      side: req.side,
      declaration: { strategy: 'seize', goal: { kind: 'cell', at: enemy } },
    };
  }
  if (req.kind === 'assign') {
    const options = legalTactics(state, req);
    const pick =
      options.find((t) => t.type === 'attack') ?? options.find((t) => t.type === 'move') ?? options[0]!;
    return { kind: 'assign', side: req.side, set: req.set.id, tactic: pick };
  }
  return undefined;
}
