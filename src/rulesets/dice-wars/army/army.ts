/**
 * A Dice Wars army: its cards, their costs and the total against the pool ("Building your Army",
 * "Make Sure it All Adds Up"). `checkArmy` reports every broken card limit and an army over its
 * pool, all in one pass.
 */
import { problem, type Problem } from '../../../core/problem';
import { firstOver } from '../../../scenario/armyText';
import type { Card } from './card';
import { checkCard } from './checkCard';
import { cardCost, costPerMember } from './cost';
import { poolOf, type ArmySize, type Pool } from './sizes';

export interface Army {
  readonly name: string;
  readonly size: ArmySize;
  readonly units: readonly Card[];
}

export const ARMY_CODES = {
  noSize: 'dice-wars.no-size',
  pointsOutsideSize: 'dice-wars.points-outside-size',
  overTotal: 'dice-wars.over-total',
} as const;

export interface CostedCard {
  readonly card: Card;
  readonly cost: number;
  readonly perMember: number;
}

/** `short` is what is left to the bottom of the preset's range (0 when there or above). */
export interface ArmyTotals {
  readonly cards: readonly CostedCard[];
  readonly total: number;
  readonly pool: Pool | null;
  readonly left: number | null;
  readonly short: number;
}

export function armyTotals(army: Army): ArmyTotals {
  const cards = army.units.map((card) => ({ card, cost: cardCost(card), perMember: costPerMember(card) }));
  const total = cards.reduce((sum, c) => sum + c.cost, 0);
  const pool = poolOf(army.size);
  const short = pool?.range && !pool.agreed ? Math.max(0, pool.range.min - total) : 0;
  return { cards, total, pool, left: pool ? pool.max - total : null, short };
}

export function checkArmy(army: Army): Problem[] {
  const out = army.units.flatMap((card, i) => checkCard(card, ['units', i]));
  out.push(...checkSize(army.size));
  const over = overTotal(army);
  if (over) out.push(over);
  return out;
}

function checkSize(size: ArmySize): Problem[] {
  if (!size.preset && size.points === undefined)
    return [
      problem(
        ARMY_CODES.noSize,
        'no army size: give size: skirmish, battle or epic, or the agreed total as points: N',
        {
          path: ['size'],
        },
      ),
    ];
  const pool = poolOf(size);
  const range = pool?.range;
  if (range && size.points !== undefined && (size.points < range.min || size.points > range.max))
    return [
      problem(
        ARMY_CODES.pointsOutsideSize,
        `${size.points} dice is not a ${range.title} (${range.min}-${range.max} dice)`,
        { path: ['points'], facts: { points: size.points, min: range.min, max: range.max } },
      ),
    ];
  return [];
}

/** Over the pool: points at the card whose cost carries the running total past it. */
function overTotal(army: Army): Problem | null {
  const { cards, total, pool } = armyTotals(army);
  if (!pool || total <= pool.max) return null;
  const { at, reached: running } = firstOver(
    cards.map((c) => c.cost),
    pool.max,
  )!;
  const card = cards[at]!;
  const what = pool.agreed ? `the agreed ${pool.max}` : `a ${pool.range!.title}'s ${pool.max}`;
  return problem(
    ARMY_CODES.overTotal,
    `${card.card.name}: the army costs ${total} dice, ${total - pool.max} over ${what}; this ${card.cost}-dice card takes it to ${running}`,
    { path: ['units', at], facts: { unit: card.card.name, total, max: pool.max, reachedAt: running } },
  );
}
