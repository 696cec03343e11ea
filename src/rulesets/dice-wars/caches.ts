/**
 * Every memo and scratch buffer Dice Wars keeps between calls, in one place (issue 26), built from
 * the bounded helpers in src/core/recentCache.ts. Lint forbids module-level tables anywhere else in
 * the game.
 *
 * One file for the rules and the general alike: they share the table memos (index, sight), and the
 * general's tables hold only types, so nothing here makes the rules depend on the general.
 *
 * Safe because each holds only what a pure function of its key returned, and the rules never mutate
 * a table, a rules object, a position's units array or a unit (they replace them): a remembered
 * answer is the answer, so a battle plays the same whether these are cold or warmed by other battles
 * (test/engine/warmCaches.property.test.ts). The tables by unit id check the unit (or its models)
 * by identity before a hit. Bounded: by slots (RecentCache) or by a limit past which everything is
 * forgotten (BoundedMap, UNITS: far more units than any battle has, so a battle never thrashes).
 */
import { BoundedMap, RecentCache } from '../../core/recentCache';
import type { UnitContext } from './ai/context';
import type { Armour } from './ai/cover';
import type { Foe, FoeSquares, Parts } from './ai/foes';
import type { Mine } from './ai/harm';
import type { Turners } from './ai/seat';
import type { Fields } from './ai/strikeField';
import type { FastMap } from './fast/map';
import type { Position } from './fast/position';
import type { Problem } from '../../core/problem';
import type { BattleState, Rules, Unit } from './state';
import type { Sight, Table, TableIndex } from './table';
import type { Profile } from './weapons';
import type { BattleSetup } from './types';

/** The most unit ids a table by unit id holds before it is forgotten at once. */
const UNITS = 1024;

// ---- The rules ----

/** A table's index (table/tableIndex.ts), by the table object: tables live as long as a scenario. */
export const tableIndexes = new RecentCache<Table, TableIndex>(8);

/** A table's remembered sight lines (table/sightMemo.ts), by the table object. */
export const sightsByTable = new RecentCache<Table, Sight>(8);

/** The table without the pieces that don't block sight (geometry.ts `sightTable`), by the table. */
export const sightTables = new RecentCache<Table, Table>(8);

/**
 * The last set-up checked and its problems (setupCheck.ts `validateSetup`): a simulation checks one
 * set-up, reseeded, for every battle, and the checks never read the seed. One slot.
 */
export const lastSetupCheck: {
  last: { readonly setup: BattleSetup; readonly problems: readonly Problem[] } | null;
} = { last: null };

/**
 * occupiedSquares' answer (moves.ts): one buffer, the table's size, zeroed and filled on each call;
 * it never leaves moveSet, so no answer outlives the next call.
 */
export const occupiedScratch: { bytes: Uint8Array } = { bytes: new Uint8Array(0) };

// ---- The computer general ----

/** Each unit's context, by the position's units array, then a list by unit id (ai/context.ts `contextOf`). */
export const contextsByUnits = new RecentCache<BattleState['units'], UnitContext[]>(4);

/** Which moves were weighed (ai/computer.ts `lookedAt`): one buffer, cleared before each use. */
export const lookedScratch: { bytes: Uint8Array } = { bytes: new Uint8Array(1024) };

/**
 * Room for strike fields' squares (ai/strikeField.ts `room`), carved from blocks: a block lives
 * while a field in it does, and each field's part is zero (not asked) when carved.
 */
export const strikeRoom: { block: Uint8Array | null; used: number } = { block: null, used: 0 };

/** Strike fields by enemy unit id, kept while its models, height and sight stay (ai/strikeField.ts). */
export const strikeFieldsByUnit = new BoundedMap<string, Fields>(UNITS);

/** A foe's parts apart from cover, by unit id, kept while the unit object and sight stay (ai/foes.ts). */
export const foePartsByUnit = new BoundedMap<string, Parts>(UNITS);

/** The enemies of each side, by the position's units array, then a list by side (ai/foes.ts `foesOf`). */
export const foesByUnits = new RecentCache<BattleState['units'], { side: string; foes: Foe[] }[]>(4);

/** The last enemies made for each side, used again while every enemy unit is the same object (ai/foes.ts). */
export const lastFoesBySide = new BoundedMap<string, { sight: Sight; foes: Foe[] }>(UNITS);

/** A unit's weapons by slot, by unit id, kept while its equipment array stays (ai/foes.ts `profilesOf`). */
export const profilesByUnit = new BoundedMap<
  string,
  { equipment: Unit['equipment']; profiles: readonly (Profile | null)[] }
>(UNITS);

/** Every enemy model's square, by the foes array (ai/foes.ts `foeSquares`). */
export const foeSquaresByFoes = new RecentCache<readonly Foe[], FoeSquares>(4);

/** What a unit's weapons would do, by unit id, kept while its squares, equipment and height stay (ai/harm.ts). */
export const minesByUnit = new BoundedMap<string, Mine>(UNITS);

/** The gaps between a unit's squares and an enemy's (ai/harm.ts `raw`): one buffer, written before read. */
export const harmGaps: { at: Float64Array } = { at: new Float64Array(64) };

/** Terrain cover by table, then model height: per square 0 not asked, 1 no, 2 cover (ai/cover.ts). */
export const terrainCoverByTable = new RecentCache<Table, Map<number, Uint8Array>>(8);

/** The armour units by side, by the position's units array (ai/cover.ts). */
export const armoursByUnits = new RecentCache<BattleState['units'], Map<string, Armour[]>>(4);

/**
 * Each armour unit, by table index then id, kept while its squares, height and side stay
 * (ai/cover.ts `armourOf`). By table first: the two seats see the table each its own way round,
 * and one map by id alone had each seat throw out the other's (266 armour objects made a battle).
 */
const armourByTable = new RecentCache<TableIndex, BoundedMap<string, Armour>>(8);

/** The armour kept for table index `t`, by unit id (armourByTable). */
export const armourOfTable = (t: TableIndex): BoundedMap<string, Armour> =>
  armourByTable.memo(t, () => new BoundedMap<string, Armour>(UNITS));

/**
 * A unit's cover where it stands, by unit id, kept while the unit, table index and armoured friends
 * are the same objects (ai/cover.ts `coverNow`).
 */
export const coverByUnit = new BoundedMap<
  string,
  { t: TableIndex; unit: Unit; friends: readonly Armour[]; covered: boolean }
>(UNITS);

/**
 * The table turned half round, both ways (ai/seat.ts `turnTable`: the original and its turned copy
 * map to each other, so turning twice gives the same object and the memos keyed by it stay warm).
 */
export const turnedTables = new RecentCache<Table, Table>(8);

/** The turned copy of a rules object (ai/seat.ts). */
export const turnedRules = new RecentCache<Rules, Rules>(8);

/** Per table, the turners of units and of the reserve, each with its own recent memo (ai/seat.ts). */
export const turnersByTable = new RecentCache<Table, Turners>(8);

/** The turned copy of the last few states (ai/seat.ts `turnState`). */
export const turnedStates = new RecentCache<BattleState, BattleState>(4);

/**
 * moves.ts `shifts` gathers its answer here (written by index, never shrunk), then hands on an
 * exact copy: growing a fresh array a push at a time costs about three times the room. Read only
 * up to what the call wrote, so nothing left from another call is ever seen.
 */
export const shiftScratch: number[] = [];

// ---- The simulation's fast path (fast/) ----

/** The fast path's per-map tables (fast/map.ts), by the table object: shared by every trial of a run. */
export const fastMaps = new RecentCache<Table, FastMap>(8);

/**
 * The last fast trial's position, given back when the trial ended (fast/trial.ts): the next trial
 * of the same set-up (the simulator's trials differ only in their seed) puts it back to the
 * opening (fast/reopen.ts) instead of building units, tables and memos again. Taken while a trial
 * plays it, so two trials never share one.
 */
export const lastFastPosition: { spare: Position | null } = { spare: null };
