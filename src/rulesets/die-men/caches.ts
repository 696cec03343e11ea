/**
 * Every memo Die, Men! keeps between calls, in one place (issue 26), built from the one bounded
 * helper in src/core/recentCache.ts. Lint forbids module-level tables anywhere else in the game.
 *
 * Each holds only what a pure function of its key returned: the rules core never mutates a
 * positions object or the battle rules (it replaces them), so a remembered answer is the answer,
 * and a battle plays the same whether these are cold or warmed by other battles
 * (test/engine/warmCaches.property.test.ts). Each is bounded, so a long `diemen sim` keeps its
 * memory flat.
 */
import { BoundedMap, RecentCache } from '../../core/recentCache';
import type { CellKey } from '../../grid/types';
import type { Grid } from '../../grid/grid';
import type { LawfulEntry } from './ai/legalCache';
import type { View } from './ai/view';
import type { Positions } from './board';
import type { Compact, MapTables } from './compact';
import type { Fast } from './fast/position';
import type { FastMap } from './fast/tables';
import type { Opening } from './init';
import type { BattleRules } from './state';
import type { BattleSetup } from './types';

/**
 * Sides with units, by positions (round.ts `activeSides`): asked at every step of the declare and
 * roll phases. Two slots: the positions when the round began and the current ones.
 */
export const activeSidesByPositions = new RecentCache<Positions, readonly string[]>(2);

/**
 * The general's view of a position, by positions then side (ai/view.ts `viewOf`). Four slots: the
 * current positions and the round's start, for each of two sides.
 */
export const viewsByPositions = new RecentCache<Positions, Map<string, View>>(4);

/**
 * The map's grid and terrain as a string, by the battle rules object (ai/view.ts): the key of
 * `walksByMap`. Two slots: one battle's rules, and the next battle's.
 */
export const mapSignatures = new RecentCache<BattleRules, string>(2);

/**
 * Walking distances by map signature, then by target cell (ai/view.ts `walkFrom`): a pure function
 * of grid and terrain, so shared by every battle on that map. Eight maps; the inner table is
 * cleared past 250,000 cells' worth of distances (see walkFrom).
 */
export const walksByMap = new BoundedMap<string, Map<CellKey, Map<CellKey, number>>>(8);

/**
 * The round's target, by the positions when the round began, then side (ai/plan.ts `targetOf`):
 * chosen from those positions only, so the same whenever it is asked. Two slots: this round's
 * start, and the last one's while a round turns over.
 */
export const targetsByRoundStart = new RecentCache<object, Map<string, CellKey | null>>(2);

/**
 * The map's cell-index and neighbour-index tables, by grid (compact.ts `mapTablesOf`): a pure
 * function of the grid's kind and size. Four slots, as gridFor keeps.
 */
export const mapTablesByGrid = new RecentCache<Grid, MapTables>(4);

/**
 * A position in compact form, by positions object (compact.ts `compactOf`). Four slots: the
 * current positions, the round's start, and the ones a step before, which the general and the
 * rules ask about in turn.
 */
export const compactByPositions = new RecentCache<Positions, Compact>(4);

/**
 * The lawful orders of the last eight requests (ai/legalCache.ts `lawfulOrders`), newest first,
 * each with the state fields it was worked out from: a list, not a RecentCache, since its key is
 * every field but Resolve's bookkeeping, compared one by one.
 */
export const recentLawfulOrders: LawfulEntry[] = [];

/**
 * The last set-up found sound and the last one opened (init.ts `validateSetup`, `createState`): a
 * simulation checks and opens one set-up, reseeded, for every battle (about 5% of a 15-vs-15
 * battle's CPU). Neither the checks (but the seed's type, checked each time) nor the opening
 * positions and battle rules read the seed, and the rules never change a positions record or the
 * battle rules (they replace them), so every battle of a run may start from the same objects. One
 * slot each.
 */
export const lastOpening: { checked: BattleSetup | null; opened: Opening | null } = {
  checked: null,
  opened: null,
};

/**
 * The fast path's tables of a map (fast/tables.ts `fastMapOf`), by the battle rules object: a
 * pure function of its grid and terrain, and every trial of a run shares one rules object
 * (`lastOpening`). Two slots: this run's rules and the next's.
 */
export const fastTablesByRules = new RecentCache<BattleRules, FastMap>(2);

/**
 * The fast path's position (fast/trial.ts `fastOpening`), by battle rules: one record per run,
 * opened afresh at each trial's start (every field set again from the opening positions and the
 * trial's seed), so nothing of one trial reaches the next; only its arrays are reused. One slot.
 */
export const fastScratch: { rules: BattleRules | null; f: Fast | null } = { rules: null, f: null };
