/**
 * The Damage Phase on the fast position (losses.ts, the same steps): armour saves against a unit's
 * markers, then its losses: members of a squad (a 2-Core squad one per two markers, the odd one
 * carried), dice of a unit (the owner's choice, or Core dice when it has nothing else), a unit
 * with no Core dice left destroyed (marked gone: indexes never change).
 */
import type { DieRef } from '../types';
import { saveOf } from '../weapons';
import type { FastDecision } from './decision';
import { armorOf, ASK, d6, diceLeft, placeUnit, regear, type FastUnit, type Position } from './position';

function done(p: Position): void {
  p.pending.shift();
  p.unsaved = -1;
}

function lossStep(p: Position, u: FastUnit): void {
  const unsaved = p.unsaved;
  if (u.squad) {
    const total = unsaved + u.carried;
    const lost = Math.floor(total / u.core);
    const carried = total % u.core;
    if (lost >= u.at.length) u.alive = false;
    else if (lost === 0) u.carried = carried;
    else return ask(p, u, lost);
  } else if (unsaved > 0) {
    const left = diceLeft(u);
    if (unsaved >= left) u.alive = false;
    else if (left - u.core === 0) loseDice(p, u, Array<DieRef>(unsaved).fill('core'));
    else return ask(p, u, unsaved);
  }
  done(p);
}

function ask(p: Position, u: FastUnit, count: number): void {
  p.ask = ASK.damage;
  p.askSide = u.side;
  p.askCount = count;
}

/** The next step for the first unit pending; false when it waits for a decision. */
export function nextLoss(p: Position): boolean {
  const u = p.units[p.pending[0]!]!;
  if (!u.alive) {
    done(p);
    return true;
  }
  if (p.unsaved < 0) {
    const save = saveOf(armorOf(u));
    if (!save) {
      p.unsaved = u.damage;
      return true;
    }
    const dice = u.damage - Math.min(save.automatic, u.damage);
    if (dice > 0) {
      p.ask = ASK.save;
      p.askSide = u.side;
      p.askCount = dice;
      p.askNeed = save.need;
      return false;
    }
    p.unsaved = 0;
    return true;
  }
  p.ask = -1;
  lossStep(p, u);
  return p.ask === -1;
}

function loseDice(p: Position, u: FastUnit, dice: readonly DieRef[]): void {
  for (const r of dice) {
    if (r === 'core') u.core -= 1;
    else if (r === 'passive') u.passive -= 1;
    else u.dice[r] = u.dice[r]! - 1;
  }
  if (u.passive <= 0) {
    u.passive = 0;
    u.passiveKind = 0;
  }
  regear(u);
  if (u.core <= 0) u.alive = false;
}

// ---- Decisions ----

export function applySave(p: Position): void {
  let saved = 0;
  for (let i = 0; i < p.askCount; i++) if (d6(p) >= p.askNeed) saved++;
  p.unsaved = p.askCount - saved;
}

export function applyDamage(p: Position, dec: Extract<FastDecision, { kind: 'damage' }>): void {
  const u = p.units[p.pending[0]!]!;
  if (!u.squad) loseDice(p, u, dec.remove!);
  else {
    const total = p.unsaved + u.carried;
    u.carried = total % u.core;
    placeUnit(
      p,
      u,
      u.at.filter((x) => !dec.members!.includes(x)),
    );
  }
  done(p);
}
