/**
 * The fast general's order for a set (ai/chooseTactic.ts, ai/clearAttack.ts, ai/scoreTactic.ts,
 * legal.ts legalTactics and lawful.ts, cavalry's long moves too): a clear attack, else the best-scoring
 * lawful order in legalTactics' order, half-stack moves after, ties broken by the same generator
 * from the same fingerprint.
 */
import { CLEAR_ATTACK } from '../ai/clearAttack';
import { generator } from '../ai/hash';
import { SURROUNDED_FACES } from '../tactics';
import { Ord, Strat, type Fast, type FSet } from './position';
import { fingerprint } from './hash';
import { attackValue, canAttack, danger, hexThreat, scoreDefend } from './score';
import { pathLength } from './paths';
import { withinOf } from './tables';
import { enemyFacesOf, nearestEnemyOf, targetOf, viewOf, type FView } from './view';

/**
 * What the general gives a set: an order kind, its cells and the units a move names (-1 all),
 * `cav` of them cavalry.
 */
export interface FOrder {
  type: Ord;
  from: number;
  to: number;
  units: number;
  cav: number;
}

interface Ctx {
  readonly f: Fast;
  readonly v: FView;
  readonly set: FSet;
  readonly enemyToCome: FSet[];
  readonly enemyAfter: FSet[];
  readonly myLaterAttacks: number;
  readonly target: number;
  readonly t: { adj: number; cap: number };
}

export function chooseOrder(f: Fast): FOrder {
  const side = f.reqSide;
  const set = f.queue[f.gStart + f.nOrders]!;
  const v = viewOf(f, side);
  const clear = clearAttack(f, v, set);
  if (clear) return clear;
  const ctx = contextOf(f, v, set);
  const list = lawfulOrders(f, v, set.width);
  if (ctx.myLaterAttacks > 0) partialMoves(f, v, list);
  return best(ctx, list);
}

/** ai/clearAttack.ts clearAttack (its order is always lawful here: troops next door, Seize or Hold). */
function clearAttack(f: Fast, v: FView, set: FSet): FOrder | null {
  if (!canAttack(f, v.side)) return null;
  let top = CLEAR_ATTACK - 1e-9;
  let from = -1;
  let to = -1;
  const { nbrStart, nbr } = f.m;
  for (const fc of v.contact) {
    for (let j = nbrStart[fc]!; j < nbrStart[fc + 1]!; j++) {
      const t = nbr[j]!;
      const o = f.owner[t]!;
      if (o < 0 || o === v.side) continue;
      const value = attackValue(f, v, fc, t, set.width, set.height);
      if (value > top) {
        top = value;
        from = fc;
        to = t;
      }
    }
  }
  if (from < 0 || defenceBeats(f, v, set, top)) return null;
  return { type: Ord.Attack, from, to, units: -1, cav: -1 };
}

function defenceBeats(f: Fast, v: FView, set: FSet, value: number): boolean {
  const declared = f.strat[v.side];
  if (declared !== Strat.Hold && declared !== Strat.Deploy) return false;
  const enemyToCome = setsFrom(f, f.gStart, (s) => s.side !== v.side && s !== set);
  if (enemyToCome.length === 0) return false;
  for (const at of v.contact) if (scoreDefend(f, v, set, enemyToCome, at) > value) return true;
  return false;
}

const setsFrom = (f: Fast, from: number, want: (s: FSet) => boolean): FSet[] => {
  const out: FSet[] = [];
  for (let i = from; i < f.queue.length; i++) if (want(f.queue[i]!)) out.push(f.queue[i]!);
  return out;
};

function contextOf(f: Fast, v: FView, set: FSet): Ctx {
  const idx = f.gStart + f.nOrders;
  let myLaterAttacks = 0;
  if (canAttack(f, v.side)) {
    for (let i = idx + 1; i < f.queue.length; i++) {
      const s = f.queue[i]!;
      if (s.side === v.side && s !== set) myLaterAttacks++;
    }
  }
  return {
    f,
    v,
    set,
    enemyToCome: setsFrom(f, f.gStart, (s) => s.side !== v.side && s !== set),
    enemyAfter: setsFrom(f, f.gStart + f.gSize, (s) => s.side !== v.side),
    myLaterAttacks,
    target: targetOf(f, v.side),
    t: { adj: 0, cap: 0 },
  };
}

/** board.ts nearestEnemy on the position now: Infinity when there is none. */
function nearestNow(f: Fast, i: number, side: number): number {
  let d = Infinity;
  for (const k of f.order) if (f.owner[k] !== side) d = Math.min(d, f.m.dist[i * f.m.n + k]!);
  return d;
}

/** legal.ts legalTactics with lawful.ts and the strategies' bars: pass first, then hex by hex. */
function lawfulOrders(f: Fast, v: FView, width: number): FOrder[] {
  const out: FOrder[] = [{ type: Ord.Pass, from: -1, to: -1, units: -1, cav: -1 }];
  const side = v.side;
  const strat = f.strat[side]!;
  const { nbrStart, nbr } = f.m;
  for (const from of f.order) {
    if (f.owner[from] !== side) continue;
    if (
      strat !== Strat.Seize &&
      (strat !== Strat.Retreat || enemyFacesOf(f, f.owner, from, side) >= SURROUNDED_FACES)
    ) {
      out.push({ type: Ord.Defend, from, to: -1, units: -1, cav: -1 });
    }
    for (let j = nbrStart[from]!; j < nbrStart[from + 1]!; j++) {
      const to = nbr[j]!;
      const o = f.owner[to]!;
      if (o >= 0 && o !== side) {
        if (strat === Strat.Seize || strat === Strat.Hold)
          out.push({ type: Ord.Attack, from, to, units: -1, cav: -1 });
        continue;
      }
      if (lawfulMove(f, side, from, to)) out.push({ type: Ord.Move, from, to, units: -1, cav: -1 });
    }
    if (f.cav[from]! > 0 && width >= 2) cavalryMoves(f, side, from, width, out);
  }
  return out;
}

/**
 * legal.ts fastMoves: the hex's cavalry up to the set's width away, in grid.within's order; with
 * only cavalry in the hex the moves next door are already listed, with others there the cavalry
 * alone is named.
 */
function cavalryMoves(f: Fast, side: number, from: number, width: number, out: FOrder[]): void {
  const cav = f.cav[from]!;
  const all = cav === f.count[from];
  const { dist, n } = f.m;
  for (const to of withinOf(f.m, from, width)) {
    const d = dist[from * n + to]!;
    if (d < 1 || (d === 1 && all)) continue;
    if (!lawfulMove(f, side, from, to)) continue;
    if (d > 1 && pathLength(f, side, from, to, width) > width) continue;
    out.push({ type: Ord.Move, from, to, units: all ? -1 : cav, cav: all ? -1 : cav });
  }
}

/**
 * moveOrder.ts checkMove's verdict on where a move ends (the way there is judged by the caller):
 * ground it may enter with no enemy, and the strategy's limits (ruling 3).
 */
function lawfulMove(f: Fast, side: number, from: number, to: number): boolean {
  const o = f.owner[to]!;
  if (!f.m.enterable[to] || (o >= 0 && o !== side)) return false;
  const strat = f.strat[side]!;
  if (strat === Strat.Hold) return o === side;
  if (strat === Strat.Retreat) return nearestNow(f, to, side) >= nearestNow(f, from, side);
  const goal = f.goal[side]!;
  const { dist, n } = f.m;
  return !(goal >= 0 && dist[to * n + goal]! > dist[from * n + goal]!);
}

/**
 * ai/chooseTactic.ts withPartialMoves: half of a stack of 4 or more (half of each type, rounded
 * down, of the units the move names) steps next to an enemy.
 */
function partialMoves(f: Fast, v: FView, list: FOrder[]): void {
  const len = list.length;
  for (let k = 0; k < len; k++) {
    const t = list[k]!;
    if (t.type !== Ord.Move || f.owner[t.to] === v.side) continue;
    if (f.count[t.from]! < 4 || enemyFacesOf(f, f.owner, t.to, v.side) === 0) continue;
    const all = t.units < 0;
    const cav = all ? f.cav[t.from]! : t.cav;
    const halfCav = Math.floor(cav / 2);
    const half = Math.floor(((all ? f.count[t.from]! : t.units) - cav) / 2) + halfCav;
    if (half === 0) continue; // halfOf: a lone cavalry unit named has no half
    list.push({ type: Ord.Move, from: t.from, to: t.to, units: half, cav: halfCav });
  }
}

/** ai/best.ts best over ai/scoreTactic.ts scoreTactic. */
function best(ctx: Ctx, list: readonly FOrder[]): FOrder {
  let top: FOrder[] = [];
  let topScore = -Infinity;
  for (const x of list) {
    const s = score(ctx, x);
    if (s > topScore + 1e-9) {
      topScore = s;
      top = [x];
    } else if (s > topScore - 1e-9) top.push(x);
  }
  if (top.length === 1) return top[0]!;
  const tie = generator(fingerprint(ctx.f, 'assign'))();
  return top[Math.floor(tie * top.length)]!;
}

function score(ctx: Ctx, t: FOrder): number {
  switch (t.type) {
    case Ord.Attack:
      return attackValue(ctx.f, ctx.v, t.from, t.to, ctx.set.width, ctx.set.height);
    case Ord.Defend:
      return scoreDefend(ctx.f, ctx.v, ctx.set, ctx.enemyToCome, t.from);
    case Ord.Move:
      return scoreMove(ctx, t.from, t.to, t.units);
    default:
      return 0;
  }
}

/** ai/scoreTactic.ts scoreMove. */
function scoreMove(ctx: Ctx, from: number, to: number, units: number): number {
  const { f, v } = ctx;
  const have = f.count[from]!;
  const n = units < 0 ? have : Math.min(units, have);
  const emptied = n >= have;
  let value = 0;
  if (f.strat[v.side] === Strat.Retreat) {
    value += (nearestEnemyOf(f, v, to) - nearestEnemyOf(f, v, from)) * n * 0.3;
  } else if (ctx.target >= 0) {
    const w = f.m.walk;
    const base = ctx.target * f.m.n;
    value += (w[base + from]! - w[base + to]!) * n * 0.15;
  }
  const mineTo = f.owner[to] === v.side;
  if (ctx.myLaterAttacks > 0 && canAttack(f, v.side) && !mineTo) {
    let gained = enemyFacesOf(f, f.owner, to, v.side);
    if (emptied) gained -= enemyFacesOf(f, f.owner, from, v.side);
    value += 0.6 * gained * Math.min(2, ctx.myLaterAttacks);
  }
  const there = mineTo ? f.count[to]! : 0;
  const after = ctx.enemyAfter;
  hexThreat(f, v, to, ctx.t);
  const aTo = ctx.t.adj;
  const cTo = ctx.t.cap;
  hexThreat(f, v, from, ctx.t);
  const risk =
    danger(v, aTo, cTo, there + n, after) -
    danger(v, aTo, cTo, there, after) -
    (danger(v, ctx.t.adj, ctx.t.cap, have, after) - danger(v, ctx.t.adj, ctx.t.cap, have - n, after));
  const weight = v.myTotal > v.enemyTotal ? 0.5 : 0.5 / 2;
  return value - weight * risk;
}
