/**
 * The computer general for Die Fighting. Movement phase: it moves, one at a time, the unit that
 * gains most by moving, to the square placeWorth likes best. Combat phase: it takes, one at a
 * time, the action worth most: attacks and charges by their expected points (focused on units it
 * can finish), break aways that take a hurt unit out of danger, regroups that heal. When nothing
 * is worth doing, the rest stay or hold. Pure: a decision depends on the request and the state
 * alone; ties go to the first listed (map order).
 */
import type { SyncDecisionSource } from '../../../engine/decisionSource';
import type { CellKey } from '../../../grid/types';
import { cardOf, enemiesAround, grid, holders, kindOf, maxHealth, unitAt } from '../board';
import { reachOf } from '../movement';
import type { BattleState } from '../state';
import { sees } from '../attack';
import { chargeSquareIn } from '../tactics';
import type { Action, Decision, Request, Unit } from '../types';
import { contextOf, placeWorth, type Ctx } from './context';
import { attackWorth, healthWorth } from './value';

const indexOf = (ctx: Ctx, cell: CellKey): number => ctx.ix.indexOf.get(cell)!;

/** The move that gains most, or "the rest stay" when no unit gains by moving. */
function chooseMove(s: BattleState, side: string): Decision {
  const ctx = contextOf(s, side);
  let best: { unit: string; to: string; gain: number } | null = null;
  ctx.mine.forEach((u, m) => {
    if (s.activated.includes(u.id) || holders(s, u).length > 0) return;
    const stay = placeWorth(ctx, m, indexOf(ctx, u.at));
    for (const to of reachOf(s, u).cells) {
      if (to === u.at || unitAt(s, to)) continue;
      const gain = placeWorth(ctx, m, indexOf(ctx, to)) - stay;
      if (best === null || gain > best.gain) best = { unit: u.at, to, gain };
    }
  });
  const chosen = best as { unit: string; to: string; gain: number } | null;
  return chosen && chosen.gain > 0.01
    ? { kind: 'move', side, unit: chosen.unit, to: chosen.to }
    : { kind: 'move', side, unit: null };
}

interface Scored {
  readonly action: Action;
  readonly worth: number;
}

/** Attacks from where `u` stands: the best single target, and for multi-target units the best group. */
function attacks(ctx: Ctx, m: number, u: Unit): Scored[] {
  const s = ctx.s;
  const card = cardOf(s, u);
  if (u.uses !== null && u.uses <= 0) return [];
  const ranged = kindOf(u) === 'ranged';
  const g = grid(s);
  const ne = ctx.enemies.length;
  const targets = ctx.enemies
    .map((e, k) => ({ e, w: ctx.worth[m * ne + k]! }))
    .filter(({ e }) => g.distance(u.at, e.at) <= card.range && (ranged || sees(s, u.at, e.at)))
    .sort((a, b) => b.w - a.w);
  if (targets.length === 0) return [];
  const out: Scored[] = [{ action: { type: 'attack', targets: [targets[0]!.e.at] }, worth: targets[0]!.w }];
  const n = Math.min(card.targets, targets.length);
  if (n > 1) {
    const group = targets.slice(0, n).map((t) => t.e);
    const worth = group.reduce((sum, t) => sum + attackWorth(s, u, t, n), 0);
    out.push({ action: { type: 'attack', targets: group.map((t) => t.at) }, worth });
  }
  return out;
}

/** Charges at enemies within reach, each from the square the rules will move it to. */
function charges(ctx: Ctx, m: number, u: Unit): Scored[] {
  const s = ctx.s;
  if (kindOf(u) === 'ranged' || s.engaged.includes(u.id)) return [];
  const speed = cardOf(s, u).speed;
  const g = grid(s);
  const ne = ctx.enemies.length;
  const near = ctx.enemies.map((e, k) => ({ e, k })).filter(({ e }) => g.distance(u.at, e.at) <= speed + 1);
  if (near.length === 0) return [];
  const reached = reachOf(s, u).cells;
  const out: Scored[] = [];
  for (const { e, k } of near) {
    const square = chargeSquareIn(s, u, e.at, reached);
    if (square === null) continue;
    out.push({
      action: { type: 'charge', target: e.at },
      worth: ctx.worth[m * ne + k]! + 0.3 * placeWorth(ctx, m, indexOf(ctx, square)),
    });
  }
  return out;
}

/** Breaking away to the safest square, worth half what it gains (the roll may fail). */
function breakAways(ctx: Ctx, m: number, u: Unit): Scored[] {
  const s = ctx.s;
  if (kindOf(u) === 'ranged' || holders(s, u).length === 0) return [];
  const here = placeWorth(ctx, m, indexOf(ctx, u.at));
  let best: Scored | null = null;
  for (const to of reachOf(s, u).cells) {
    if (to === u.at || unitAt(s, to)) continue;
    const worth = 0.5 * (placeWorth(ctx, m, indexOf(ctx, to)) - here);
    if (best === null || worth > best.worth) best = { action: { type: 'breakAway', to }, worth };
  }
  return best ? [best] : [];
}

/** Regrouping with a hurt friend of its type beside it, out of contact. */
function regroups(ctx: Ctx, u: Unit): Scored[] {
  const s = ctx.s;
  if (enemiesAround(s, u.at, u.side).length > 0) return [];
  const out: Scored[] = [];
  for (const n of grid(s).neighbours(u.at)) {
    const p = unitAt(s, n);
    if (!p || p.side !== u.side || p.type !== u.type || s.activated.includes(p.id)) continue;
    if (enemiesAround(s, p.at, p.side).length > 0) continue;
    const missing = (x: Unit) => (x.health < maxHealth(x) ? healthWorth(x) : 0);
    out.push({ action: { type: 'regroup', with: n }, worth: missing(u) + missing(p) });
  }
  return out;
}

function chooseCombat(s: BattleState, side: string): Decision {
  const ctx = contextOf(s, side);
  let best: { unit: string; scored: Scored } | null = null;
  ctx.mine.forEach((u, m) => {
    if (s.activated.includes(u.id)) return;
    for (const scored of [
      ...attacks(ctx, m, u),
      ...charges(ctx, m, u),
      ...breakAways(ctx, m, u),
      ...regroups(ctx, u),
    ]) {
      if (best === null || scored.worth > best.scored.worth) best = { unit: u.at, scored };
    }
  });
  const chosen = best as { unit: string; scored: Scored } | null;
  return chosen && chosen.scored.worth > 0.01
    ? { kind: 'combat', side, unit: chosen.unit, action: chosen.scored.action }
    : { kind: 'combat', side, unit: null };
}

export function computerGeneral(): SyncDecisionSource<BattleState, Request, Decision> {
  return {
    decide(request, state) {
      switch (request.kind) {
        case 'roll':
          return { kind: 'roll', side: request.side };
        case 'move':
          return chooseMove(state, request.side);
        case 'combat':
          return chooseCombat(state, request.side);
      }
    },
  };
}
