/**
 * The round on the fast position (round.ts, apply.ts): the initiative roll-off, the Movement and
 * Combat phases one activation at a time, the round's end and the outcome, with the same draws
 * from the generator in the same order. No events, no checks of the decision: the fast path plays
 * only the computer general's decisions, which are lawful (the lockstep test holds each to the
 * reference's), and a trial needs only how the battle ends.
 */
import { resolveAction } from './combat';
import {
  activate,
  ASK_COMBAT,
  ASK_MOVE,
  ASK_ROLL,
  COMBAT,
  draw,
  INITIATIVE,
  MOVEMENT,
  moveUnit,
  OVER,
  type Fast,
} from './position';
import type { Reaches } from './reach';

/** The side whose activation is at place `t` of this round's order. */
const sideAt = (f: Fast, t: number): number => (t === 0 ? f.first : 1 - f.first);

const hasUnactivated = (f: Fast, side: number): boolean => f.waiting[side]! > 0;

/** round.ts passTurn: the turn goes to the next side, in order, with units left to activate. */
function passTurn(f: Fast): void {
  for (let step = 1; step <= 2; step++) {
    const t = (f.turn + step) % 2;
    if (hasUnactivated(f, sideAt(f, t))) {
      f.turn = t;
      return;
    }
  }
}

/** Every unit of `side` not yet activated is activated without acting. */
function restOf(f: Fast, side: number): void {
  for (let k = 0; k < f.n; k++) if (f.alive[k] === 1 && f.side[k] === side) f.activated[k] = 1;
  f.waiting[side] = 0;
}

function engagedNow(f: Fast): void {
  const { nbrStart, nbrs } = f.ix;
  for (let k = 0; k < f.n; k++) {
    f.engaged[k] = 0;
    if (f.alive[k] === 0) continue;
    const i = f.cell[k]!;
    for (let e = nbrStart[i]!, end = nbrStart[i + 1]!; e < end; e++) {
      const o = f.occ[nbrs[e]!]!;
      if (o > 0 && f.side[o - 1] !== f.side[k]) {
        f.engaged[k] = 1;
        break;
      }
    }
  }
}

function startPhase(f: Fast, phase: number): void {
  f.phase = phase;
  f.epoch++;
  f.activated.fill(0);
  f.waiting.set(f.count);
  f.turn = 0;
  if (phase === COMBAT) engagedNow(f);
}

function finish(f: Fast, winner: number): void {
  f.winner = winner;
  f.phase = OVER;
  f.askKind = 0;
}

/** The points destroyed decide (outcome.ts decideOutcome). */
function decideOutcome(f: Fast): number {
  const pa = f.destroyed[0]!;
  const pb = f.destroyed[1]!;
  return pa === pb ? -1 : pa > pb ? 0 : 1;
}

function endRound(f: Fast): void {
  if (f.round >= f.maxRounds) {
    finish(f, decideOutcome(f));
    return;
  }
  f.round += 1;
  f.view.round = f.round;
  f.stamp++;
  f.phase = INITIATIVE;
  f.rolled.fill(0);
}

/** The initiative's roll-off decided: the higher total, then more units; a tie rolls again. */
function rollOff(f: Fast): void {
  const ta = f.rollTotal[0]!;
  const tb = f.rollTotal[1]!;
  f.rolled.fill(0);
  let winner = -1;
  if (ta !== tb) winner = ta > tb ? 0 : 1;
  else if (f.count[0] !== f.count[1]) winner = f.count[0]! > f.count[1]! ? 0 : 1;
  if (winner < 0) return;
  f.first = winner;
  startPhase(f, MOVEMENT);
}

/** One automatic step (round.ts step); false when the battle waits for a decision or is over. */
function step(f: Fast): boolean {
  const a = f.count[0]! > 0;
  const b = f.count[1]! > 0;
  if (!a || !b) {
    finish(f, a ? 0 : b ? 1 : -1);
    return false;
  }
  if (f.phase === INITIATIVE) {
    const side = f.rolled[0] === 0 ? 0 : f.rolled[1] === 0 ? 1 : -1;
    if (side >= 0) {
      f.askKind = ASK_ROLL;
      f.askSide = side;
      return false;
    }
    rollOff(f);
    return true;
  }
  const side = sideAt(f, f.turn);
  if (hasUnactivated(f, side)) {
    f.askKind = f.phase === MOVEMENT ? ASK_MOVE : ASK_COMBAT;
    f.askSide = side;
    return false;
  }
  if (hasUnactivated(f, 1 - side)) {
    passTurn(f);
    return true;
  }
  if (f.phase === MOVEMENT) startPhase(f, COMBAT);
  else endRound(f);
  return true;
}

/** Runs the automatic steps up to the next decision or the end. */
export function advance(f: Fast): void {
  f.askKind = 0;
  while (f.phase !== OVER && step(f));
}

/** Applies the decision in `f.dec` (it answers the request `f` waits on), then advances. */
export function applyDecision(f: Fast, r: Reaches): void {
  const d = f.dec;
  if (d.kind === ASK_ROLL) {
    f.rollTotal[d.side] = draw(f, 6) + draw(f, 6);
    f.rolled[d.side] = 1;
  } else if (d.unit < 0) {
    restOf(f, d.side);
    passTurn(f);
  } else {
    activate(f, d.unit);
    if (d.kind === ASK_MOVE) moveUnit(f, d.unit, d.to);
    else resolveAction(f, r, d);
    passTurn(f);
  }
  advance(f);
}
