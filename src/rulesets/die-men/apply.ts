/**
 * Applies one decision to a copy of the state, then runs the automatic steps up to the next
 * request. The engine has already checked that the decision answers the pending request.
 */
import { plural } from '../../core/plural';
import { problem, type Problem } from '../../core/problem';
import { type DecisionAppliers } from '../../engine/kinds';
import { knockAndFinish, spendGobble, takeLosses } from './attack';
import { applyDeclare } from './declare';
import { applyDeploy } from './deployment';
import type { Event } from './events';
import { checkFreeMoves } from './freeMovement';
import { applyGates } from './gates';
import { applyInterfere } from './interference';
import { applyLaggedDeclare } from './lag';
import { applyAssign } from './resolve';
import { applyRoll, applySplits } from './sets';
import { type Draft } from './state';
import type { DieMenKinds } from './types';
import { fitsIn, isUnitCounts, totalUnits } from './units';
import { withEntry } from './records';

type Appliers = DecisionAppliers<DieMenKinds, [Draft, Event[]], Problem | null>;

/** Each kind's rule; a Problem refuses the decision, null accepts it (the draft is then changed). */
export const APPLY: Appliers = {
  deploy: (dec, req, d, ev) => applyDeploy(d, ev, dec, req),
  declare: (dec, req, d) =>
    req.forRound === undefined
      ? applyDeclare(d, dec.side, dec.declaration)
      : applyLaggedDeclare(d, dec.side, dec.declaration, req.forRound),
  gates: (dec, _req, d, ev) => applyGates(d, ev, dec.side, dec.open),
  interfere: (dec, req, d, ev) => applyInterfere(d, ev, req, dec.attempts ?? []),
  roll: (dec, req, d, ev) => applyRoll(d, ev, dec.side, req.pool, dec.faces),
  split(dec, _req, d, ev) {
    const e = applySplits(d, ev, dec.side, dec.splits ?? []);
    if (!e) d.splitAsked += 1;
    return e;
  },
  assign: (dec, req, d, ev) => applyAssign(d, ev, req.set, dec.set, dec.tactic),
  gobble(dec, req, d) {
    const max = Math.min(req.eligible.length, req.toSpoil);
    if (!Number.isInteger(dec.dice) || dec.dice < 0 || dec.dice > max) {
      return problem('gobble.bad-count', `spend 0 to ${max} gobble dice on this attack`, {
        path: ['dice'],
        facts: { dice: dec.dice, max, eligible: req.eligible, toSpoil: req.toSpoil },
      });
    }
    spendGobble(d, dec.dice);
    return null;
  },
  casualties(dec, req, d) {
    if (dec.at !== req.at || !isUnitCounts(dec.losses) || totalUnits(dec.losses) !== req.count) {
      return problem(
        'casualties.wrong-count',
        `choose exactly ${plural(req.count, 'unit')} lost in ${req.at}`,
        {
          path: ['losses'],
          facts: { at: req.at, count: req.count, losses: dec.losses },
        },
      );
    }
    if (!fitsIn(dec.losses, req.units)) {
      return problem('casualties.not-present', `those units are not in ${req.at}`, {
        path: ['losses'],
        facts: { losses: dec.losses, present: req.units },
      });
    }
    takeLosses(d, dec.losses);
    return null;
  },
  knock(dec, req, d, ev) {
    if (!req.candidates.some((s) => s.id === dec.set)) {
      return problem(
        'knock.not-a-candidate',
        `knock a die out of one of ${req.candidates.map((s) => s.id).join(', ')}`,
        {
          path: ['set'],
          facts: { set: dec.set, candidates: req.candidates.map((s) => s.id) },
        },
      );
    }
    knockAndFinish(d, ev, dec.set);
    return null;
  },
  free(dec, _req, d) {
    const checked = checkFreeMoves(d, dec.side, dec.moves ?? []);
    if (!checked.ok) return checked.error;
    d.free = withEntry(d.free, dec.side, checked.value);
    return null;
  },
};

/** Applies a decision the engine has checked answers `request`, then runs the automatic steps. */
