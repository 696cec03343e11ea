/**
 * The rules over the fast position, changed in place: the same steps as the reference (round.ts,
 * apply.ts, attack.ts, losses.ts) for a battle whose units all stand on the table, the same dice
 * drawn in the same order, and no events, drafts or requests made. A decision is trusted to be
 * lawful: the fast path plays only the computer general's, which the lockstep test holds equal to
 * the reference's (the reference checks them).
 */
import { hitDamage, needAgainst, type Profile } from '../weapons';
import { gapBetween } from '../table/gap';
import type { FastDecision } from './decision';
import { ASK, d6, diceLeft, PHASE, placeUnit, speedOf, type FastUnit, type Position } from './position';
import { coverOn } from './cover';
import { applyDamage, applySave, nextLoss } from './losses';

const hasUnactivated = (p: Position, side: number): boolean => {
  for (const u of p.units) if (u.alive && u.side === side && !u.activated) return true;
  return false;
};

function passTurn(p: Position): void {
  const n = p.order.length;
  for (let k = 1; k <= n; k++) {
    const t = (p.turn + k) % n;
    if (hasUnactivated(p, p.order[t]!)) {
      p.turn = t;
      return;
    }
  }
}

function endActivation(p: Position): void {
  p.act = -1;
  passTurn(p);
}

function unitsLeft(p: Position, side: number): number {
  let n = 0;
  for (const u of p.units) if (u.alive && u.side === side) n++;
  return n;
}

function diceOf(p: Position, side: number): number {
  let n = 0;
  for (const u of p.units) if (u.alive && u.side === side) n += diceLeft(u);
  return n;
}

/** "Round End", then "Game End" (outcome.ts): eliminated, or the round limit's count of dice. */
function endRound(p: Position): void {
  for (const u of p.units) {
    u.damage = 0;
    u.coverLost = false;
  }
  const first = unitsLeft(p, 0) > 0;
  const second = unitsLeft(p, 1) > 0;
  let winner = -2;
  if (!first || !second) winner = first ? 0 : second ? 1 : -1;
  else if (p.round >= p.maxRounds) {
    const a = diceOf(p, 0);
    const b = diceOf(p, 1);
    winner = a === b ? -1 : a > b ? 0 : 1;
  }
  if (winner !== -2) {
    p.winner = winner;
    p.phase = PHASE.over;
    return;
  }
  p.round += 1;
  p.phase = PHASE.first;
  p.rolls.fill(0);
  for (const u of p.units) u.activated = false;
}

function rollOffStep(p: Position): boolean {
  const side = p.rolls.indexOf(0);
  if (side >= 0) {
    p.ask = ASK.roll;
    p.askSide = side;
    return false;
  }
  const a = p.rolls[0]!;
  const b = p.rolls[1]!;
  p.rolls.fill(0);
  if (a === b) return true;
  const w = a > b ? 0 : 1;
  p.order[0] = w;
  p.order[1] = 1 - w;
  p.turn = 0;
  p.phase = PHASE.activations;
  return true;
}

function activationStep(p: Position): boolean {
  if (p.act >= 0) {
    if (p.freeMove && p.actions === 0) {
      endActivation(p);
      return true;
    }
    p.ask = ASK.act;
    p.askSide = p.order[p.turn]!;
    return false;
  }
  const side = p.order[p.turn]!;
  if (hasUnactivated(p, side)) {
    p.ask = ASK.activate;
    p.askSide = side;
    return false;
  }
  if (hasUnactivated(p, 0) || hasUnactivated(p, 1)) {
    passTurn(p);
    return true;
  }
  p.phase = PHASE.damage;
  p.pending.length = 0;
  for (let i = 0; i < p.units.length; i++) if (p.units[i]!.alive && p.units[i]!.damage > 0) p.pending.push(i);
  p.unsaved = -1;
  return true;
}

/** Runs the automatic steps up to the next decision or the end (round.ts `advance`). */
export function advance(p: Position): void {
  for (;;) {
    let go: boolean;
    if (p.phase === PHASE.first) go = rollOffStep(p);
    else if (p.phase === PHASE.activations) go = activationStep(p);
    else if (p.phase === PHASE.damage) {
      if (p.pending.length === 0) {
        endRound(p);
        go = true;
      } else go = nextLoss(p);
    } else go = false;
    if (p.phase === PHASE.over) {
      p.ask = ASK.over;
      return;
    }
    if (!go) return;
  }
}

// ---- Decisions (apply.ts) ----

function roll(p: Position): void {
  p.rolls[p.askSide] = d6(p);
}

function activate(p: Position, i: number): void {
  const u = p.units[i]!;
  u.activated = true;
  p.act = i;
  p.freeMove = false;
  p.actions = u.core;
  p.moves = 0;
  p.melee = false;
  p.used = [];
}

function freeMove(p: Position, to: readonly number[] | null): void {
  p.freeMove = true;
  if (to === null) return;
  const u = p.units[p.act]!;
  let moved = false;
  for (let i = 0; i < to.length; i++) if (to[i] !== u.at[i]) moved = true;
  // Ruling DW9: moving out of cover gives it up for the round.
  const leftCover = moved && coverOn(p, u, u.at);
  placeUnit(p, u, to);
  u.coverLost = u.coverLost || leftCover;
}

/** The models of `u` that strike `t` with `prof` (attack.ts canStrike, on the real table). */
function attackers(p: Position, u: FastUnit, t: FastUnit, prof: Profile): number {
  const rows = p.map.rows;
  const lines = p.map.sight.between(u.height, t.height);
  let n = 0;
  for (const a of u.at) {
    if (a < 0) continue;
    const ac = (a / rows) | 0;
    for (const b of t.at) {
      if (b < 0) continue;
      const bc = (b / rows) | 0;
      const g = gapBetween(ac - bc, a - ac * rows - (b - bc * rows));
      if (g >= prof.min && g <= prof.max && lines.sees(a, b)) {
        n++;
        break;
      }
    }
  }
  return n;
}

/** Rolls an attack and puts its markers on the target (attack.ts resolveAttack). */
function attack(p: Position, piece: number, target: number): void {
  const u = p.units[p.act]!;
  const t = p.units[target]!;
  // Its profiles are worked out again whenever its dice change (losses.ts), so they are these.
  const prof = u.profiles[piece + 1]!;
  p.actions -= 1;
  if (piece < 0) p.melee = true;
  else p.used.push(piece);
  const need = needAgainst(prof, speedOf(t));
  const n = attackers(p, u, t, prof);
  let hits = 0;
  for (let i = 0; i < n; i++) if (d6(p) >= need) hits++;
  const per = t.squad ? prof.vsSquad : prof.vsUnit;
  let dmg = hits;
  if (per !== 1) {
    dmg = 0;
    for (let i = 0; i < hits; i++) dmg += hitDamage(per, d6(p));
  }
  const used = dmg > 0 && !prof.ignoresCover && coverOn(p, t, t.at);
  t.damage += used ? dmg - 1 : dmg;
  t.coverLost = t.coverLost || used;
}

/** Applies one decision, then runs the automatic steps up to the next one. */
export function applyFast(p: Position, dec: FastDecision): void {
  p.stamp++;
  switch (dec.kind) {
    case 'roll':
      roll(p);
      break;
    case 'save':
      applySave(p);
      break;
    case 'damage':
      applyDamage(p, dec);
      break;
    case 'activate':
      activate(p, dec.unit);
      break;
    case 'freeMove':
      freeMove(p, dec.to);
      break;
    case 'attack':
      attack(p, dec.piece, dec.target);
      break;
    case 'end':
      endActivation(p);
      break;
  }
  advance(p);
  p.stamp++;
}
