/**
 * Every memo and scratch buffer Die Fighting keeps between calls, in one place (issue 26), built
 * from the bounded helpers in src/core/recentCache.ts. Lint forbids module-level tables anywhere
 * else in the game.
 *
 * One file for the rules and the general alike: the general reads the rules' memos (where units
 * stand, side maps, reaches), and its own tables hold only types, so nothing here makes the rules
 * depend on the general.
 *
 * Safe because each holds only what a pure function of its key returned (or, for the general's
 * contexts, a value rebuilt in place whenever its key differs), and the rules never mutate a rules
 * object, a units array, a unit or a card table (they replace them): a remembered answer is the
 * answer, so a battle plays the same whether these are cold or warmed by other battles
 * (test/engine/warmCaches.property.test.ts). Bounded by slots (RecentCache) or by a limit past
 * which everything is forgotten (BoundedMap).
 */
import { BoundedMap, RecentCache } from '../../core/recentCache';
import type { GridIndex, IndexedStepCost } from '../../grid';
import type { Built, Ctx } from './ai/context';
import type { Kit } from './fast/battle';
import type { Fast } from './fast/position';
import type { Memo } from './ai/combat';
import type { Roster } from './ai/roster';
import type { WorthTable } from './ai/value';
import type { InMapOrder, Where } from './board';
import type { Known, ReachList } from './movement';
import type { Maps } from './sideMap';
import type { BattleState, Rules } from './state';
import type { Card, CommanderRank, UnitType } from './types';

// ---- The rules ----

/** Where each unit stands, by the position's units array (board.ts `whereOf`). */
export const wheresByUnits = new RecentCache<BattleState['units'], Where>(4);

/**
 * The last position worked out and the last map order (board.ts): the next position mostly holds
 * the same unit objects, so its cells and order start from these. Used only where they match.
 */
export const lastBoard: { where: Where | null; perm: number[] } = { where: null, perm: [] };

/** The units in map order, by the position's units array (board.ts `mapOrder`). */
export const mapOrders = new RecentCache<BattleState['units'], InMapOrder>(4);

/** A card with its commander's bonus, by the battle's card table, then type and rank (cards.ts). */
export const commanderCards = new RecentCache<
  Readonly<Record<UnitType, Card>>,
  Map<UnitType, Map<CommanderRank, Card>>
>(4);

/**
 * Lines of sight by map (size and blocking squares, the only things they depend on): per pair of
 * squares 0 not asked, 1 clear, 2 blocked (sight.ts). Sixteen maps.
 */
export const sightByMap = new BoundedMap<string, Uint8Array>(16);

/** The last rules' sight table (sight.ts): one slot, so the map's key string is built once a battle. */
export const sightByRules = new RecentCache<Rules, Uint8Array>(1);

/** The side maps of each side, by the battle rules (sideMap.ts): the next position mostly has the same enemies. */
export const sideMapsByRules = new RecentCache<Rules, Map<string, Maps>>(4);

/** The map's step costs, by the battle rules (reachSearch.ts `terrainOf`). */
export const terrainCostsByRules = new RecentCache<Rules, IndexedStepCost>(4);

/** Each step's cost by neighbour slot, by the battle rules (reachSearch.ts `stepTable`). */
export const stepTablesByRules = new RecentCache<Rules, Float64Array>(4);

/** The same tables by map (size, slow and blocking squares): every battle on one map shares one. Sixteen maps. */
export const stepTablesByMap = new BoundedMap<string, Float64Array>(16);

/** A scratch buffer of stop squares per grid index, refilled by each search (reachSearch.ts). */
export const stopBuffers = new RecentCache<GridIndex, Uint8Array>(8);

/**
 * Reaches with no enemy near (within speed squares: none closed, no square where a move must
 * stop), by the map's step table (one object per map), then speed × map size + start: such a reach
 * depends on the map alone, so every battle on the map shares it (movement.ts `freeReach`). Three
 * in five of a df-battle's reach searches found no enemy near.
 */
export const freeReachesByMap = new RecentCache<Float64Array, Map<number, ReachList>>(16);

/** Each unit's last reach, by the battle rules, then unit id, checked before use (movement.ts). */
export const reachesByRules = new RecentCache<Rules, Map<string, Known>>(4);

// ---- The computer general ----

/** Each side's last context, by the battle rules: rebuilt in place for another position (ai/context.ts). */
export const contextsByRules = new RecentCache<BattleState['rules'], Map<string, Built>>(4);

/** The best actions per unit of a context, reset when its version or engagement changes (ai/combat.ts). */
export const combatMemos = new RecentCache<Ctx, Memo>(4);

/** The battle's roster, by the battle rules, brought up to date per position (ai/roster.ts). */
export const rostersByRules = new RecentCache<BattleState['rules'], Roster>(4);

/** attackWorth by the card table, then pairing key (ai/value.ts). */
export const attackWorths = new RecentCache<BattleState['rules']['cards'], Map<number, number>>(4);

/** Every profile's card, by the card table (ai/value.ts `cardsByProfile`). */
export const profileCards = new RecentCache<BattleState['rules']['cards'], Card[]>(4);

/** The pairings' worth table, by the card table, filled in as asked (ai/value.ts `worthTable`). */
export const worthTables = new RecentCache<BattleState['rules']['cards'], WorthTable>(4);

/** reachFactor for every distance, by speed and range (ai/place.ts): a few dozen pairs at most. */
export const reachFactorTables = new BoundedMap<number, Float64Array>(1024);

/** P(2d6 + attack > 2d6 + defence) by the difference (ai/odds.ts): a few dozen differences at most. */
export const hitChances = new BoundedMap<number, number>(1024);

/**
 * The general's scratch lists, kept from one decision to the next so that a decision allocates
 * none (issue 23: garbage was an eighth of a battle's time): the move candidates in three parallel
 * lists (ai/move.ts: a unit's index in the context, its worth where it stands, its bound), the
 * enemies in range of one attack and the squares charges end on (ai/combat.ts). Each call writes
 * them from index 0 and reads only what it wrote, so nothing of an earlier call is ever seen.
 */
/**
 * The fast path's buffers of a battle played out (fast/battle.ts `Kit`: the general's views,
 * memos and pairings, the move searches' side maps), given back by the simulator's trial and
 * taken (the slot emptied) by the next battle on the same map with as many units, which sets
 * every field it reads again: a trial allocates them once, not a hundred typed arrays a battle.
 */
export const spareKit: { kit: Kit | null } = { kit: null };

/**
 * The fast path's opening of the last set-up whose battle opens without a decision or a draw
 * (fast/opening.ts): that set-up (any of its trials: they differ only in the seed), the position
 * at the take-over as first built (never played on), and the last battle's position given back,
 * which the next trial of the set-up copies the first one into rather than building its own.
 */
export const lastOpening: { setup: object | null; pristine: Fast | null; spare: Fast | null } = {
  setup: null,
  pristine: null,
  spare: null,
};

/** A fast position's typed arrays and numbers by name (fast/position.ts copyPosition), found once. */
export const positionFields: { arrays: readonly string[]; numbers: readonly string[] } | { arrays: null } = {
  arrays: null,
};

export const moveCandidates = {
  m: [] as number[],
  stay: [] as number[],
  bound: [] as number[],
  /** One unit's stay and bound as ai/place.ts stayAndBound writes them. */
  both: new Float64Array(2),
};
export const attackScratch = { inRange: [] as number[], squares: [] as number[] };
