/**
 * The Die, Men! contract shared by the rules core, the scenario loader, the CLI and every decision
 * source (scripts, defaults, prompts, the computer, replay logs). Plain serialisable data only.
 */
import type { CellKey, Edge, GridSpec } from '../../grid/types';

export type Strategy = 'deploy' | 'seize' | 'hold' | 'retreat';

/** Deploy and Seize name a goal: a cell, or a map edge. */
export type Goal =
  { readonly kind: 'cell'; readonly at: CellKey } | { readonly kind: 'edge'; readonly edge: Edge };

export interface Declaration {
  readonly strategy: Strategy;
  readonly goal?: Goal;
}

/** Basic game: infantry only. The complications (issue 4) extend this union. */
export type UnitType = 'infantry';
export const UNIT_TYPES: readonly UnitType[] = ['infantry'];

/** Units in one cell by type; a missing type means 0. */
export type UnitCounts = Readonly<Partial<Record<UnitType, number>>>;

/** Basic game terrain. Unlisted cells are open. The complications extend this union. */
export type Terrain = 'open' | 'rough' | 'impassable';
export const TERRAINS: readonly Terrain[] = ['open', 'rough', 'impassable'];

/** Soldiers per unit: the steps of the scale chart ("Defining the Scale"). */
export type Scale = 1 | 2 | 5 | 10 | 20 | 50 | 100;

export interface SideSetup {
  readonly id: string;
  readonly name: string;
}

export interface Occupant {
  readonly side: string;
  readonly units: UnitCounts;
}

export interface BattleOptions {
  /** The battle ends after this many rounds; the side with more units wins, equal is a draw. */
  readonly maxRounds: number;
  /** `per-hex` (default): a hex's kills over the whole round are capped by its units. */
  readonly damageCap: 'per-hex' | 'per-attack';
}

export interface BattleSetup {
  readonly name: string;
  readonly scale: Scale;
  readonly grid: GridSpec;
  /** Only non-open cells. */
  readonly terrain: Readonly<Record<CellKey, Terrain>>;
  readonly sides: readonly SideSetup[];
  readonly occupants: Readonly<Record<CellKey, Occupant>>;
  readonly options: BattleOptions;
  /** Seeds the RNG kept in the battle state. */
  readonly seed: string;
}

/** A set in the round's queue. `id` is stable for the round, e.g. "duke.2x9", "duke.2x9b". */
export interface QueuedSet {
  readonly id: string;
  readonly side: string;
  /** Current width: knocked-out dice lower it; at 1 the set is spoiled and leaves the queue. */
  readonly width: number;
  readonly height: number;
  /** Width as rolled (or split): fixes the set's place in the queue. */
  readonly rolledWidth: number;
}

/** What a set is spent on. `units` defaults to all the units in `from`. */
export type Tactic =
  | { readonly type: 'attack'; readonly from: CellKey; readonly to: CellKey }
  | { readonly type: 'defend'; readonly at: CellKey }
  | { readonly type: 'move'; readonly from: CellKey; readonly to: CellKey; readonly units?: UnitCounts }
  | { readonly type: 'pass' };

export interface FreeMove {
  readonly from: CellKey;
  readonly to: CellKey;
  /** Defaults to all units in `from`. */
  readonly units?: UnitCounts;
}

export interface SplitOrder {
  readonly set: string;
  readonly into: readonly number[];
}

export type Decision =
  | { readonly kind: 'declare'; readonly side: string; readonly declaration: Declaration }
  /** `faces` from physical dice or a script; absent means the battle's seeded RNG rolls. */
  | { readonly kind: 'roll'; readonly side: string; readonly faces?: readonly number[] }
  | { readonly kind: 'split'; readonly side: string; readonly splits: readonly SplitOrder[] }
  | { readonly kind: 'assign'; readonly side: string; readonly set: string; readonly tactic: Tactic }
  /** How many of the defending hex's eligible gobble dice to spend on the attack at hand. */
  | { readonly kind: 'gobble'; readonly side: string; readonly dice: number }
  | { readonly kind: 'casualties'; readonly side: string; readonly at: CellKey; readonly losses: UnitCounts }
  /** Which of the defender's unresolved sets loses a die (null only when it has none). */
  | { readonly kind: 'knock'; readonly side: string; readonly set: string | null }
  | { readonly kind: 'free'; readonly side: string; readonly moves: readonly FreeMove[] };

export type DecisionKind = Decision['kind'];

/** What the battle asks next. Each names the side that answers and carries the facts to decide. */
export type Request =
  | { readonly kind: 'declare'; readonly side: string; readonly round: number }
  | { readonly kind: 'roll'; readonly side: string; readonly round: number; readonly pool: number }
  | {
      readonly kind: 'split';
      readonly side: string;
      readonly round: number;
      /** The side's sets wide enough to split (width 4 or more). */
      readonly splittable: readonly QueuedSet[];
    }
  | { readonly kind: 'assign'; readonly side: string; readonly round: number; readonly set: QueuedSet }
  | {
      readonly kind: 'gobble';
      readonly side: string;
      readonly round: number;
      /** The defended cell under attack and the attacking set. */
      readonly at: CellKey;
      readonly attack: { readonly set: QueuedSet; readonly from: CellKey };
      /** Faces of this cell's unspent gobble dice that can cancel the attack's dice. */
      readonly eligible: readonly number[];
      /** Dice needed to cut the attack to one die (spoil it). */
      readonly toSpoil: number;
    }
  | {
      readonly kind: 'casualties';
      readonly side: string;
      readonly round: number;
      readonly at: CellKey;
      readonly count: number;
      readonly units: UnitCounts;
    }
  | {
      readonly kind: 'knock';
      readonly side: string;
      readonly round: number;
      readonly candidates: readonly QueuedSet[];
    }
  | { readonly kind: 'free'; readonly side: string; readonly round: number };
