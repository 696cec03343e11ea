/**
 * The fast path's decisions: what the fast general answers to the request the fast rules wait
 * for (ai/computerGeneral.ts decideFor), and applying it (apply.ts). One decision is a small
 * record, so the lockstep test can compare it with the reference general's answer.
 */
import { chooseOrder, type FOrder } from './orders';
import { Req, Strat, type Fast, type FMove, type FSet } from './position';
import { chooseCasualties, chooseFreeMoves, chooseGobble, chooseKnock, chooseSplits } from './reactions';
import { addOrder, applyKnock, spendGobble, takeLosses } from './resolve';
import { applyRoll, applySplits } from './rules';
import { planOf, targetOf, viewOf } from './view';

export type FastDecision =
  | { readonly kind: Req.Declare; readonly strat: Strat; readonly goal: number }
  | { readonly kind: Req.Roll }
  | { readonly kind: Req.Split; readonly splits: readonly { set: FSet; into: number[] }[] }
  | { readonly kind: Req.Assign; readonly order: FOrder }
  | { readonly kind: Req.Gobble; readonly dice: number }
  | { readonly kind: Req.Casualties; readonly n: number; readonly cav: number }
  | { readonly kind: Req.Knock; readonly set: FSet | null }
  | { readonly kind: Req.Free; readonly moves: readonly FMove[] };

const ROLL: FastDecision = { kind: Req.Roll };

/** The fast general's answer to f.req for f.reqSide. */
export function decide(f: Fast): FastDecision {
  const side = f.reqSide;
  switch (f.req) {
    case Req.Declare: {
      // ai/plan.ts declare: the plan's strategy; Seize names the target (never null then).
      const target = targetOf(f, side);
      const strat = planOf(f, viewOf(f, side), target);
      return { kind: Req.Declare, strat, goal: strat === Strat.Seize ? target : -1 };
    }
    case Req.Roll:
      return ROLL;
    case Req.Split:
      return { kind: Req.Split, splits: chooseSplits(f, side) };
    case Req.Assign:
      return { kind: Req.Assign, order: chooseOrder(f) };
    case Req.Gobble:
      return { kind: Req.Gobble, dice: chooseGobble(f) };
    case Req.Casualties:
      return { kind: Req.Casualties, n: f.aKills, cav: chooseCasualties(f) };
    case Req.Knock:
      return { kind: Req.Knock, set: chooseKnock(f) };
    case Req.Free:
      return { kind: Req.Free, moves: chooseFreeMoves(f, side) };
    default:
      throw new Error('the fast battle is not waiting for a decision');
  }
}

/** Applies a decision the fast general gave (lawful by construction) to f.req. */
export function applyDecision(f: Fast, d: FastDecision): void {
  const side = f.reqSide;
  switch (d.kind) {
    case Req.Declare:
      f.strat[side] = d.strat;
      f.goal[side] = d.goal;
      f.nDecl += 1;
      return;
    case Req.Roll:
      return applyRoll(f, side);
    case Req.Split:
      return applySplits(f, side, d.splits);
    case Req.Assign:
      return addOrder(f, d.order.type, d.order.from, d.order.to, d.order.units, d.order.cav);
    case Req.Casualties:
      return takeLosses(f, d.n, d.cav);
    case Req.Gobble:
      return spendGobble(f, d.dice);
    case Req.Knock:
      return applyKnock(f, d.set);
    case Req.Free:
      f.free[side] = d.moves.slice();
      return;
  }
}
