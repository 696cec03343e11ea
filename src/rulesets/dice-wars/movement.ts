/**
 * Moves ("Move Action", "Speed Dice in Moves"): 6", 12" with a Speed die, 18" with three; other
 * models are ignored on the way but no move ends on one; a squad moves as one, every member within
 * the distance and the squad coherent where it ends (ruling DW7).
 */
import { plural } from '../../core/plural';
import { problem, type Problem } from '../../core/problem';
import type { CellKey } from '../../grid/types';
import { armourCover, speedOf } from './board';
import {
  canEndMove,
  coherent,
  inCover,
  moveShortfall,
  terrainSays,
  type MoveShortfall,
  type TerrainPiece,
} from './geometry';
import type { BattleState, Unit } from './state';
import { moveInches } from './weapons';

/** The squares other units stand on: asked of the few squares moved to only, cheaper than a set of them all. */
const othersOn = (s: BattleState, u: Unit) => ({
  has: (cell: CellKey) => s.units.some((o) => o.id !== u.id && o.models.includes(cell)),
});

/** Why `u` may not move to `to` (one square per model, in member order), or null. */
export function moveProblem(s: BattleState, u: Unit, to: readonly CellKey[]): Problem | null {
  if (to.length !== u.models.length)
    return problem(
      'move.models',
      `${u.name} has ${plural(u.models.length, 'model')}: give one square for each`,
      {
        path: ['action', 'to'],
        facts: { models: u.models.length, given: to.length },
      },
    );
  if (new Set(to).size !== to.length)
    return problem('move.same-square', `${u.name}: two models can't end on one square`, {
      path: ['action', 'to'],
    });
  const budget = moveInches(speedOf(u));
  const occupied = othersOn(s, u);
  for (const [i, cell] of to.entries()) {
    if (cell === u.models[i]) continue;
    if (!canEndMove(s.rules.table, u.models[i]!, budget, cell, occupied)) {
      const why = moveShortfall(s.rules.table, u.models[i]!, budget, cell, occupied);
      return problem(
        'move.out-of-reach',
        `${u.name}: ${u.models[i]} can't move to ${cell}: ${shortfallText(why, cell, budget)}`,
        {
          path: ['action', 'to', i],
          facts: { from: u.models[i], to: cell, inches: budget, ...why },
        },
      );
    }
  }
  const moves = to.some((c, i) => c !== u.models[i]);
  if (moves && to.length > 1 && !coherent(to))
    return problem('move.incoherent', `${u.name}: a squad's members end a move within 1" of one another`, {
      path: ['action', 'to'],
    });
  return null;
}

/**
 * Why `u`'s first model can't end a move on `cell`, in words (the same reasons moveProblem gives),
 * or null when it can: for a player who typed a square the list did not offer.
 */
export function leadRefusal(s: BattleState, u: Unit, cell: CellKey): string | null {
  const budget = moveInches(speedOf(u));
  const occupied = othersOn(s, u);
  if (canEndMove(s.rules.table, u.models[0]!, budget, cell, occupied)) return null;
  return shortfallText(moveShortfall(s.rules.table, u.models[0]!, budget, cell, occupied), cell, budget);
}

const inch = (x: number): string => `${Number.isInteger(x) ? x : x.toFixed(1)}"`;

/** The real reason a model's move is refused, in words ("Move Action", DW-G3). */
function shortfallText(why: MoveShortfall | null, cell: CellKey, budget: number): string {
  switch (why?.reason) {
    case 'off-table':
      return `${cell} is not on the table`;
    case 'onto-model':
      return `another model stands there, and no move ends on one`;
    case 'no-way':
      return `no way leads there`;
    case 'climb':
      return `the way there is ${inch(why.cost)} with the climbing, more than its ${inch(budget)} move`;
    case 'too-far':
      return `the way there is ${inch(why.cost)}, more than its ${inch(budget)} move`;
    default:
      return `out of its ${inch(budget)} move`;
  }
}

/**
 * Whether `u` has its cover now (standing in it, not yet used up), or would on `at`; `armour`:
 * armourCover(s, u), for a caller asking of two places. The terrain is asked first: when it
 * settles the answer alone, the friends' armour isn't looked for.
 */
export function hasCover(
  s: BattleState,
  u: Unit,
  at: readonly CellKey[] = u.models,
  armour?: readonly TerrainPiece[],
): boolean {
  if (u.coverLost) return false;
  const terrain = terrainSays(s.rules.table, at, u.height);
  if (terrain !== 1) return terrain === 2;
  return inCover(
    s.rules.table,
    at.map((c) => ({ at: c, height: u.height })),
    armour ?? armourCover(s, u),
  );
}
