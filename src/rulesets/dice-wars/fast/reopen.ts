/**
 * A finished trial's position put back to the opening for the next trial of the same set-up (the
 * simulator's trials differ only in their seed): every unit and battle field the rules or the
 * general read set as openPosition sets it, the new seed's dice stream, and the versions and gears
 * bumped, so nothing kept by them (harm.ts's pairs, strike.ts's fields, the cover stamps) is taken
 * for the new battle's. The units, tables and memos are not built again: a trial allocated about
 * as much as it played, and the same objects keep the optimised code's shapes from one trial to
 * the next (a fresh object of the same literal could come back with a new map after a collection,
 * and every hot function was thrown away and compiled again: issue 23).
 */
import type { RngState } from '../../../core/rng';
import { ASK, PHASE, placeUnit, type Position } from './position';

/** `p` as openPosition(p.setup, rng) would make it (the same values; its caches stale). */
export function reopen(p: Position, rng: RngState): void {
  for (let i = 0; i < p.units.length; i++) {
    const u = p.units[i]!;
    const s = p.starts[i]!;
    u.passiveKind = s.passiveKind;
    u.passive = s.passive;
    for (let k = 0; k < s.dice.length; k++) u.dice[k] = s.dice[k]!;
    u.core = s.core;
    placeUnit(p, u, s.at);
    u.damage = 0;
    u.coverLost = false;
    u.carried = 0;
    u.alive = true;
    u.activated = false;
    u.profiles = s.profiles;
    u.keep = s.keep;
    u.gear++;
    u.coverHere = false;
    u.coverStamp = -1;
  }
  p.round = 1;
  p.phase = PHASE.first;
  p.c = rng.c;
  p.s0 = rng.s0;
  p.s1 = rng.s1;
  p.s2 = rng.s2;
  p.rolls.fill(0);
  for (let i = 0; i < p.order.length; i++) p.order[i] = i;
  p.turn = 0;
  p.act = -1;
  p.freeMove = false;
  p.actions = 0;
  p.moves = 0;
  p.melee = false;
  p.used = [];
  p.pending.length = 0;
  p.unsaved = -1;
  p.ask = ASK.roll;
  p.askSide = 0;
  p.askCount = 0;
  p.askNeed = 0;
  p.winner = -2;
  p.stamp++;
}
