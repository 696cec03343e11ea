/**
 * The computer general (ai/computer.ts) on the fast position: the same choices, worked out on the
 * seat's squares without views, contexts kept between decisions, or turned copies of the state.
 * It activates the unit with the most harm where it stands (harm.ts); takes the free move to the
 * best place if it beats staying put (search.ts); then the attack with the most expected damage,
 * one at a time; then ends. Losses as allocate.ts chooses them.
 */
import { sensibleLoss, sensibleMembers } from '../allocate';
import type { Unit } from '../state';
import { contextFor } from './context';
import type { FastDecision } from './decision';
import { harmWhereItStands } from './harm';
import { ASK, seatAt, type FastUnit, type Position } from './position';
import { bestMove } from './search';

/** The attack with the most expected damage, if any does some (bestAttack()). */
function bestAttack(p: Position, u: FastUnit): FastDecision | null {
  if (p.actions <= 0) return null;
  const ctx = contextFor(p, u);
  ctx.useSlots(p.melee, p.used);
  const cells = seatAt(u, ctx.turned);
  let bestW = -1;
  let bestF = -1;
  let bestWorth = 0;
  const spans = ctx.spans(cells);
  for (let s = 0; s < ctx.nSlots; s++) {
    const w = ctx.slots[s]!;
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
  return { kind: 'attack', piece: bestW - 1, target: ctx.foeIx[bestF]! };
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
    if (best < 0 || worth > bestWorth) {
      best = i;
      bestWorth = worth;
    }
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
