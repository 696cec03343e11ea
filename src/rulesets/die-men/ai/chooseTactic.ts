/**
 * The computer general's order for a set: a clear attack if there is one (clearAttack.ts), else the
 * best-scoring of the lawful orders, half-stack moves included.
 */
import type { BattleState } from '../state';
import { legalTactics } from '../legal';
import { lawful } from '../lawful';
import type { Request, Tactic, UnitCounts } from '../types';
import { best } from './best';
import { clearAttack } from './clearAttack';
import { lawfulOrders } from './legalCache';
import { assignContext, scoreTactic, type AssignContext } from './scoreTactic';
import { isMine, touchesEnemy, unitsAt } from './view';

type Req<K extends Request['kind']> = Extract<Request, { kind: K }>;

export function chooseTactic(state: BattleState, request: Req<'assign'>, tie: () => number): Tactic {
  const clear = clearAttack(state, request);
  if (clear) return clear;
  const ctx = assignContext(state, request.side, request.set);
  const tactics = withPartialMoves(ctx, lawfulOrders(state, request));
  return best(tactics, (t) => scoreTactic(ctx, t), tie);
}

/**
 * legalTactics lists moves with all of a hex's units; a move with half of them is lawful too.
 * Half a big stack stepping next to the target adds a face of encirclement while the rest fights.
 */
function withPartialMoves(ctx: AssignContext, tactics: readonly Tactic[]): readonly Tactic[] {
  if (ctx.myLaterAttacks === 0) return tactics;
  const extra: Tactic[] = [];
  for (const t of tactics) {
    if (t.type !== 'move' || isMine(ctx.v, t.to)) continue;
    if (unitsAt(ctx.v, t.from) < 4 || !touchesEnemy(ctx.v, t.to)) continue;
    const half = halfOf(t.units ?? ctx.v.pos[t.from]!.units);
    if (!half) continue;
    const partial: Tactic = { type: 'move', from: t.from, to: t.to, units: half };
    // With the complications not every part of a group may go (siege engines need an escort).
    if (lawful(ctx.state, ctx.v.side, partial, ctx.set)) extra.push(partial);
  }
  return extra.length > 0 ? [...tactics, ...extra] : tactics;
}

function halfOf(units: UnitCounts): UnitCounts | null {
  const out: Record<string, number> = {};
  let n = 0;
  for (const [t, c] of Object.entries(units)) {
    const h = Math.floor((c ?? 0) / 2);
    if (h > 0) {
      out[t] = h;
      n += h;
    }
  }
  return n > 0 ? (out as UnitCounts) : null;
}

/** Every order the set could be given now, best first, with the computer general's score. */
export function rankTactics(state: BattleState, request: Req<'assign'>): { tactic: Tactic; score: number }[] {
  const ctx = assignContext(state, request.side, request.set);
  return withPartialMoves(ctx, legalTactics(state, request))
    .map((tactic) => ({ tactic, score: scoreTactic(ctx, tactic) }))
    .sort((a, b) => b.score - a.score);
}
