/**
 * Would an order be carried out now, yes or no (issue 23)? The same answer as checkTactic's
 * "lawful and not skipped" (tactics.ts: ok with no SkipReason), worked out without building a
 * Problem or a verdict: listing the lawful orders asks it of every order a hex could be given,
 * about a dozen times per battle, and checkTactic builds a Problem, words and facts, for each
 * refusal and a chain of closures for each ruling-7 check.
 *
 * The common orders are answered here from the compact position (who holds each cell): a Defend,
 * a one-hex Move of units in the hex, an Attack on the next hex by its troops. Every other
 * order (one a player character takes, a Move going further or by a retreating army, a ranged
 * attack, an attack on a gate) is passed to checkTactic itself. Each ruling below names the
 * check in tactics.ts, moveOrder.ts or attackOrder.ts it stands for; a rules change to those
 * checks must change this file too (docs/adding-a-game.md), and test/rulesets/die-men/
 * lawful.property.test.ts holds the two equal order by order in battles on every bundled
 * scenario.
 *
 * Only the present position decides the fast cases. Ruling 7 (orderCheck.ts `judged`) looks at
 * the round's start only to choose between a Problem and a SkipReason, and both mean "no" here.
 */
import { gridFor } from '../../grid/grid';
import { compactOf, type Compact } from './compact';
import { cantStand } from './ground';
import { awayFromGoal } from './moveOrder';
import type { BattleState } from './state';
import { checkTactic, SURROUNDED_FACES } from './tactics';
import type { QueuedSet, Tactic, UnitCounts } from './types';
import { allHave, normalAttackers } from './unitRules';
import { fitsIn, isUnitCounts, totalUnits } from './units';

/** checkTactic(state, side, tactic, set) is ok with no SkipReason: the order is carried out. */
export function lawful(state: BattleState, side: string, tactic: Tactic, set?: QueuedSet): boolean {
  const decl = state.declarations[side];
  if (decl === undefined || tactic.type === 'pass' || tactic.pc) return slow(state, side, tactic, set);
  const grid = gridFor(state.rules.grid);
  const c = compactOf(grid, state.occupants);
  const me = c.sides.indexOf(side);
  const from = tactic.type === 'defend' ? tactic.at : tactic.from;
  const i = c.map.index.get(from);
  // badCell, then needUnits: the side's units must stand in the order's hex now.
  if (i === undefined || me < 0 || c.owner[i] !== me) return false;
  switch (tactic.type) {
    case 'defend':
      // checkDefend: a Seize never defends; a Retreat only with enemies on two faces or more.
      if (decl.strategy === 'seize') return false;
      return decl.strategy !== 'retreat' || enemyFaces(c, i, me) >= SURROUNDED_FACES;
    case 'move': {
      const have = state.occupants[from]!.units;
      const named = tactic.units;
      // Named units must be whole numbers of known types, at least one, all in the hex now
      // (checkTarget's ruling-12 case, named units lost since the round began, goes the long way).
      const plain =
        named === undefined || (isUnitCounts(named) && totalUnits(named) > 0 && fitsIn(named, have));
      if (!plain || decl.strategy === 'retreat') return slow(state, side, tactic, set);
      return adjacentMove(state, c, me, side, tactic, named ?? have, set);
    }
    case 'attack': {
      const j = c.map.index.get(tactic.to);
      // badCell; the Deploy and Retreat that never attack (checkAttack).
      if (j === undefined) return false;
      if (decl.strategy === 'deploy' || decl.strategy === 'retreat') return false;
      const units = state.occupants[from]!.units;
      // Ranged and gate attacks, or a hex of only archers and engines: attackOrder.ts in full.
      if (tactic.by !== undefined || state.gates[tactic.to] !== undefined || normalAttackers(units) === 0) {
        return slow(state, side, tactic, set);
      }
      if (!isNeighbour(c, i, j)) return slow(state, side, tactic, set);
      // checkAttackBy's troops next door: the target must hold enemy units now (checkTarget).
      return c.owner[j]! >= 0 && c.owner[j] !== me;
    }
    default:
      return slow(state, side, tactic, set);
  }
}

const slow = (state: BattleState, side: string, t: Tactic, set?: QueuedSet): boolean => {
  const v = checkTactic(state, side, t, set);
  return v.ok && v.value === null;
};

/**
 * checkMove for a move of `group` (all or some of the units the side holds in `from` now) into a
 * hex next to it, not retreating: where they can't stand, siege engines alone, away from a
 * Deploy's or Seize's goal, an enemy in the hex, a Hold into a hex it doesn't hold. Further moves
 * go to checkTactic.
 */
function adjacentMove(
  state: BattleState,
  c: Compact,
  me: number,
  side: string,
  t: Extract<Tactic, { type: 'move' }>,
  group: UnitCounts,
  set: QueuedSet | undefined,
): boolean {
  const { from, to } = t;
  const j = c.map.index.get(to);
  if (j === undefined) return false;
  if (!isNeighbour(c, c.map.index.get(from)!, j)) return slow(state, side, t, set);
  if (cantStand(state, to, group) !== null) return false;
  if (allHave(group, (r) => r.needsEscort)) return false;
  if (awayFromGoal(state, state.declarations[side]!, from, to)) return false;
  const owner = c.owner[j]!;
  if (owner >= 0 && owner !== me) return false;
  return state.declarations[side]!.strategy !== 'hold' || owner === me;
}

/** True when cell j is next to cell i. */
function isNeighbour(c: Compact, i: number, j: number): boolean {
  const { nbrStart, nbr } = c.map;
  for (let k = nbrStart[i]!; k < nbrStart[i + 1]!; k++) if (nbr[k] === j) return true;
  return false;
}

/** Cells next to cell i held by a side other than side `me`. */
function enemyFaces(c: Compact, i: number, me: number): number {
  const { nbrStart, nbr } = c.map;
  let n = 0;
  for (let k = nbrStart[i]!; k < nbrStart[i + 1]!; k++) {
    const o = c.owner[nbr[k]!]!;
    if (o >= 0 && o !== me) n++;
  }
  return n;
}
