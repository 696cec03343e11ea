/**
 * legalTactics, remembered. Within a round the battle asks for one set's order after another, and
 * between those requests usually only the bookkeeping of Resolve changes (the group's orders, the
 * cursor, gobble dice, damage dealt, knocked widths), not the positions. The lawful orders are a
 * pure function of the state and the request, so the computer general may reuse them while every
 * other part of the state is the very same object. This is a memo, not a shortcut: it returns
 * exactly what legalTactics would.
 *
 * The assumption it rests on: the state fields below don't decide whether an order is lawful
 * (the rules check positions, declarations, gates, command tokens and the set's width). The tests that
 * play the computer general against the rules core would catch a rule that starts to.
 */
import { recentLawfulOrders } from '../caches';
import { legalTactics } from '../legal';
import type { BattleState } from '../state';
import type { Request, Tactic } from '../types';

type Req<K extends Request['kind']> = Extract<Request, { kind: K }>;

/** Resolve's bookkeeping: changes between a round's requests, never what is lawful. */
const BOOKKEEPING: ReadonlySet<string> = new Set([
  'group',
  'cursor',
  'queue',
  'dealt',
  'gobble',
  'archerBonus',
  'awaiting',
]);

/** One remembered answer of lawfulOrders (kept in caches.ts `recentLawfulOrders`). */
export interface LawfulEntry {
  readonly values: readonly unknown[];
  readonly side: string;
  readonly round: number;
  /** The set's width: how far cavalry and chariots may move. */
  readonly width: number;
  readonly tactics: readonly Tactic[];
}

const SIZE = 8;

function relevant(state: BattleState): unknown[] {
  const out: unknown[] = [];
  for (const k in state) if (!BOOKKEEPING.has(k)) out.push((state as unknown as Record<string, unknown>)[k]);
  return out;
}

/** legalTactics(state, request), reusing a recent answer to the same question. */
export function lawfulOrders(state: BattleState, request: Req<'assign'>): readonly Tactic[] {
  const values = relevant(state);
  const s = request.set;
  const entries = recentLawfulOrders;
  for (const e of entries) {
    if (
      e.side === request.side &&
      e.round === request.round &&
      e.width === s.width &&
      e.values.length === values.length &&
      e.values.every((v, i) => Object.is(v, values[i]))
    ) {
      return e.tactics;
    }
  }
  const tactics = legalTactics(state, request);
  if (entries.length >= SIZE) entries.pop();
  entries.unshift({ values, side: request.side, round: request.round, width: s.width, tactics });
  return tactics;
}
