/**
 * The fast path's position (issue 23): one mutable record per trial, by cell and side index, that
 * the fast rules (rules.ts, resolve.ts) change in place and the fast general (general.ts,
 * orders.ts, reactions.ts) reads. It stands for the reference BattleState of a battle of infantry
 * and cavalry on open, rough, impassable, hill, forest and river ground (trial.ts `fastSupports`);
 * project.ts maps both to the same plain record, which the lockstep test compares after every step.
 */
import { hashString } from '../ai/hash';
import type { BattleRules } from '../state';
import { fastMapOf, type FastMap } from './tables';

/** A set in the round: mutable (a knock narrows it in place); identity stands for its id. */
export interface FSet {
  readonly side: number;
  width: number;
  readonly height: number;
  readonly rolledWidth: number;
}

export enum Phase {
  Declare = 1,
  Roll = 2,
  Split = 3,
  Resolve = 4,
  Free = 5,
  Ended = 6,
}

/** Strategies by number, in the rules' STRATEGIES order. */
export enum Strat {
  None = -1,
  Deploy = 0,
  Seize = 1,
  Hold = 2,
  Retreat = 3,
}

/** Order kinds (the group's orders). */
export enum Ord {
  Pass = 0,
  Attack = 1,
  Defend = 2,
  Move = 3,
}

/** The attack's stages, numbered by the reference stage's name length (hash.ts fingerprint). */
export enum Stage {
  Gobble = 6,
  Hit = 3,
  Casualties = 10,
  Knock = 5,
}

/** What the battle waits for. */
export enum Req {
  None = 0,
  Declare = 1,
  Roll = 2,
  Split = 3,
  Assign = 4,
  Gobble = 5,
  Knock = 6,
  Free = 7,
  Casualties = 8,
}

/** A free move: `n` units from `from` to `to`, `cav` of them cavalry. */
export interface FMove {
  from: number;
  to: number;
  n: number;
  cav: number;
}

export interface Fast {
  readonly m: FastMap;
  readonly nSides: number;
  readonly maxRounds: number;
  readonly perAttack: boolean;
  round: number;
  phase: Phase;
  /** Holder (side index, -1 none) and units by cell; `order` the held cells in the record's key order. */
  readonly owner: number[];
  readonly count: number[];
  /** Of `count`, the cavalry (the rest are infantry). */
  readonly cav: number[];
  readonly order: number[];
  /** Units per side now; bumped with every change of the positions (views are kept by it). */
  readonly total: number[];
  version: number;
  /** The same when the round began. */
  readonly rsOwner: number[];
  readonly rsCount: number[];
  readonly rsCav: number[];
  readonly rsOrder: number[];
  readonly rsTotal: number[];
  /** The Alea generator's state (core/rng.ts). */
  c: number;
  s0: number;
  s1: number;
  s2: number;
  readonly strat: number[];
  readonly goal: number[];
  nDecl: number;
  /** Sets per side after the roll; null: not rolled. */
  readonly sets: (FSet[] | null)[];
  splitAsked: number;
  queue: FSet[];
  cursor: number;
  group: boolean;
  gStart: number;
  gSize: number;
  /** 0 assign, 1 attack. */
  gStage: number;
  gNext: number;
  readonly oType: number[];
  readonly oFrom: number[];
  readonly oTo: number[];
  /** Units a move names (-1: all of the hex), and how many of them are cavalry. */
  readonly oUnits: number[];
  readonly oCav: number[];
  nOrders: number;
  attack: boolean;
  aIndex: number;
  aStage: Stage;
  aTarget: number;
  aWidth: number;
  readonly aGobbled: number[];
  aKills: number;
  /** The group's kills by cell, and the cells in the order first hit. */
  readonly loss: number[];
  /** Of `loss`, the cavalry. */
  readonly lossCav: number[];
  readonly lossCells: number[];
  /**
   * The gobble pool of each cell: its side (-1 none), and its dice as counts by face,
   * gob[cell * 11 + face] (a pool's dice are kept ascending, so counts say all of it).
   */
  readonly gobSide: number[];
  readonly gob: number[];
  /** Free height-10 dice in each cell's pool (a forest's, one per Defense there), spent last. */
  readonly gobFree: number[];
  readonly dealt: number[];
  /** Free moves chosen this round, per side: null not yet asked. */
  readonly free: (FMove[] | null)[];
  req: Req;
  reqSide: number;
  /** Winner's side index, -1 a draw; meaningful once phase is Ended. */
  winner: number;
  /** The general's target per side (view.ts targetOf) and the round it was chosen for. */
  readonly targets: { readonly round: number[]; readonly cell: number[] };
  /** hash.ts hashString of each side's id (the tie-break fingerprint). */
  readonly sideHash: readonly number[];
  /** The general's seed, hashed (ai/computerGeneral.ts). */
  seedHash: number;
  /** The general's views of the position now, per side, with the version each was read at (view.ts). */
  readonly views: unknown[];
  readonly viewVersion: number[];
  /** The split planner's working arrays (reactions.ts plannedKills), marked by a call's stamp. */
  readonly scratch: {
    stamp: number;
    readonly cap: number[];
    readonly capAt: number[];
    readonly left: number[];
    readonly leftAt: number[];
    readonly sorted: unknown[];
    /** A cavalry path search's (paths.ts): cells reached at this stamp, their steps, the queue. */
    readonly seenAt: number[];
    readonly depth: number[];
    readonly queue: number[];
  };
}

const STRATS = ['deploy', 'seize', 'hold', 'retreat'];

export const strategyName = (s: number): string => STRATS[s]!;
export const strategyNumber = (name: string): number => STRATS.indexOf(name);

/**
 * Sets `side`'s units in cell `i`, `cav` of them cavalry (the reference units writer): emptied,
 * the cell and its pool go.
 */
export function put(f: Fast, i: number, side: number, units: number, cav: number): void {
  f.version++;
  const was = f.owner[i]!;
  if (was >= 0) f.total[was] = f.total[was]! - f.count[i]!;
  if (units > 0) {
    if (was < 0) f.order.push(i);
    f.owner[i] = side;
    f.count[i] = units;
    f.cav[i] = cav;
    f.total[side] = f.total[side]! + units;
    return;
  }
  if (was >= 0) f.order.splice(f.order.indexOf(i), 1);
  f.owner[i] = -1;
  f.count[i] = 0;
  f.cav[i] = 0;
  clearPool(f, i);
}

/** Adds `n` units, `cav` of them cavalry, of `side` to cell `i` (held by `side` or empty). */
export const addTo = (f: Fast, i: number, side: number, n: number, cav: number): void =>
  f.owner[i]! >= 0 ? put(f, i, side, f.count[i]! + n, f.cav[i]! + cav) : put(f, i, side, n, cav);

/** Empties the gobble pool of cell `i`. */
export function clearPool(f: Fast, i: number): void {
  f.gobSide[i] = -1;
  for (let h = 1; h <= 10; h++) f.gob[i * 11 + h] = 0;
  f.gobFree[i] = 0;
}

/** A fast position for battles under `rules`, to be opened by trial.ts `openFast` before use. */
export function fastFor(rules: BattleRules): Fast {
  const m = fastMapOf(rules);
  const n = m.n;
  const ns = rules.sides.length;
  const cells = (x: number): number[] => new Array<number>(n).fill(x);
  const bySide = (x: number): number[] => new Array<number>(ns).fill(x);
  return {
    m,
    nSides: ns,
    maxRounds: rules.options.maxRounds,
    perAttack: rules.options.damageCap === 'per-attack',
    round: 1,
    phase: Phase.Declare,
    owner: cells(-1),
    count: cells(0),
    cav: cells(0),
    order: [],
    total: bySide(0),
    version: 0,
    rsOwner: cells(-1),
    rsCount: cells(0),
    rsCav: cells(0),
    rsOrder: [],
    rsTotal: bySide(0),
    c: 0,
    s0: 0,
    s1: 0,
    s2: 0,
    strat: bySide(Strat.None),
    goal: bySide(-1),
    nDecl: 0,
    sets: new Array<FSet[] | null>(ns).fill(null),
    splitAsked: 0,
    queue: [],
    cursor: 0,
    ...resolveFields(n),
    gobSide: cells(-1),
    gob: new Array<number>(n * 11).fill(0),
    gobFree: cells(0),
    dealt: cells(0),
    free: new Array<FMove[] | null>(ns).fill(null),
    req: Req.None,
    reqSide: -1,
    winner: -1,
    targets: { round: bySide(-1), cell: bySide(-1) },
    sideHash: rules.sides.map((s) => hashString(s.id)),
    seedHash: 0,
    views: new Array<unknown>(ns).fill(null),
    viewVersion: bySide(-1),
    scratch: scratchFields(n),
  };
}

/** The working arrays of the split planner and of cavalry's path search. */
function scratchFields(n: number): Fast['scratch'] {
  const cells = (): number[] => new Array<number>(n).fill(0);
  return {
    stamp: 0,
    cap: cells(),
    capAt: cells(),
    left: cells(),
    leftAt: cells(),
    sorted: [],
    seenAt: cells(),
    depth: cells(),
    queue: [],
  };
}

/** Resolve's bookkeeping: no group, no attack, no losses. */
function resolveFields(n: number) {
  return {
    group: false,
    gStart: 0,
    gSize: 0,
    gStage: 0,
    gNext: 0,
    oType: [] as number[],
    oFrom: [] as number[],
    oTo: [] as number[],
    oUnits: [] as number[],
    oCav: [] as number[],
    nOrders: 0,
    attack: false,
    aIndex: 0,
    aStage: Stage.Gobble,
    aTarget: -1,
    aWidth: 0,
    aGobbled: [] as number[],
    aKills: 0,
    loss: new Array<number>(n).fill(0),
    lossCav: new Array<number>(n).fill(0),
    lossCells: [] as number[],
  };
}
