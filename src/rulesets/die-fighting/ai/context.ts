/**
 * What the computer general works out once per position and side: its units and the enemy's,
 * where they stand as map indexes, who stands on each square, and every pairing's attack worth
 * both ways, so scoring a square costs a loop of arithmetic over the enemies and nothing more.
 * Memoised by the units map (never changed in place): the combat phase asks several decisions of
 * one position whenever an attack misses.
 */
import { RecentCache } from '../../../core/recentCache';
import { gridFor, indexFor, type GridIndex } from '../../../grid';
import { allUnits, holds, kindOf, maxHealth } from '../board';
import type { BattleState } from '../state';
import type { Unit } from '../types';
import { cardsByProfile, healthWorth, profileOf, worthGrid } from './value';

export interface Ctx {
  readonly s: BattleState;
  readonly side: string;
  readonly ix: GridIndex;
  readonly rows: number;
  readonly mine: readonly Unit[];
  readonly enemies: readonly Unit[];
  /** Who stands on each cell: k + 1 for enemy k, -(m + 1) for my unit m, 0 for nobody. */
  readonly who: Int16Array;
  readonly mineAt: Int32Array;
  readonly enemyAt: Int32Array;
  readonly enemyCol: Int32Array;
  readonly enemyRow: Int32Array;
  /** How far each enemy strikes next turn: its range (ranged) or its speed plus one. */
  readonly enemyReach: Int32Array;
  readonly enemyRange: Int32Array;
  /** worth[m * enemies + e]: my unit m attacking enemy e. */
  readonly worth: Float64Array;
  /** threat[e * mine + m]: enemy e attacking my unit m. */
  readonly threat: Float64Array;
  /** Per unit of mine: its speed for closing in (0 for ranged units), its move, range, hurt (0-1). */
  readonly speed: Int32Array;
  readonly move: Int32Array;
  readonly range: Int32Array;
  readonly hurt: Float64Array;
  readonly ranged: Uint8Array;
  /** A point of health's worth to unit m (what regrouping brings back). */
  readonly healthWorth: Float64Array;
  /**
   * How much danger counts: 1 when the armies are even, less the stronger this side is (by health
   * left), so a general well ahead in an elimination game closes in instead of waiting.
   */
  readonly caution: number;
  /** Whether this side sees the map turned round (ties go by rank, not map order). */
  readonly flip: boolean;
}

/**
 * Whether `side` breaks ties in reverse map order: the sides deploying south or east. Map order
 * (column, then row) favours whatever lies north-west; on a map that is the same seen from either
 * side (turned half round), each side then breaks its ties the same way from where it stands.
 */
function flipped(s: BattleState, side: string): boolean {
  const edge = s.rules.sides.find((x) => x.id === side)?.edge;
  return edge === 'south' || edge === 'east';
}

/** A square's place in this side's tie order: map order, or reverse map order when flipped. */
export const rankOf = (ctx: Ctx, i: number): number => (ctx.flip ? ctx.ix.size - 1 - i : i);

/** Chebyshev distance between two cell indexes. */
export function distIx(ctx: Ctx, a: number, b: number): number {
  const r = ctx.rows;
  return Math.max(Math.abs(((a / r) | 0) - ((b / r) | 0)), Math.abs((a % r) - (b % r)));
}

/**
 * How much danger counts for `side`. In an elimination game a side well ahead (by health left)
 * closes in; and as the rounds go by every side weighs danger less, so two armies that each wait
 * for the other to come (a stand-off the first to close loses) still end up fighting it out.
 */
function cautionOf(s: BattleState, mine: readonly Unit[], enemies: readonly Unit[]): number {
  if (s.rules.options.game !== 'elimination') return 1;
  let mineHealth = 0;
  let theirHealth = 0;
  for (const u of mine) mineHealth += u.health;
  for (const e of enemies) theirHealth += e.health;
  const lead = theirHealth > 0 ? mineHealth / theirHealth : 4;
  const ahead = lead > 1.25 ? Math.max(0.25, 1.25 / lead) : 1;
  const patience = Math.max(0.1, 1 - Math.max(0, s.round - PATIENT_ROUNDS) / PATIENT_ROUNDS);
  return ahead * patience;
}

/** Rounds an even elimination game is fought at full caution before it wears off. */
const PATIENT_ROUNDS = 8;

/**
 * Typed arrays carved from one buffer: each typed array of more than a few dozen bytes costs an
 * allocation outside the heap (about a microsecond), and a context needs sixteen.
 */
class Arena {
  private readonly buf: ArrayBuffer;
  private at = 0;
  constructor(bytes: number) {
    this.buf = new ArrayBuffer(bytes + 8 * 16); // room for each array's alignment
  }
  private take(n: number, size: number): number {
    this.at = Math.ceil(this.at / size) * size;
    const at = this.at;
    this.at += n * size;
    return at;
  }
  f64 = (n: number) => new Float64Array(this.buf, this.take(n, 8), n);
  i32 = (n: number) => new Int32Array(this.buf, this.take(n, 4), n);
  i16 = (n: number) => new Int16Array(this.buf, this.take(n, 2), n);
  u8 = (n: number) => new Uint8Array(this.buf, this.take(n, 1), n);
}

function build(s: BattleState, side: string): Ctx {
  const ix = indexFor(gridFor(s.rules.grid));
  const rows = ix.rows;
  const mine: Unit[] = [];
  const enemies: Unit[] = [];
  const flip = flipped(s, side);
  const all = allUnits(s);
  for (let j = 0; j < all.length; j++) {
    const u = all[flip ? all.length - 1 - j : j]!;
    (u.side === side ? mine : enemies).push(u);
  }
  const ne = enemies.length;
  const nm = mine.length;
  const a = new Arena(16 * nm * ne + 16 * nm + 4 * (5 * ne + 4 * nm) + 2 * ix.size + nm);
  const worth = a.f64(nm * ne);
  const threat = a.f64(ne * nm);
  const hurt = a.f64(nm);
  const worthOfHealth = a.f64(nm);
  const enemyAt = a.i32(ne);
  const enemyCol = a.i32(ne);
  const enemyRow = a.i32(ne);
  const enemyReach = a.i32(ne);
  const enemyRange = a.i32(ne);
  const mineAt = a.i32(nm);
  const speed = a.i32(nm);
  const move = a.i32(nm);
  const range = a.i32(nm);
  const who = a.i16(ix.size);
  const cards = cardsByProfile(s);
  const ranged = a.u8(nm);
  for (let k = 0; k < ne; k++) {
    const e = enemies[k]!;
    const i = ix.indexOf.get(e.at)!;
    who[i] = k + 1;
    enemyAt[k] = i;
    enemyCol[k] = (i / rows) | 0;
    enemyRow[k] = i % rows;
    const card = cards[profileOf(e)]!;
    enemyRange[k] = card.range;
    enemyReach[k] = kindOf(e) === 'ranged' ? card.range : card.speed + 1;
  }
  for (let m = 0; m < nm; m++) {
    const u = mine[m]!;
    const i = ix.indexOf.get(u.at)!;
    who[i] = -(m + 1);
    mineAt[m] = i;
    const card = cards[profileOf(u)]!;
    ranged[m] = kindOf(u) === 'ranged' ? 1 : 0;
    move[m] = card.speed;
    speed[m] = ranged[m] ? 0 : card.speed;
    range[m] = card.range;
    hurt[m] = 1 - u.health / maxHealth(u);
    worthOfHealth[m] = healthWorth(u);
  }
  worthGrid(s, mine, enemies, worth, ne, 1);
  worthGrid(s, enemies, mine, threat, nm, 1);
  return {
    s,
    side,
    ix,
    rows,
    mine,
    enemies,
    who,
    mineAt,
    enemyAt,
    enemyCol,
    enemyRow,
    enemyReach,
    enemyRange,
    worth,
    threat,
    speed,
    move,
    range,
    hurt,
    ranged,
    healthWorth: worthOfHealth,
    caution: cautionOf(s, mine, enemies),
    flip,
  };
}

const contexts = new RecentCache<BattleState['units'], Map<string, Ctx>>(4);

/** The side's view of the position, worked out once per position and side. */
export function contextOf(s: BattleState, side: string): Ctx {
  const bySide = contexts.get(s.units) ?? contexts.set(s.units, new Map());
  let ctx = bySide.get(side);
  // The memo is by position; a state of the same position but other rules is another battle,
  // and in another round the caution is another (a position can stand still for rounds).
  if (ctx === undefined || ctx.s.rules !== s.rules || ctx.s.round !== s.round) {
    bySide.set(side, (ctx = build(s, side)));
  }
  return ctx;
}

/** Whether an enemy beside my unit `m` holds it (it may not move, only break away). */
export function isHeld(ctx: Ctx, m: number): boolean {
  const { nbrStart, nbrs } = ctx.ix;
  const at = ctx.mineAt[m]!;
  for (let e = nbrStart[at]!, end = nbrStart[at + 1]!; e < end; e++) {
    const w = ctx.who[nbrs[e]!]!;
    if (w > 0 && holds(ctx.enemies[w - 1]!, ctx.mine[m]!)) return true;
  }
  return false;
}

/** Whether any enemy stands beside the cell of index `i`. */
export function enemyBeside(ctx: Ctx, i: number): boolean {
  const { nbrStart, nbrs } = ctx.ix;
  for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) if (ctx.who[nbrs[e]!]! > 0) return true;
  return false;
}
