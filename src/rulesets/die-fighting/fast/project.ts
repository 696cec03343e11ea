/**
 * The fast position and the reference state seen alike, for the lockstep test (and anyone
 * checking the fast path): what a position is for the rules' next step and the general's next
 * choice, as plain data both sides give the same way; and the general's decision in the
 * reference's shape. Built only when asked: the simulator never calls these.
 */
import type { BattleState } from '../state';
import type { Action, Decision } from '../types';
import {
  ASK_COMBAT,
  ASK_MOVE,
  ASK_ROLL,
  ATTACK,
  BREAK_AWAY,
  CHARGE,
  COMBAT,
  INITIATIVE,
  MOVEMENT,
  REGROUP,
  type Fast,
} from './position';

export interface Projection {
  readonly round: number;
  readonly phase: string;
  readonly turn: number;
  readonly order: readonly string[];
  readonly rng: readonly number[];
  /** The units on the map in the reference's list order: id, square, health, shots left. */
  readonly units: readonly string[];
  /** Ids of units on the map activated this phase, and engaged, sorted. */
  readonly activated: readonly string[];
  readonly engaged: readonly string[];
  readonly destroyed: readonly number[];
  /** Sides that have rolled the current roll-off, with their totals. */
  readonly rolls: readonly string[];
  readonly awaiting: string;
  readonly winner: string;
}

const unitLine = (u: { id: string; at: string; health: number; uses: number | null }): string =>
  `${u.id}@${u.at} h${u.health} u${u.uses ?? '-'}`;

export function projectState(s: BattleState): Projection {
  const on = new Set(s.units.map((u) => u.id));
  const sides = s.rules.sides.map((x) => x.id);
  const a = s.awaiting;
  return {
    round: s.round,
    phase: s.phase,
    turn: s.turn,
    order: s.order,
    rng: [s.rng.c, s.rng.s0, s.rng.s1, s.rng.s2],
    units: s.units.map(unitLine),
    activated: s.activated.filter((id) => on.has(id)).sort(),
    engaged: s.engaged.filter((id) => on.has(id)).sort(),
    destroyed: sides.map((id) => s.destroyed[id] ?? 0),
    rolls: sides.flatMap((id) => {
      const faces = s.rolls[id];
      return faces === undefined ? [] : [`${id}:${faces.reduce((x, y) => x + y, 0)}`];
    }),
    awaiting: a === null ? 'none' : `${a.kind} ${a.side}${a.kind === 'roll' ? ` ${a.purpose}` : ''}`,
    winner: s.outcome === null ? 'none' : String(s.outcome.winner),
  };
}

const PHASES: Readonly<Record<number, string>> = {
  [INITIATIVE]: 'initiative',
  [MOVEMENT]: 'movement',
  [COMBAT]: 'combat',
};
const ASKS: Readonly<Record<number, string>> = {
  [ASK_ROLL]: 'roll',
  [ASK_MOVE]: 'move',
  [ASK_COMBAT]: 'combat',
};

export function projectFast(f: Fast): Projection {
  const ids = (flags: Uint8Array) =>
    f.units
      .filter((_, k) => f.alive[k] === 1 && flags[k] === 1)
      .map((u) => u.id)
      .sort();
  const over = f.winner !== -2;
  return {
    round: f.round,
    phase: over ? 'over' : PHASES[f.phase]!,
    turn: f.turn,
    order: [f.sides[f.first]!, f.sides[1 - f.first]!],
    rng: [f.c, f.a0, f.a1, f.a2],
    units: f.units.filter((_, k) => f.alive[k] === 1).map(unitLine),
    activated: ids(f.activated),
    engaged: ids(f.engaged),
    destroyed: [f.destroyed[0]!, f.destroyed[1]!],
    rolls: f.sides.flatMap((id, j) => (f.rolled[j] === 1 ? [`${id}:${f.rollTotal[j]}`] : [])),
    awaiting:
      f.askKind === 0
        ? 'none'
        : `${ASKS[f.askKind]} ${f.sides[f.askSide]}${f.askKind === ASK_ROLL ? ' initiative' : ''}`,
    winner: !over ? 'none' : f.winner === -1 ? 'null' : f.sides[f.winner]!,
  };
}

/** The first field where two projections differ, with both values; null when they are the same. */
export function firstDifference(a: Projection, b: Projection): string | null {
  for (const key of Object.keys(a) as (keyof Projection)[]) {
    const x = JSON.stringify(a[key]);
    const y = JSON.stringify(b[key]);
    if (x !== y) return `${key}: reference ${x}, fast ${y}`;
  }
  return null;
}

function actionOf(f: Fast): Action {
  const d = f.dec;
  const at = (k: number) => f.units[k]!.at;
  switch (d.action) {
    case ATTACK: {
      const targets = Array.from(d.targets.subarray(0, d.nTargets), at);
      const passTo: Record<string, string> = {};
      for (let g = 0; g < d.nTargets; g++) if (d.passTo[g]! >= 0) passTo[targets[g]!] = at(d.passTo[g]!);
      return Object.keys(passTo).length > 0
        ? { type: 'attack', targets, passTo }
        : { type: 'attack', targets };
    }
    case CHARGE:
      return d.chargeTo >= 0
        ? { type: 'charge', target: at(d.target), to: f.ix.keys[d.chargeTo]! }
        : { type: 'charge', target: at(d.target) };
    case BREAK_AWAY:
      return { type: 'breakAway', to: f.ix.keys[d.to]! };
    case REGROUP:
      return { type: 'regroup', with: at(d.partner) };
    default:
      return { type: 'hold' };
  }
}

/** The decision in `f.dec` as the reference writes it (before it is applied). */
export function decisionOf(f: Fast): Decision {
  const d = f.dec;
  const side = f.sides[d.side]!;
  if (d.kind === ASK_ROLL) return { kind: 'roll', side };
  const unit = d.unit < 0 ? null : f.units[d.unit]!.at;
  if (d.kind === ASK_MOVE) {
    return unit === null ? { kind: 'move', side, unit } : { kind: 'move', side, unit, to: f.ix.keys[d.to]! };
  }
  return unit === null ? { kind: 'combat', side, unit } : { kind: 'combat', side, unit, action: actionOf(f) };
}
