/**
 * How the computer general scores one order for one set: the kills an attack is expected to make,
 * the losses a defence is expected to save, the ground and risk a move is expected to bring.
 * Shared by the choice of orders and its first look for a clear attack (clearAttack.ts).
 */
import type { CellKey } from '../../../grid/types';
import type { BattleState } from '../state';
import type { QueuedSet, Tactic, UnitCounts } from '../types';
import { targetOf } from './plan';
import {
  afterGroup,
  canAttack,
  capLeft,
  currentIndex,
  danger,
  facesHeld,
  gobbleReaching,
  hexThreat,
  type HexThreat,
  KNOCK_COST,
  knockGain,
  setsToCome,
  unitsLeft,
} from './threat';
import { sideIndex } from '../compact';
import { cellOf, enemyFacesOf, isMine, nearestEnemy, unitsAt, walk, viewOf, type View } from './view';

/** Value of one unit-step toward the target, in units. */
const W_APPROACH = 0.15;
/** Weight of the expected losses a move exposes units to. */
const W_DANGER = 0.5;
/**
 * Share of the enemy's sets assumed to attack: some defend, move or pass, so a hex under threat
 * expects half the attacks that could reach it (measured against randomGeneral and itself).
 */
const ATTACK_SHARE = 0.5;

export interface AssignContext {
  readonly state: BattleState;
  readonly v: View;
  readonly set: QueuedSet;
  /** Enemy sets that resolve with or after this one (the group's defends come first). */
  readonly enemyToCome: readonly QueuedSet[];
  /** Enemy sets after this group: they act on the positions this group leaves. */
  readonly enemyAfter: readonly QueuedSet[];
  /** My sets after this one that could still attack this round. */
  readonly myLaterAttacks: number;
  readonly target: CellKey | null;
  /** hexThreat per hex, worked out once per decision. */
  readonly threats: Map<CellKey, HexThreat>;
}

function threatAt(ctx: AssignContext, at: CellKey): HexThreat {
  let t = ctx.threats.get(at);
  if (!t) {
    t = hexThreat(ctx.state, ctx.v, at);
    ctx.threats.set(at, t);
  }
  return t;
}

export function assignContext(state: BattleState, side: string, set: QueuedSet): AssignContext {
  const v = viewOf(state, side);
  const g = state.group;
  const idx = currentIndex(state);
  const enemyToCome = setsToCome(state, g ? g.start : idx).filter((s) => s.side !== side && s.id !== set.id);
  const enemyAfter = setsToCome(state, afterGroup(state)).filter((s) => s.side !== side);
  let myLaterAttacks = 0;
  if (canAttack(state, side)) {
    for (const s of setsToCome(state, idx + 1)) if (s.side === side && s.id !== set.id) myLaterAttacks++;
  }
  return {
    state,
    v,
    set,
    enemyToCome,
    enemyAfter,
    myLaterAttacks,
    target: targetOf(state, side),
    threats: new Map(),
  };
}

export function scoreTactic(ctx: AssignContext, t: Tactic): number {
  switch (t.type) {
    case 'attack':
      return scoreAttack(ctx, t.from, t.to, ctx.set.width, ctx.set.height);
    case 'defend':
      return scoreDefend(ctx, t.at);
    case 'move':
      return scoreMove(ctx, t.from, t.to, t.units);
    default:
      return 0;
  }
}

/** Units an attack is expected to kill, plus the knock it causes and a hex wiped out. */
export function attackValue(
  state: BattleState,
  v: View,
  from: CellKey,
  to: CellKey,
  width: number,
  height: number,
): number {
  const o = v.pos[to];
  if (!o) return 0;
  const defender = o.side;
  const gobble = gobbleReaching(state, to, defender, height);
  if (gobble >= width - 1) return 0.2 * (width - 1); // spoiled; it drains their gobble dice
  const w = width - gobble;
  const enc = Math.max(0, facesHeld(v, to, v.side) - 1);
  const left = unitsLeft(state, v, to);
  const kills = Math.max(0, Math.min(w + enc, capLeft(state, from, unitsAt(v, from)), left));
  let value = kills + knockGain(state, defender);
  if (kills >= left && left > 0) value += 0.5;
  return value;
}

function scoreAttack(ctx: AssignContext, from: CellKey, to: CellKey, width: number, height: number): number {
  return attackValue(ctx.state, ctx.v, from, to, width, height);
}

/** What a defence's score reads of the context. */
export type DefendContext = Pick<AssignContext, 'state' | 'v' | 'set' | 'enemyToCome'>;

/** Kills (and knocks) the set's gobble dice are expected to save in `at`. */
export function scoreDefend(ctx: DefendContext, at: CellKey): number {
  const { state, v, set } = ctx;
  const mine = unitsAt(v, at);
  const share = ATTACK_SHARE / Math.max(1, v.contact.length);
  let saved = 0;
  // Expected dice used: the set's dice can't be spent on more attacks than they cover.
  let used = 0;
  const i = cellOf(v, at);
  const { owner, count } = v.c;
  const { nbrStart, nbr, keys } = v.c.map;
  for (const s of ctx.enemyToCome) {
    if (s.height > set.height || !canAttack(state, s.side)) continue;
    let adjacent = 0;
    let cap = 0;
    const who = sideIndex(v.c, s.side);
    for (let j = who < 0 || i < 0 ? 0 : nbrStart[i]!; who >= 0 && i >= 0 && j < nbrStart[i + 1]!; j++) {
      const n = nbr[j]!;
      if (owner[n] !== who) continue;
      adjacent++;
      cap = Math.max(cap, capLeft(state, keys[n]!, count[n]!));
    }
    if (adjacent === 0) continue;
    const e0 = gobbleReaching(state, at, v.side, s.height);
    const gain =
      defendLoss(s.width, e0, adjacent, cap, mine) - defendLoss(s.width, e0 + set.width, adjacent, cap, mine);
    if (gain <= 0) continue;
    saved += gain * share;
    used += Math.min(set.width, Math.max(0, s.width - 1 - e0)) * share;
  }
  return used > set.width ? (saved * set.width) / used : saved;
}

/** Units (and the knock) an attack `width` wide costs the hex once `e` gobble dice meet it. */
function defendLoss(width: number, e: number, adjacent: number, cap: number, mine: number): number {
  const w = width - Math.min(e, width - 1);
  return w < 2 ? 0 : Math.min(w + adjacent - 1, cap, mine) + KNOCK_COST;
}

function scoreMove(ctx: AssignContext, from: CellKey, to: CellKey, units?: UnitCounts): number {
  const { state, v } = ctx;
  const have = unitsAt(v, from);
  let n = have;
  if (units) {
    n = 0;
    for (const c of Object.values(units)) n += c ?? 0;
    n = Math.min(n, have);
  }
  const emptied = n >= have;
  const declared = state.declarations[v.side]?.strategy;
  let value = 0;
  if (declared === 'retreat') {
    value += (nearestEnemy(v, to) - nearestEnemy(v, from)) * n * 0.3;
  } else if (ctx.target !== null) {
    const grid = v.grid;
    value +=
      (walk(state.rules, grid, from, ctx.target) - walk(state.rules, grid, to, ctx.target)) * n * W_APPROACH;
  }
  if (ctx.myLaterAttacks > 0 && canAttack(state, v.side) && !isMine(v, to)) {
    // Faces of enemy hexes gained (and lost, if the hex is emptied): encirclement for later sets.
    let gained = enemyFacesOf(v, to);
    if (emptied) gained -= enemyFacesOf(v, from);
    value += 0.6 * gained * Math.min(2, ctx.myLaterAttacks);
  }
  const there = isMine(v, to) ? unitsAt(v, to) : 0;
  const tTo = threatAt(ctx, to);
  const tFrom = threatAt(ctx, from);
  const after = ctx.enemyAfter;
  const risk =
    danger(v, tTo, there + n, after) -
    danger(v, tTo, there, after) -
    (danger(v, tFrom, have, after) - danger(v, tFrom, have - n, after));
  // Behind on units, time favours the enemy: accept risk to get into the fight.
  const weight = v.myTotal > v.enemyTotal ? W_DANGER : W_DANGER / 2;
  return value - weight * risk;
}
