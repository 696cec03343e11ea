/**
 * The computer general for Dice Wars. It deploys as ai/deploy.ts says. It activates first the unit that can do most harm where it
 * stands. In an activation: the free move first, to where its weapons will do most (then cover,
 * then nearer the enemy), weighing a spread of the lawful moves and then those near the best;
 * then the attack with the most expected damage, one at a time; then it ends. It takes no Move
 * action: against the general that did (when one beat staying put), it played at least as well
 * for less work (docs/computer-general.md). Losses are the sensible ones. Pure: a decision depends
 * on the request and the state alone (what it remembers between decisions is keyed by the state's
 * own objects, which apply replaces rather than changes); ties go to the first found.
 */
import type { SyncDecisionSource } from '../../../engine/decisionSource';
import type { CellKey } from '../../../grid/types';
import { sensibleLoss, sensibleMembers } from '../allocate';
import { boundScratch, lookedScratch } from '../caches';
import { unitById } from '../board';
import { unactivated } from '../legal';
import { moveSet, type MoveSet } from '../moves';
import type { Activation, BattleState, Unit } from '../state';
import type { Action, Decision, Request } from '../types';
import { contextOf, unusedSlots, type UnitContext } from './context';
import { harmWhereItStands } from './harm';
import { chooseDeployment, chooseEdge } from './deploy';
import { seatTurned, turnDecision, turnState } from './seat';

/**
 * Moves looked at first: evenly spread over the lawful ones (a long move has a thousand); then,
 * if one of them beats staying put, every move ending within REFINE squares of the best of those,
 * to settle on the best spot near it.
 */
const MOVE_SAMPLE = 40;
/** What cover adds to a place's worth. */
const COVER = 0.5;
const REFINE = 1;

/**
 * How good a place is: the harm it can do from there, cover, then how near the enemy it is
 * (weighBestFirst sums the same parts, in the same order).
 */
function placeWorth(
  ctx: UnitContext,
  cells: readonly number[],
  slots: readonly number[],
  actions: number,
  live: readonly (readonly number[])[],
): number {
  const nearest = ctx.nearest(cells[0]!);
  const away = 0.01 * (Number.isFinite(nearest) ? nearest : 0);
  const cover = ctx.coveredOn(cells) ? COVER : 0;
  return ctx.potential(cells, slots, actions, live) + cover - away;
}

/** The squares of move j of `m` (0 to deltas.length - 1: a shift; deltas.length: the gathering), into `out`. */
function squaresOf(m: MoveSet, j: number, out: number[]): number[] {
  if (j < m.deltas.length) {
    const d = m.deltas[j]!;
    for (let k = 0; k < m.starts.length; k++) out[k] = m.starts[k]! + d;
  } else for (let k = 0; k < m.starts.length; k++) out[k] = m.gathered![k]!;
  return out;
}

/** Where move j of `m` takes the first member (its square index). */
const leadOf = (m: MoveSet, j: number): number =>
  j < m.deltas.length ? m.starts[0]! + m.deltas[j]! : m.gathered![0]!;

/** Which of n moves have been weighed: one buffer used again, cleared (bestMove runs one at a time). */
function lookedAt(n: number): Uint8Array {
  if (lookedScratch.bytes.length < n) lookedScratch.bytes = new Uint8Array(n * 2);
  return lookedScratch.bytes.fill(0, 0, n);
}

/** weighBestFirst's buffers, room for n moves (caches.ts `boundScratch`; bestMove runs one at a time). */
function boundBuffers(n: number): typeof boundScratch {
  const b = boundScratch;
  if (b.list.length < n) {
    b.list = new Int32Array(n * 2);
    b.order = new Int32Array(n * 2);
    b.bound = new Float64Array(n * 2);
    b.cover = new Float64Array(n * 2);
    b.away = new Float64Array(n * 2);
    b.top = new Float64Array(n * 2);
  }
  return b;
}

/** The best move so far: its index, worth, and place in the order the moves are listed (`seq`). */
class Leader {
  j = -1;
  worth = 0;
  seq = 0;
}

/** What every move of one search is weighed with. */
interface Weighing {
  readonly slots: readonly number[];
  readonly actions: number;
  readonly live: readonly (readonly number[])[];
  readonly ceiling: number;
  readonly margin: number;
  /** How far a shifted (then the gathered) formation's models stand from its first, at most. */
  readonly spread: number;
  readonly gatheredSpread: number;
}

/**
 * The greatest distance between the centres of cells[0] and another of `cells` (Infinity if one
 * is off the table): no model of the formation is nearer anything than the first is, less this.
 */
function spreadOf(cells: readonly number[], rows: number): number {
  const a = cells[0]!;
  if (a < 0) return Infinity;
  const ac = (a / rows) | 0;
  let most = 0;
  for (let k = 1; k < cells.length; k++) {
    const x = cells[k]!;
    if (x < 0) return Infinity;
    const xc = (x / rows) | 0;
    const dc = xc - ac;
    const dr = x - xc * rows - (a - ac * rows);
    most = Math.max(most, Math.sqrt(dc * dc + dr * dr));
  }
  return most;
}

/**
 * Weighs moves list[0..count) of `m` (move indexes; their places in the listed order base + i)
 * into `lead`, with the answer of a scan in the listed order with placeWorth's pruning. The scan
 * passes over a move whose bound (the harm's ceiling, plus its cover, less its distance) can't
 * beat the best so far or the margin, and no move is worth more than its bound: so its answer is
 * the first listed of the moves worth most among those bounded above the margin. Here the moves
 * are met by a tighter bound, most first (a weapon adds nothing where every model is out of its
 * range of every enemy: the nearest enemy to the first model, less how far the others stand from
 * it), and the harm is summed only while a move's bound could still beat the best found (or tie
 * it, listed earlier): a good move met early skips the rest, with the same answer.
 */
function weighBestFirst(
  ctx: UnitContext,
  m: MoveSet,
  count: number,
  base: number,
  cells: number[],
  w: Weighing,
  lead: Leader,
): void {
  const { list, order, cover, away, top } = boundScratch;
  const shifts = m.deltas.length;
  for (let i = 0; i < count; i++) {
    const j = list[i]!;
    const x = j < shifts ? m.starts[0]! + m.deltas[j]! : m.gathered![0]!;
    const nearest = ctx.nearest(x);
    const off = 0.01 * (Number.isFinite(nearest) ? nearest : 0);
    away[i] = off;
    cover[i] = -1; // not asked yet
    // A hair less than the least gap, so that rounding can't make the bound too tight.
    const least = nearest - (j < shifts ? w.spread : w.gatheredSpread) - 1e-9;
    // The harm's bound with cover taken as had: cover is asked only of a move met.
    const t = (top[i] = ctx.ceilingBeyond(least, w.slots, w.actions, w.live));
    const key = t + COVER - off;
    // Most bound first; a tie keeps the listed order (insertion sort: at most MOVE_SAMPLE moves).
    let k = i;
    for (; k > 0 && top[order[k - 1]!]! + COVER - away[order[k - 1]!]! < key; k--) order[k] = order[k - 1]!;
    order[k] = i;
  }
  for (let r = 0; r < count; r++) {
    const i = order[r]!;
    const off = away[i]!;
    const seq = base + i;
    if (lead.j >= 0) {
      const most = top[i]! + COVER - off;
      if (most < lead.worth) break; // every later bound is lower still
      if (most === lead.worth && seq > lead.seq) continue; // at most a tie, listed later
    }
    squaresOf(m, list[i]!, cells);
    const c = ctx.coveredOn(cells) ? COVER : 0;
    // The scan passes over a move whose bound (the ceiling with its cover and distance) can't beat
    // the margin, or, bounded here, the best so far.
    if (!(w.ceiling + c - off > w.margin)) continue;
    const t = top[i]! + c - off;
    if (lead.j >= 0 && (t < lead.worth || (t === lead.worth && seq > lead.seq))) continue;
    // With no weapon in reach the harm is 0, and the worth its cover and distance.
    const worth = top[i] === 0 ? t : ctx.potential(cells, w.slots, w.actions, w.live) + c - off;
    if (lead.j < 0 || worth > lead.worth || (worth === lead.worth && seq < lead.seq)) {
      lead.j = list[i]!;
      lead.worth = worth;
      lead.seq = seq;
    }
  }
}

/**
 * The best move, if it beats staying put by a margin: MOVE_SAMPLE of the lawful ones evenly
 * spread, then those near the best of them (the first listed wins a tie). A move is weighed in
 * full only if it could beat the best so far and staying put by the margin (weighBestFirst):
 * one that can't would not change the answer. When none of the spread ones could beat staying
 * put by the margin, it stays without looking near any of them.
 */
export function bestMove(s: BattleState, u: Unit, a: Activation): CellKey[] | null {
  const actions = a.actions;
  const m = moveSet(s, u);
  const ctx = contextOf(s, u);
  const slots = unusedSlots(u, a);
  const live = ctx.within(m.starts, m.budget, slots);
  const stay = placeWorth(ctx, m.starts, slots, actions, live);
  const n = m.deltas.length + (m.gathered ? 1 : 0);
  const cells = new Array<number>(m.starts.length);
  const ceiling = ctx.ceiling(slots, actions, live);
  const rows = s.rules.table.rows;
  const w: Weighing = {
    slots,
    actions,
    live,
    ceiling,
    margin: stay + 0.05,
    spread: spreadOf(m.starts, rows),
    gatheredSpread: m.gathered ? spreadOf(m.gathered, rows) : Infinity,
  };
  const lead = new Leader();
  const { list } = boundBuffers(n);
  let count = 0;
  if (n <= MOVE_SAMPLE) {
    for (let j = 0; j < n; j++) list[count++] = j;
    weighBestFirst(ctx, m, count, 0, cells, w, lead);
    return answer(m, lead.j, lead.worth, stay, cells);
  }
  const step = n / MOVE_SAMPLE;
  const looked = lookedAt(n);
  for (let i = 0; i < MOVE_SAMPLE; i++) {
    const j = Math.floor(i * step);
    if (looked[j] === 1) continue;
    looked[j] = 1;
    list[count++] = j;
  }
  weighBestFirst(ctx, m, count, 0, cells, w, lead);
  // None of the spread ones could beat staying put (so there is no best to look near), or none
  // near the best could beat it or the margin even with the most harm: no need to look.
  if (lead.j < 0 || ceiling + COVER <= Math.max(lead.worth, w.margin))
    return answer(m, lead.j, lead.worth, stay, cells);
  const centre = leadOf(m, lead.j);
  const cc = (centre / rows) | 0;
  const cr = centre - cc * rows;
  count = 0;
  for (let j = 0; j < n; j++) {
    if (looked[j] === 1) continue;
    const x = leadOf(m, j);
    const xc = (x / rows) | 0;
    if (Math.abs(xc - cc) <= REFINE && Math.abs(x - xc * rows - cr) <= REFINE) list[count++] = j;
  }
  // Listed after every spread move: a tie with the best of those keeps it.
  weighBestFirst(ctx, m, count, MOVE_SAMPLE, cells, w, lead);
  return answer(m, lead.j, lead.worth, stay, cells);
}

/** Move `best` of `m` as squares, if it beats staying put by the margin. */
const answer = (m: MoveSet, best: number, worth: number, stay: number, cells: number[]): CellKey[] | null =>
  best >= 0 && worth > stay + 0.05 ? squaresOf(m, best, cells).map((i) => m.keys[i]!) : null;

/**
 * The attack with the most expected damage, if any does some. The lawful attacks (attackOptions)
 * are the unused weapons at the enemies some model can strike, which is what the context's
 * damage counts: so they are weighed straight from it, in attackOptions' order.
 */
function bestAttack(s: BattleState, u: Unit, a: Activation): Action | null {
  if (a.actions <= 0) return null;
  const ctx = contextOf(s, u);
  const cells = ctx.indexes(u.models);
  let bestW = -1;
  let bestF = -1;
  let bestWorth = 0;
  // The least and greatest gap to each foe, once: a weapon whose range holds neither nor any
  // between strikes with no model, and its damage is 0 without a strike field asked.
  const spans = ctx.spans(cells);
  for (const w of unusedSlots(u, a)) {
    const p = ctx.profiles[w]!;
    for (let f = 0; f < ctx.foes.length; f++) {
      const worth = spans[2 * f]! > p.max || spans[2 * f + 1]! < p.min ? 0 : ctx.damage(cells, f, w);
      if (bestW < 0 || worth > bestWorth) {
        bestW = w;
        bestF = f;
        bestWorth = worth;
      }
    }
  }
  if (bestW < 0 || !(bestWorth > 0)) return null;
  const target = ctx.foes[bestF]!.unit.id;
  return bestW === 0 ? { type: 'melee', target } : { type: 'equipment', piece: bestW - 1, target };
}

function chooseAct(s: BattleState): Action {
  const a = s.activation!;
  const u = unitById(s, a.unit)!;
  if (!a.freeMove) return { type: 'freeMove', to: bestMove(s, u, a) ?? [...u.models] };
  return bestAttack(s, u, a) ?? { type: 'end' };
}

function chooseUnit(s: BattleState, side: string): string | null {
  const left = unactivated(s, side);
  if (left.length <= 1) return left[0]?.id ?? null; // no choice to weigh
  let best: { id: string; worth: number } | null = null;
  for (const u of left) {
    const worth = harmWhereItStands(s, u);
    if (best === null || worth > best.worth) best = { id: u.id, worth };
  }
  return best?.id ?? null;
}

/** The general's answer on the table as `request.side` sees it from its edge (seat.ts). */
function decideSeated(request: Request, state: BattleState): Decision {
  switch (request.kind) {
    case 'roll':
    case 'save':
      return { kind: request.kind, side: request.side };
    case 'deploy':
      return request.choose === 'edge'
        ? { kind: 'deploy', side: request.side, edge: chooseEdge(state, request.side) }
        : chooseDeployment(state, request.side);
    case 'activate':
      return { kind: 'activate', side: request.side, unit: chooseUnit(state, request.side) };
    case 'act':
      return { kind: 'act', side: request.side, action: chooseAct(state) };
    case 'damage': {
      const u = unitById(state, request.unit)!;
      return request.squad
        ? { kind: 'damage', side: request.side, members: sensibleMembers(u, request.count) }
        : { kind: 'damage', side: request.side, remove: sensibleLoss(u, request.count) };
    }
  }
}

export function computerGeneral(): SyncDecisionSource<BattleState, Request, Decision> {
  return {
    decide(request, state) {
      if (request.kind === 'roll' || request.kind === 'save' || !seatTurned(state, request.side))
        return decideSeated(request, state);
      return turnDecision(state, decideSeated(request, turnState(state)));
    },
  };
}
