/**
 * Every lawful answer to a request, listed: what prompts offer, what the random general picks
 * from, what the computer general scores. Each listed decision passes the rules' own checks.
 */
import type { CellKey } from '../../grid/types';
import { checkAttack } from './attack';
import { cardOf, enemiesAround, grid, holders, kindOf, unitsOf } from './board';
import { draftOf } from './draft';
import { destinations } from './movement';
import type { BattleState } from './state';
import { checkCharge } from './charge';
import { checkBreakAway, checkRegroup } from './tactics';
import type { Action, Decision, Unit } from './types';

/** The side's units that may still be activated this phase. */
type MoveDecision = Extract<Decision, { kind: 'move' }>;
type CombatDecision = Extract<Decision, { kind: 'combat' }>;

export const unactivated = (s: BattleState, side: string): Unit[] =>
  unitsOf(s, side).filter((u) => !s.activated.includes(u.id));

/** Where `u` may move this Movement phase: its own square first (it stays); held units stay. */
export function moveOptions(s: BattleState, u: Unit): CellKey[] {
  return holders(s, u).length > 0 ? [u.at] : destinations(s, u);
}

/** Every way to pick up to `k` of `xs`, in order, non-empty. */
function groups<T>(xs: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const pick = (start: number, acc: T[]) => {
    if (acc.length > 0) out.push(acc);
    if (acc.length === k) return;
    for (let i = start; i < xs.length; i++) pick(i + 1, [...acc, xs[i]!]);
  };
  pick(0, []);
  return out;
}

/** Every action `u` may take in the Combat phase, hold first. */
export function actionOptions(s: BattleState, u: Unit): Action[] {
  const d = draftOf(s);
  const out: Action[] = [{ type: 'hold' }];
  const card = cardOf(s, u);
  const enemies = s.units.filter((e) => e.side !== u.side);
  const inRange = enemies.filter((e) => grid(s).distance(u.at, e.at) <= card.range).map((e) => e.at);
  for (const targets of groups(inRange, card.targets)) {
    if (checkAttack(d, u, targets) === null) out.push({ type: 'attack', targets });
  }
  if (!s.engaged.includes(u.id)) {
    for (const e of enemies) if (checkCharge(d, u, e.at) === null) out.push({ type: 'charge', target: e.at });
  }
  if (kindOf(u) !== 'ranged' && enemiesAround(s, u.at, u.side).length > 0) {
    for (const to of destinations(s, u)) {
      if (to !== u.at && checkBreakAway(d, u, to) === null) out.push({ type: 'breakAway', to });
    }
  }
  if (enemiesAround(s, u.at, u.side).length === 0) {
    for (const n of grid(s).neighbours(u.at)) {
      if (checkRegroup(d, u, n) === null) out.push({ type: 'regroup', with: n });
    }
  }
  return out;
}

/** Every lawful move decision for `side`, "the rest stay" last. */
export function legalMoves(s: BattleState, side: string): MoveDecision[] {
  const out: MoveDecision[] = [];
  for (const u of unactivated(s, side)) {
    for (const to of moveOptions(s, u)) out.push({ kind: 'move', side, unit: u.at, to });
  }
  out.push({ kind: 'move', side, unit: null });
  return out;
}

/** Every lawful combat decision for `side`, "the rest hold" last. */
export function legalCombat(s: BattleState, side: string): CombatDecision[] {
  const out: CombatDecision[] = [];
  for (const u of unactivated(s, side)) {
    for (const action of actionOptions(s, u)) out.push({ kind: 'combat', side, unit: u.at, action });
  }
  out.push({ kind: 'combat', side, unit: null });
  return out;
}
