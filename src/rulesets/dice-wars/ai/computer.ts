/**
 * The computer general for Dice Wars. It deploys as ai/deploy.ts says. It activates first the unit
 * that can do most harm where it stands. In an activation: the free move first, to where its
 * weapons will do most (then cover, then nearer the enemy), weighing a spread of the lawful moves
 * and then those near the best, and taken only if it beats staying put by most of what cover is
 * worth (MARGIN); then the attack with the most expected damage, one at a time; then it ends. It
 * takes no Move action: against the general that did (when one beat staying put), it played at
 * least as well for less work (docs/computer-general.md). Losses are the sensible ones. Pure: a
 * decision depends on the request and the state alone (what it remembers between decisions is
 * keyed by the state's own objects, which apply replaces rather than changes); ties go to the
 * first found.
 */
import type { SyncDecisionSource } from '../../../engine/decisionSource';
import type { CellKey } from '../../../grid/types';
import { sensibleLoss, sensibleMembers } from '../allocate';
import { lookedScratch } from '../caches';
import { speedOf, unitById } from '../board';
import { moveInches } from '../weapons';
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
 * What a move must add to staying put to be taken: more than cover's worth less a little, so a
 * move for cover alone must not also take the unit far from the enemy, and a few inches nearer
 * is never reason enough (docs/computer-general.md, "A cheaper general, second step").
 */
const MARGIN = 0.35;

/**
 * How good a place is: the harm it can do from there, cover, then how near the enemy it is. With
 * `beat` (and `ceiling`, the most the harm could be: UnitContext.ceiling), the harm is worked out
 * only if the place could score above `beat`: otherwise -Infinity, as it could not win anyway.
 */
function placeWorth(
  ctx: UnitContext,
  cells: readonly number[],
  slots: readonly number[],
  actions: number,
  live: readonly (readonly number[])[] | null = null,
  beat = -Infinity,
  ceiling = Infinity,
): number {
  // The same sums as with the harm and the cover (rounding never takes a larger sum lower), the
  // distance taking nothing off (it is never below 0) until it is known.
  if (ceiling + COVER <= beat) return -Infinity;
  // With no cover even the most harm can't beat `beat` (the distance only takes off): cover is
  // then asked first, and the distance only of a place that has it.
  let cover = -1; // not asked yet
  if (ceiling <= beat) {
    if (!ctx.coveredOn(cells)) return -Infinity;
    cover = COVER;
  }
  const nearest = ctx.nearest(cells[0]!);
  const away = 0.01 * (Number.isFinite(nearest) ? nearest : 0);
  if (ceiling + COVER - away <= beat) return -Infinity;
  if (cover < 0) cover = ctx.coveredOn(cells) ? COVER : 0;
  if (ceiling + cover - away <= beat) return -Infinity;
  const harm = ctx.potential(cells, slots, actions, live);
  return harm + cover - away;
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

/**
 * The best move, if it beats staying put by MARGIN: MOVE_SAMPLE of the lawful ones evenly
 * spread, then those near the best of them (the first found wins a tie). A move is weighed in
 * full only if it could beat the best so far and staying put by the margin (placeWorth's
 * `beat`): one that can't would not change the answer. When none of the spread ones could beat
 * staying put by the margin, it stays without looking near any of them; when not even the most
 * harm with cover could, it stays without listing the lawful moves.
 */
function bestMove(s: BattleState, u: Unit, a: Activation): CellKey[] | null {
  const actions = a.actions;
  const ctx = contextOf(s, u);
  const slots = unusedSlots(u, a);
  const starts = ctx.indexes(u.models);
  const live = ctx.within(starts, moveInches(speedOf(u)), slots);
  const stay = placeWorth(ctx, starts, slots, actions, live);
  const ceiling = ctx.ceiling(slots, actions, live);
  const margin = stay + MARGIN;
  // No place could beat staying put by the margin, even with the most harm and cover: the lawful
  // moves need no listing.
  if (ceiling + COVER <= margin) return null;
  const m = moveSet(s, u);
  const n = m.deltas.length + (m.gathered ? 1 : 0);
  const cells = new Array<number>(m.starts.length);
  let best = -1;
  let bestWorth = 0;
  const weigh = (j: number, floor: number) => {
    const beat = best < 0 ? floor : Math.max(bestWorth, floor);
    const worth = placeWorth(ctx, squaresOf(m, j, cells), slots, actions, live, beat, ceiling);
    if (worth !== -Infinity && (best < 0 || worth > bestWorth)) {
      best = j;
      bestWorth = worth;
    }
  };
  if (n <= MOVE_SAMPLE) for (let j = 0; j < n; j++) weigh(j, margin);
  else {
    const step = n / MOVE_SAMPLE;
    const looked = lookedAt(n);
    for (let i = 0; i < MOVE_SAMPLE; i++) {
      const j = Math.floor(i * step);
      if (looked[j] === 1) continue;
      looked[j] = 1;
      weigh(j, margin);
    }
    // None of the spread ones could beat staying put (so there is no best to look near), or none
    // near the best could beat it or the margin even with the most harm: no need to look.
    if (best < 0 || ceiling + COVER <= Math.max(bestWorth, margin))
      return answer(m, best, bestWorth, stay, cells);
    const rows = s.rules.table.rows;
    const centre = leadOf(m, best);
    const cc = (centre / rows) | 0;
    const cr = centre - cc * rows;
    for (let j = 0; j < n; j++) {
      if (looked[j] === 1) continue;
      const x = leadOf(m, j);
      const xc = (x / rows) | 0;
      if (Math.abs(xc - cc) <= REFINE && Math.abs(x - xc * rows - cr) <= REFINE) weigh(j, margin);
    }
  }
  return answer(m, best, bestWorth, stay, cells);
}

/** Move `best` of `m` as squares, if it beats staying put by the margin. */
const answer = (m: MoveSet, best: number, worth: number, stay: number, cells: number[]): CellKey[] | null =>
  best >= 0 && worth > stay + MARGIN ? squaresOf(m, best, cells).map((i) => m.keys[i]!) : null;

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
