/**
 * The simulator's fast path for Die Fighting (issue 23): one mutable position a trial plays on,
 * taken over from a reference state once the set-up and deployment are done. Units keep their
 * place in the reference's unit list (`k`); a fallen unit is marked, not removed, so the living
 * units in `k` order are the reference's list. The rules' step (rules.ts) and the computer
 * general (general.ts) change it in place. docs/computer-general.md ("Fast path") says what it
 * covers and how it is proven equal to the reference.
 */
import type { RngState } from '../../../core/rng';
import { gridFor, indexFor, type GridIndex } from '../../../grid';
import { cardFor, UNIT_TYPES, unitCost } from '../cards';
import { stepTable } from '../reachSearch';
import { sightTable } from '../sight';
import { CHANGE_MASK, logChange } from './changeLog';
import type { BattleState } from '../state';
import type { Unit } from '../types';

/** A unit as the general's shared helpers read it (place.ts, value.ts): changed in place here. */
export interface FastUnit {
  readonly id: string;
  readonly side: string;
  readonly type: Unit['type'];
  readonly commander: Unit['commander'];
  at: string;
  health: number;
  uses: number | null;
}

/** Phases as numbers. */
export const INITIATIVE = 1;
export const MOVEMENT = 2;
export const COMBAT = 3;
export const OVER = 4;

/** Request kinds as numbers (0: none). */
export const ASK_ROLL = 1;
export const ASK_MOVE = 2;
export const ASK_COMBAT = 3;

/** Unit kinds as numbers. */
export const FOOT = 0;
export const MOUNTED = 1;
export const RANGED = 2;

/** Combat actions as numbers. */
export const HOLD = 0;
export const ATTACK = 1;
export const CHARGE = 2;
export const BREAK_AWAY = 3;
export const REGROUP = 4;

/** The decision the general chose, in numbers (general.ts writes it, rules.ts applies it). */
export interface FastDecision {
  kind: number;
  side: number;
  /** The unit activated (place k), or -1: every unit left stays or holds. */
  unit: number;
  /** A move's or break away's square (map index). */
  to: number;
  action: number;
  /** An attack's targets (places k), nTargets of them. */
  readonly targets: Int32Array;
  nTargets: number;
  /** Per target: the unit named to take damage past blocking terrain (place k), or -1. */
  readonly passTo: Int32Array;
  /** A charge's target (place k) and the square named (map index; -1: the rules' default). */
  target: number;
  chargeTo: number;
  /**
   * The square a charge ends on when the general has found it (the named or the default one), or
   * -1: the rules look for it. Used once (the rules set it back to -1).
   */
  endsOn: number;
  /** A regroup's partner (place k). */
  partner: number;
}

export interface Fast {
  /** The state handed over: its rules (cards, map, options) are the battle's. */
  readonly s0: BattleState;
  /** What cautionOf reads of a state: the rules, the round, points destroyed (kept up to date). */
  readonly view: { readonly rules: BattleState['rules']; round: number; destroyed: Record<string, number> };
  readonly ix: GridIndex;
  readonly rows: number;
  readonly steps: Float64Array;
  /** The map's sight table (sight.ts `sightTable`), boxed: copyPosition copies typed arrays. */
  readonly sight: { readonly seen: Uint8Array };
  readonly sides: readonly string[];
  readonly n: number;
  readonly units: readonly FastUnit[];
  readonly side: Uint8Array;
  readonly cell: Int32Array;
  readonly alive: Uint8Array;
  readonly activated: Uint8Array;
  readonly engaged: Uint8Array;
  readonly kind: Uint8Array;
  readonly die: Int32Array;
  readonly points: Int32Array;
  readonly speed: Int32Array;
  readonly range: Int32Array;
  readonly targets: Int32Array;
  readonly attack: Int32Array;
  readonly defence: Int32Array;
  readonly damage: Int32Array;
  readonly breakAway: Int32Array;
  /** Who stands on each square: k + 1, or 0. */
  readonly occ: Int16Array;
  /** Units still on the map, per side. */
  readonly count: Int32Array;
  /** Units on the map not yet activated this phase, per side (rules.ts asks it at every step). */
  readonly waiting: Int32Array;
  /** Bumped whenever a unit of the side moves or falls (the other side's move searches). */
  readonly placed: Int32Array;
  /** Bumped whenever anything the general's view reads changes. */
  stamp: number;
  /**
   * The units that moved, were hurt or fell, in turn: change c's unit is at
   * `changeLog[c & CHANGE_MASK]`, `changes` the count so far. A view or side map that saw the log at count c touches only the
   * units logged since, unless more than the log holds came since (then it looks at all).
   */
  readonly changeLog: Int32Array;
  changes: number;
  /** Bumped at the start of each phase (the engaged units are set anew at a combat phase's). */
  epoch: number;
  /** Alea's state (src/core/rng.ts), drawn from in place. */
  c: number;
  a0: number;
  a1: number;
  a2: number;
  round: number;
  phase: number;
  readonly maxRounds: number;
  readonly timed: boolean;
  /** The initiative roll-off: which sides have rolled, and their totals. */
  readonly rolled: Uint8Array;
  readonly rollTotal: Int32Array;
  /** The side first this round (order is [first, the other]), and whose activation it is. */
  first: number;
  turn: number;
  readonly destroyed: Float64Array;
  /** What the battle waits for: kind (0 none) and side. */
  askKind: number;
  askSide: number;
  /** -2 not over; -1 a draw; else the winning side. */
  winner: number;
  readonly dec: FastDecision;
  /** Scratch for the general and the rules (never read before written). */
  readonly scratch: Scratch;
}

export interface Scratch {
  readonly list: Int32Array;
  readonly list2: Int32Array;
  readonly f64: Float64Array;
}

const KIND_NUMBER = { foot: FOOT, mounted: MOUNTED, ranged: RANGED } as const;

/** Which side of `f` (0 or 1) has the id `id`; -1 for none. */
export const sideIndex = (f: Fast, id: string): number => f.sides.indexOf(id);

/** Whether the fast path can take over `s`: two sides, a square map, no units left to place. */
export function canTakeOver(s: BattleState): boolean {
  if (s.rules.sides.length !== 2 || s.rules.grid.kind !== 'square') return false;
  if (s.reserve.length > 0 || s.outcome !== null || s.awaiting === null) return false;
  if (s.phase !== 'initiative' && s.phase !== 'movement' && s.phase !== 'combat') return false;
  return s.awaiting.kind === 'roll' ? s.awaiting.purpose === 'initiative' : s.awaiting.kind !== 'deploy';
}

function unitArrays(s: BattleState, f: Fast): void {
  const sides = f.sides;
  for (let k = 0; k < f.n; k++) {
    const u = s.units[k]!;
    const card = cardFor(s.rules.cards, u.type, u.commander);
    const i = f.ix.indexOf.get(u.at)!;
    f.side[k] = sides.indexOf(u.side);
    f.cell[k] = i;
    f.alive[k] = 1;
    f.occ[i] = k + 1;
    f.count[f.side[k]!]!++;
    f.activated[k] = s.activated.includes(u.id) ? 1 : 0;
    if (f.activated[k] === 0) f.waiting[f.side[k]!]!++;
    f.engaged[k] = s.engaged.includes(u.id) ? 1 : 0;
    f.kind[k] = KIND_NUMBER[UNIT_TYPES[u.type].kind];
    f.die[k] = UNIT_TYPES[u.type].die;
    f.points[k] = unitCost(u.type, u.commander);
    f.speed[k] = card.speed;
    f.range[k] = card.range;
    f.targets[k] = card.targets;
    f.attack[k] = card.attack;
    f.defence[k] = card.defence;
    f.damage[k] = card.damage;
    f.breakAway[k] = card.breakAway;
  }
}

/** Unit u as the position's own, all of one shape (spread copies took two: `uses` 2 or null). */
const fastUnit = (u: Unit): FastUnit => {
  const { id, side, type, commander, at, health, uses } = u;
  return { id, side, type, commander, at, health, uses };
};

/** The fast position of reference state `s` (canTakeOver(s) must hold). */
// eslint-disable-next-line max-lines-per-function -- one object literal of the position's fields
export function takeOver(s: BattleState): Fast {
  const ix = indexFor(gridFor(s.rules.grid));
  const n = s.units.length;
  const i32 = () => new Int32Array(n);
  const u8 = () => new Uint8Array(n);
  const sides = s.rules.sides.map((x) => x.id);
  const f: Fast = {
    s0: s,
    view: { rules: s.rules, round: s.round, destroyed: { ...s.destroyed } },
    ix,
    rows: ix.rows,
    steps: stepTable(s.rules, ix),
    sight: { seen: sightTable(s.rules) },
    sides,
    n,
    units: s.units.map(fastUnit),
    side: u8(),
    cell: i32(),
    alive: u8(),
    activated: u8(),
    engaged: u8(),
    kind: u8(),
    die: i32(),
    points: i32(),
    speed: i32(),
    range: i32(),
    targets: i32(),
    attack: i32(),
    defence: i32(),
    damage: i32(),
    breakAway: i32(),
    occ: new Int16Array(ix.size),
    count: new Int32Array(2),
    waiting: new Int32Array(2),
    placed: new Int32Array(2),
    stamp: 0,
    changeLog: new Int32Array(CHANGE_MASK + 1),
    changes: 0,
    epoch: 0,
    c: s.rng.c,
    a0: s.rng.s0,
    a1: s.rng.s1,
    a2: s.rng.s2,
    round: s.round,
    phase: s.phase === 'initiative' ? INITIATIVE : s.phase === 'movement' ? MOVEMENT : COMBAT,
    maxRounds: s.rules.options.maxRounds,
    timed: s.rules.options.game !== 'elimination',
    rolled: new Uint8Array(2),
    rollTotal: new Int32Array(2),
    first: sides.indexOf(s.order[0]!),
    turn: s.turn,
    destroyed: Float64Array.from(sides, (id) => s.destroyed[id] ?? 0),
    askKind: 0,
    askSide: 0,
    winner: -2,
    dec: {
      kind: 0,
      side: 0,
      unit: -1,
      to: -1,
      action: HOLD,
      targets: new Int32Array(8),
      nTargets: 0,
      passTo: new Int32Array(8),
      target: -1,
      chargeTo: -1,
      endsOn: -1,
      partner: -1,
    },
    scratch: {
      list: new Int32Array(4 * n + 64),
      list2: new Int32Array(4 * n + 64),
      f64: new Float64Array(64),
    },
  };
  unitArrays(s, f);
  sides.forEach((id, j) => {
    const faces = s.rolls[id];
    if (faces !== undefined) {
      f.rolled[j] = 1;
      f.rollTotal[j] = faces.reduce((a, b) => a + b, 0);
    }
  });
  return f;
}

/** One die of `sides` faces from the battle's generator: Alea's step, as src/core/rng.ts draws it. */
export function draw(f: Fast, sides: number): number {
  const t = 2091639 * f.a0 + f.c * 2.3283064365386963e-10; // 2^-32
  f.a0 = f.a1;
  f.a1 = f.a2;
  f.a2 = t - (f.c = t | 0);
  return Math.floor(f.a2 * sides) + 1;
}

/** The generator's state, as the reference keeps it. */
export const rngOf = (f: Fast): RngState => ({ c: f.c, s0: f.a0, s1: f.a1, s2: f.a2 });

/** Chebyshev distance (king moves) between two squares by map index. */
export function dist(f: Fast, a: number, b: number): number {
  const r = f.rows;
  const ac = (a / r) | 0;
  const bc = (b / r) | 0;
  const dc = ac > bc ? ac - bc : bc - ac;
  const ar = a - ac * r;
  const br = b - bc * r;
  const dr = ar > br ? ar - br : br - ar;
  return dc > dr ? dc : dr;
}

/** Moves unit k to square `to`. */
export function moveUnit(f: Fast, k: number, to: number): void {
  const from = f.cell[k]!;
  if (from === to) return;
  f.occ[from] = 0;
  f.occ[to] = k + 1;
  f.cell[k] = to;
  f.units[k]!.at = f.ix.keys[to]!;
  f.placed[f.side[k]!]!++;
  f.stamp++;
  logChange(f, k);
}

/** Sets unit k's health (above 0). */
export function setHealth(f: Fast, k: number, health: number): void {
  f.units[k]!.health = health;
  f.stamp++;
  logChange(f, k);
}

/** Marks unit k (on the map, not yet activated this phase) activated. */
export function activate(f: Fast, k: number): void {
  f.activated[k] = 1;
  f.waiting[f.side[k]!]!--;
}

/** Takes unit k off the map and credits its points to side `by` (draft.ts remove). */
export function removeUnit(f: Fast, k: number, by: number): void {
  if (f.activated[k] === 0) f.waiting[f.side[k]!]!--;
  f.alive[k] = 0;
  f.occ[f.cell[k]!] = 0;
  f.count[f.side[k]!]!--;
  f.placed[f.side[k]!]!++;
  f.destroyed[by] = f.destroyed[by]! + f.points[k]!;
  f.view.destroyed[f.sides[by]!] = f.destroyed[by]!;
  f.stamp++;
  logChange(f, k);
}

/** Sets the battle's generator to `rng`. */
export function setRng(f: Fast, rng: RngState): void {
  f.c = rng.c;
  f.a0 = rng.s0;
  f.a1 = rng.s1;
  f.a2 = rng.s2;
}
