/**
 * The battle's automatic steps, from one decision to the next: reveal declarations, build the
 * queue, resolve sets until someone must choose, apply free moves, end rounds. Leaves the next
 * request in `d.awaiting` (null once the battle is over).
 */
import { deployStep } from './deployment';
import type { Event } from './events';
import { applyFreeMoves, hasFreeMove } from './freeMovement';
import { nextGatesRequest } from './gates';
import { blocDice } from './groupActions';
import { nextInterfereRequest } from './interference';
import { lagOf, nextLaggedDeclare, revealLagged } from './lag';
import { stepResolve } from './resolve';
import { activeSides, endRound } from './round';
import { buildQueue, MAX_POOL, splittable } from './sets';
import type { Draft } from './state';
import { totalUnits } from './units';
import { withEntry } from './records';

function poolOf(d: Draft, side: string): number {
  let n = 0;
  for (const k in d.occupants) {
    const o = d.occupants[k]!;
    if (o.side === side) n += totalUnits(o.units);
  }
  return Math.min(MAX_POOL, n);
}

// eslint-disable-next-line max-lines-per-function -- the round's steps in the rulebook's order, each a call
export function advance(d: Draft, ev: Event[]): void {
  d.awaiting = null;
  for (;;) {
    switch (d.phase) {
      case 'deploy':
        if (deployStep(d, ev)) return;
        break;
      case 'declare': {
        const sides = activeSides(d);
        const gates = nextGatesRequest(d, sides);
        if (gates) {
          d.awaiting = gates;
          return;
        }
        if (lagOf(d) > 0) {
          const req = nextLaggedDeclare(d, sides);
          if (req) {
            d.awaiting = req;
            return;
          }
          revealLagged(d, ev, sides);
        } else {
          const side = sides.find((s) => !d.declarations[s]);
          if (side) {
            d.awaiting = { kind: 'declare', side, round: d.round };
            return;
          }
        }
        ev.push({ type: 'declared', round: d.round, declarations: d.declarations });
        d.phase = 'roll';
        break;
      }
      case 'roll': {
        const side = activeSides(d).find((s) => !d.sets[s]);
        if (side) {
          d.awaiting = { kind: 'roll', side, round: d.round, pool: poolOf(d, side) };
          return;
        }
        d.phase = 'split';
        break;
      }
      case 'split': {
        const sides = d.rules.sides;
        while (d.splitAsked < sides.length) {
          const side = sides[d.splitAsked]!.id;
          const can = splittable(d, side);
          if (can.length > 0) {
            d.awaiting = { kind: 'split', side, round: d.round, splittable: can };
            return;
          }
          d.splitAsked += 1;
        }
        d.phase = 'interfere';
        break;
      }
      case 'interfere': {
        const req = nextInterfereRequest(d, activeSides(d));
        if (req) {
          d.awaiting = req;
          return;
        }
        buildQueue(d, ev);
        blocDice(d, ev);
        d.phase = 'resolve';
        break;
      }
      case 'resolve':
        if (stepResolve(d, ev)) return;
        d.phase = 'free';
        break;
      case 'free': {
        const side = activeSides(d, true).find((s) => !d.free[s]);
        if (side) {
          // Only ask a side that has a free move to make.
          if (!hasFreeMove(d, side)) {
            d.free = withEntry(d.free, side, []);
            break;
          }
          d.awaiting = { kind: 'free', side, round: d.round };
          return;
        }
        applyFreeMoves(d, ev);
        endRound(d, ev);
        break;
      }
      case 'ended':
        d.awaiting = null;
        return;
    }
  }
}
