/**
 * Applies one decision: it must answer the request the battle is waiting for (same kind, same
 * side); then the automatic steps run up to the next request. The input state is never changed.
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import type { Applied } from '../../engine/ruleset';
import { advance } from './advance';
import { knockAndFinish, spendGobble, takeLosses } from './attack';
import { applyDeclare } from './declare';
import type { Event } from './events';
import { checkFreeMoves } from './freeMovement';
import { applyGates } from './gates';
import { applyInterfere } from './interference';
import { applyLaggedDeclare } from './lag';
import { applyAssign } from './resolve';
import { applyRoll, applySplits } from './sets';
import { draftOf, type BattleState, type Draft } from './state';
import type { Decision, Request } from './types';
import { fitsIn, isUnitCounts, totalUnits } from './units';

export function applyDecision(state: BattleState, decision: Decision): Result<Applied<BattleState, Event>> {
  const req = state.awaiting;
  if (!req) {
    return fail(problem('decision.battle-over', 'the battle is over: no decision is expected'));
  }
  if (!decision || decision.kind !== req.kind || decision.side !== req.side) {
    return fail(
      problem('decision.unexpected', `the battle is waiting for a ${req.kind} decision from ${req.side}`, {
        facts: {
          expected: { kind: req.kind, side: req.side },
          got: { kind: decision?.kind, side: decision?.side },
        },
      }),
    );
  }
  const d: Draft = draftOf(state);
  const ev: Event[] = [];
  const err = handle(d, ev, decision, req);
  if (err) return fail(err);
  advance(d, ev);
  return ok({ state: d, events: ev });
}

function handle(d: Draft, ev: Event[], dec: Decision, req: Request): Problem | null {
  switch (dec.kind) {
    case 'declare': {
      const forRound = (req as Extract<Request, { kind: 'declare' }>).forRound;
      return forRound === undefined
        ? applyDeclare(d, dec.side, dec.declaration)
        : applyLaggedDeclare(d, dec.side, dec.declaration, forRound);
    }
    case 'gates':
      return applyGates(d, ev, dec.side, dec.open);
    case 'interfere':
      return applyInterfere(d, ev, req as Extract<Request, { kind: 'interfere' }>, dec.attempts ?? []);
    case 'roll':
      return applyRoll(d, ev, dec.side, (req as Extract<Request, { kind: 'roll' }>).pool, dec.faces);
    case 'split': {
      const e = applySplits(d, ev, dec.side, dec.splits ?? []);
      if (!e) d.splitAsked += 1;
      return e;
    }
    case 'assign':
      return applyAssign(d, ev, (req as Extract<Request, { kind: 'assign' }>).set, dec.set, dec.tactic);
    case 'gobble': {
      const r = req as Extract<Request, { kind: 'gobble' }>;
      const max = Math.min(r.eligible.length, r.toSpoil);
      if (!Number.isInteger(dec.dice) || dec.dice < 0 || dec.dice > max) {
        return problem('gobble.bad-count', `spend 0 to ${max} gobble dice on this attack`, {
          path: ['dice'],
          facts: { dice: dec.dice, max, eligible: r.eligible, toSpoil: r.toSpoil },
        });
      }
      spendGobble(d, dec.dice);
      return null;
    }
    case 'casualties': {
      const r = req as Extract<Request, { kind: 'casualties' }>;
      if (dec.at !== r.at || !isUnitCounts(dec.losses) || totalUnits(dec.losses) !== r.count) {
        return problem('casualties.wrong-count', `choose exactly ${r.count} units lost in ${r.at}`, {
          path: ['losses'],
          facts: { at: r.at, count: r.count, losses: dec.losses },
        });
      }
      if (!fitsIn(dec.losses, r.units)) {
        return problem('casualties.not-present', `those units are not in ${r.at}`, {
          path: ['losses'],
          facts: { losses: dec.losses, present: r.units },
        });
      }
      takeLosses(d, dec.losses);
      return null;
    }
    case 'knock': {
      const r = req as Extract<Request, { kind: 'knock' }>;
      if (!r.candidates.some((s) => s.id === dec.set)) {
        return problem(
          'knock.not-a-candidate',
          `knock a die out of one of ${r.candidates.map((s) => s.id).join(', ')}`,
          {
            path: ['set'],
            facts: { set: dec.set, candidates: r.candidates.map((s) => s.id) },
          },
        );
      }
      knockAndFinish(d, ev, dec.set);
      return null;
    }
    case 'free': {
      const checked = checkFreeMoves(d, dec.side, dec.moves ?? []);
      if (!checked.ok) return checked.error;
      d.free = { ...d.free, [dec.side]: checked.value };
      return null;
    }
  }
}
