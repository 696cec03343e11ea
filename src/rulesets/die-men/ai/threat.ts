/**
 * The arithmetic of attacks as the computer general foresees it: kills after gobble dice,
 * encirclement and the damage caps (die-men.txt, "Attack"; rulings 2, 5, 6 and 10), who still has
 * sets to come in the queue, and what a knock or an enemy attack is worth.
 */
import type { CellKey } from '../../../grid/types';
import type { BattleState } from '../state';
import type { QueuedSet } from '../types';
import { totalUnits } from '../units';
import { sideIndex } from '../compact';
import { cellOf, facesOf, unitsAt, type View } from './view';

/** What losing a die from one of one's own unresolved sets costs, in units. */
export const KNOCK_COST = 0.7;

/** Index in the queue of the set being asked about (or the next to resolve). */
export function currentIndex(state: BattleState): number {
  const g = state.group;
  return g ? g.start + g.orders.length : state.cursor;
}

/** Index of the first set after the group being resolved: the sets a knock can reach. */
export function afterGroup(state: BattleState): number {
  const g = state.group;
  return g ? g.start + g.size : state.cursor;
}

/**
 * Sets still to come, from queue index `from` on. Before Resolve (while sides split), the queue is
 * not built yet: every side's rolled sets.
 */
export function setsToCome(state: BattleState, from: number): readonly QueuedSet[] {
  if (state.phase === 'split' || (state.phase === 'roll' && state.queue.length === 0)) {
    const all: QueuedSet[] = [];
    for (const s of state.rules.sides) for (const set of state.sets[s.id] ?? []) all.push(set);
    return all;
  }
  return state.queue.slice(from);
}

/** True when `side` declared a strategy that allows attacking (or hasn't declared yet). */
export function canAttack(state: BattleState, side: string): boolean {
  const d = state.declarations[side];
  return !d || d.strategy === 'seize' || d.strategy === 'hold';
}

/** Kills still allowed from `from` this round (ruling 6). */
export function capLeft(state: BattleState, from: CellKey, units: number): number {
  return state.rules.options.damageCap === 'per-attack'
    ? units
    : Math.max(0, units - (state.dealt[from] ?? 0));
}

/** Units in `key` not already marked as killed by the group being resolved. */
export function unitsLeft(state: BattleState, v: View, key: CellKey): number {
  const lost = state.group?.losses[key];
  return unitsAt(v, key) - (lost ? totalUnits(lost) : 0);
}

/** Cells next to `key` held by `side`'s units. */
export const facesHeld = (v: View, key: CellKey, side: string): number =>
  facesOf(v, key, side === v.side ? v.me : sideIndex(v.c, side));

/** The gobble dice in `at` belonging to `side` that reach an attack of height `height`. */
export function gobbleReaching(state: BattleState, at: CellKey, side: string, height: number): number {
  const pool = state.gobble[at];
  if (!pool || pool.side !== side) return 0;
  let n = 0;
  for (const f of pool.dice) if (f >= height) n++;
  return n;
}

/** What a knock on `defender` gains the attacker: it spoils a pair, or trims a wider set. */
export function knockGain(state: BattleState, defender: string): number {
  let pairs = 0;
  let wide = 0;
  const queue = state.queue;
  for (let i = afterGroup(state); i < queue.length; i++) {
    const s = queue[i]!;
    if (s.side !== defender) continue;
    if (s.width >= 3) wide++;
    else pairs++;
  }
  if (wide > 0) return 0.6;
  return pairs > 0 ? 1.2 : 0;
}

/** Who can attack a hex of `v.side` from next door, and how hard (for `danger`). */
export interface HexThreat {
  /** Enemy hexes next to it (0: no danger). */
  readonly adjacent: number;
  /** The largest damage cap among them. */
  readonly cap: number;
}

export function hexThreat(state: BattleState, v: View, at: CellKey): HexThreat {
  let cap = 0;
  let adjacent = 0;
  let attacker = -1;
  const i = cellOf(v, at);
  const { owner, count } = v.c;
  const { nbrStart, nbr, keys } = v.c.map;
  for (let j = i < 0 ? 0 : nbrStart[i]!; i >= 0 && j < nbrStart[i + 1]!; j++) {
    const n = nbr[j]!;
    const o = owner[n]!;
    if (o < 0 || o === v.me) continue;
    adjacent++;
    attacker = o;
    cap = Math.max(cap, capLeft(state, keys[n]!, count[n]!));
  }
  return adjacent === 0 || !canAttack(state, v.c.sides[attacker]!)
    ? { adjacent: 0, cap: 0 }
    : { adjacent, cap };
}

/**
 * Expected units `v.side` loses in a hex (threatened as `t`, holding `mine` units) to the enemy
 * sets still to come, each enemy set assumed to pick any of the side's threatened hexes alike.
 */
export function danger(v: View, t: HexThreat, mine: number, sets: readonly QueuedSet[]): number {
  if (mine <= 0 || t.adjacent === 0) return 0;
  const targets = Math.max(1, v.contact.length);
  let loss = 0;
  for (const s of sets) {
    if (s.side === v.side) continue;
    loss += (Math.min(s.width + t.adjacent - 1, t.cap, mine) + KNOCK_COST) / targets;
  }
  return loss;
}
