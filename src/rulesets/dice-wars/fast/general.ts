/**
 * The computer general (ai/computer.ts) on the fast position: the same choices, worked out on the
 * seat's squares without views, contexts kept between decisions, or turned copies of the state.
 * It activates the unit with the most harm where it stands; takes the free move to the best place
 * (MOVE_SAMPLE spread moves, then those within REFINE of the best) if it beats staying put by
 * MARGIN; then the attack with the most expected damage, one at a time; then ends. Losses as
 * allocate.ts chooses them.
 */
import { sensibleLoss, sensibleMembers } from '../allocate';
import type { Unit } from '../state';
import { moveInches } from '../weapons';
import { contextFor, type FastContext, unusedSlots } from './context';
import type { FastDecision } from './decision';
import { harmWhereItStands } from './harm';
import { fastMoveSet, type FastMoves } from './moves';
import { ASK, seatAt, speedOf, type FastUnit, type Position } from './position';

const MOVE_SAMPLE = 40;
const COVER = 0.5;
const REFINE = 1;
const MARGIN = 0.35;

/** placeWorth() of ai/computer.ts, term for term (its pruning decides which place leads). */
function placeWorth(
  ctx: FastContext,
  cells: readonly number[],
  slots: readonly number[],
  actions: number,
  live: readonly number[][],
  beat = -Infinity,
  ceiling = Infinity,
): number {
  if (ceiling + COVER <= beat) return -Infinity;
  let cover = -1;
  if (ceiling <= beat) {
    if (!ctx.coveredOn(cells)) return -Infinity;
    cover = COVER;
  }
  const nearest = ctx.nearest(cells[0]!);
  const away = 0.01 * (Number.isFinite(nearest) ? nearest : 0);
  if (ceiling + COVER - away <= beat) return -Infinity;
  if (cover < 0) cover = ctx.coveredOn(cells) ? COVER : 0;
  if (ceiling + cover - away <= beat) return -Infinity;
  return ctx.potential(cells, slots, actions, live) + cover - away;
}

function squaresOf(m: FastMoves, j: number, out: number[]): number[] {
  if (j < m.deltas.length) {
    const d = m.deltas[j]!;
    for (let k = 0; k < m.starts.length; k++) out[k] = m.starts[k]! + d;
  } else for (let k = 0; k < m.starts.length; k++) out[k] = m.gathered![k]!;
  return out;
}

const leadOf = (m: FastMoves, j: number): number =>
  j < m.deltas.length ? m.starts[0]! + m.deltas[j]! : m.gathered![0]!;

/** The best free move on the seat's squares, if it beats staying put by MARGIN (bestMove()). */
function bestMove(p: Position, u: FastUnit): number[] | null {
  const ctx = contextFor(p, u);
  const actions = p.actions;
  const slots = unusedSlots(u, p.melee, p.used);
  const starts = seatAt(u, ctx.turned);
  const live = ctx.within(starts, moveInches(speedOf(u)), slots);
  const stay = placeWorth(ctx, starts, slots, actions, live);
  const ceiling = ctx.ceiling(slots, actions, live);
  const margin = stay + MARGIN;
  if (ceiling + COVER <= margin) return null;
  const m = fastMoveSet(p, u, ctx.turned);
  const n = m.deltas.length + (m.gathered ? 1 : 0);
  const cells = new Array<number>(m.starts.length);
  let best = -1;
  let bestWorth = 0;
  const weigh = (j: number) => {
    const beat = best < 0 ? margin : Math.max(bestWorth, margin);
    const worth = placeWorth(ctx, squaresOf(m, j, cells), slots, actions, live, beat, ceiling);
    if (worth !== -Infinity && (best < 0 || worth > bestWorth)) {
      best = j;
      bestWorth = worth;
    }
  };
  if (n <= MOVE_SAMPLE) for (let j = 0; j < n; j++) weigh(j);
  else {
    const step = n / MOVE_SAMPLE;
    if (p.looked.length < n) p.looked = new Uint8Array(n * 2);
    const looked = p.looked.fill(0, 0, n);
    for (let i = 0; i < MOVE_SAMPLE; i++) {
      const j = Math.floor(i * step);
      if (looked[j] === 1) continue;
      looked[j] = 1;
      weigh(j);
    }
    if (best >= 0 && ceiling + COVER > Math.max(bestWorth, margin)) {
      const rows = p.map.rows;
      const centre = leadOf(m, best);
      const cc = (centre / rows) | 0;
      const cr = centre - cc * rows;
      for (let j = 0; j < n; j++) {
        if (looked[j] === 1) continue;
        const x = leadOf(m, j);
        const xc = (x / rows) | 0;
        if (Math.abs(xc - cc) <= REFINE && Math.abs(x - xc * rows - cr) <= REFINE) weigh(j);
      }
    }
  }
  if (!(best >= 0 && bestWorth > stay + MARGIN)) return null;
  const last = p.map.size - 1;
  return squaresOf(m, best, cells).map((x) => (ctx.turned ? last - x : x));
}

/** The attack with the most expected damage, if any does some (bestAttack()). */
function bestAttack(p: Position, u: FastUnit): FastDecision | null {
  if (p.actions <= 0) return null;
  const ctx = contextFor(p, u);
  const cells = seatAt(u, ctx.turned);
  let bestW = -1;
  let bestF = -1;
  let bestWorth = 0;
  const spans = ctx.spans(cells);
  for (const w of unusedSlots(u, p.melee, p.used)) {
    const prof = ctx.profiles[w]!;
    for (let f = 0; f < ctx.foes.length; f++) {
      const worth = spans[2 * f]! > prof.max || spans[2 * f + 1]! < prof.min ? 0 : ctx.damage(cells, f, w);
      if (bestW < 0 || worth > bestWorth) {
        bestW = w;
        bestF = f;
        bestWorth = worth;
      }
    }
  }
  if (bestW < 0 || !(bestWorth > 0)) return null;
  return { kind: 'attack', piece: bestW - 1, target: p.units.indexOf(ctx.foes[bestF]!) };
}

function chooseUnit(p: Position, side: number): number {
  let best = -1;
  let bestWorth = 0;
  let left = 0;
  let first = -1;
  for (let i = 0; i < p.units.length; i++) {
    const u = p.units[i]!;
    if (u.alive && u.side === side && !u.activated) {
      left++;
      if (first < 0) first = i;
    }
  }
  if (left <= 1) return first;
  for (let i = 0; i < p.units.length; i++) {
    const u = p.units[i]!;
    if (!u.alive || u.side !== side || u.activated) continue;
    const worth = harmWhereItStands(p, i);
    if (best < 0 || worth > bestWorth) [best, bestWorth] = [i, worth];
  }
  return best;
}

/** A unit as allocate.ts reads it (its dice, and its models as squares). */
function asUnit(p: Position, u: FastUnit): Unit {
  return {
    id: u.id,
    side: p.sides[u.side]!,
    name: u.id,
    squad: u.squad,
    core: u.core,
    models: u.at.map((x) => p.map.keys[x]!),
    height: u.height,
    passive: u.passiveKind === 0 ? null : { kind: u.passiveKind === 1 ? 'speed' : 'armor', dice: u.passive },
    equipment: u.kinds.map((kind, i) => ({ kind, dice: u.dice[i]! })),
    damage: u.damage,
    coverLost: u.coverLost,
    carried: u.carried,
  };
}

function chooseLoss(p: Position): FastDecision {
  const u = p.units[p.pending[0]!]!;
  const ref = asUnit(p, u);
  if (!u.squad) return { kind: 'damage', remove: sensibleLoss(ref, p.askCount), members: null };
  const gone = sensibleMembers(ref, p.askCount);
  return { kind: 'damage', remove: null, members: gone.map((k) => u.at[ref.models.indexOf(k)]!) };
}

/** The general's answer to what the fast position waits for. */
export function decideFast(p: Position): FastDecision {
  switch (p.ask) {
    case ASK.roll:
      return { kind: 'roll' };
    case ASK.save:
      return { kind: 'save' };
    case ASK.activate:
      return { kind: 'activate', unit: chooseUnit(p, p.askSide) };
    case ASK.act: {
      const u = p.units[p.act]!;
      if (!p.freeMove) return { kind: 'freeMove', to: bestMove(p, u) };
      return bestAttack(p, u) ?? { kind: 'end' };
    }
    default:
      return chooseLoss(p);
  }
}
