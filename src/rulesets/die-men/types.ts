/**
 * The Die, Men! contract shared by the rules core, the scenario loader, the CLI and every decision
 * source (scripts, defaults, prompts, the computer, replay logs). Plain serialisable data only.
 */
import type { KindsOf } from '../../engine/kinds';
import type { CellKey, Edge, GridSpec } from '../../grid/types';

export type Strategy = 'deploy' | 'seize' | 'hold' | 'retreat';

/** Deploy and Seize name a goal: a cell, or a map edge. */
export type Goal =
  { readonly kind: 'cell'; readonly at: CellKey } | { readonly kind: 'edge'; readonly edge: Edge };

export interface Declaration {
  readonly strategy: Strategy;
  readonly goal?: Goal;
}

/**
 * Unit types (die-men.txt, "Unit Type"). The basic game has infantry only; the others need the
 * `unitTypes` complication, and `ram` (a battering-ram group, "Palisade, Drawbridge or
 * Portcullis") the `castle` terrain complication. What each does is in unitRules.ts.
 */
export type UnitType =
  'infantry' | 'cavalry' | 'bloc' | 'flier' | 'archer' | 'chariot' | 'pc' | 'siege' | 'ram';
export const UNIT_TYPES: readonly UnitType[] = [
  'infantry',
  'cavalry',
  'bloc',
  'flier',
  'archer',
  'chariot',
  'pc',
  'siege',
  'ram',
];

/** Units in one cell by type; a missing type means 0. */
export type UnitCounts = Readonly<Partial<Record<UnitType, number>>>;

/**
 * Terrain. Unlisted cells are open. Open, rough and impassable are the basic game ("The Map"); the
 * rest are the terrain complications ("Terrain"): what each does is the table in terrain.ts.
 */
export type Terrain =
  | 'open'
  | 'rough'
  | 'impassable'
  | 'hill'
  | 'mountain'
  | 'river'
  | 'forest'
  | 'wall'
  | 'tower'
  | 'palisade'
  | 'drawbridge'
  | 'portcullis';
export const TERRAINS: readonly Terrain[] = [
  'open',
  'rough',
  'impassable',
  'hill',
  'mountain',
  'river',
  'forest',
  'wall',
  'tower',
  'palisade',
  'drawbridge',
  'portcullis',
];

/** Gates: impassable until broken by a siege engine or a ram, or opened by their owner. */
export type GateKind = 'palisade' | 'drawbridge' | 'portcullis';

/** The terrain complications, as switched on in a scenario; `castle` covers walls to portcullises. */
export type TerrainComplication = 'hill' | 'mountain' | 'river' | 'forest' | 'castle';
export const TERRAIN_COMPLICATIONS: readonly TerrainComplication[] = [
  'hill',
  'mountain',
  'river',
  'forest',
  'castle',
];

/** The unit types that need the `unitTypes` complication. */
export type UnitComplication = Exclude<UnitType, 'infantry' | 'ram'>;
/** Every unit type the unitTypes switch governs: all but infantry (basic) and the ram (castle). */
export const UNIT_COMPLICATIONS: readonly UnitComplication[] = UNIT_TYPES.filter(
  (t): t is UnitComplication => t !== 'infantry' && t !== 'ram',
);

/**
 * The complications (die-men.txt from "Complications" to the end, and the boxed "Command
 * Interference"): each is off in the basic game, and each can be switched on alone.
 */
export interface Complications {
  /** Terrains beyond open, rough and impassable that the map may use. */
  readonly terrain: readonly TerrainComplication[];
  /** Unit types beyond infantry that the armies may use. */
  readonly unitTypes: readonly UnitComplication[];
  /** Command Lag: strategies are declared this many rounds ahead; 0 is off. */
  readonly commandLag: number;
  /** Threat rating per unit type (a missing type is 0); null is off ("Threat Rating"). */
  readonly threat: Readonly<Partial<Record<UnitType, number>>> | null;
  /** Player characters may take a set for their hex, ignoring the strategy. */
  readonly commandInterference: boolean;
}

export const NO_COMPLICATIONS: Complications = {
  terrain: [],
  unitTypes: [],
  commandLag: 0,
  threat: null,
  commandInterference: false,
};

/** A side's player characters' dice pools (Stat + Skill), for Command Interference. */
export interface PcSkills {
  readonly tactics: number;
  readonly strategy: number;
  /** Command+Inspire (or Command+Intimidate): each point of width lowers the difficulty by one. */
  readonly inspire: number;
}

/** Which skill a character rolls for Command Interference (the scale chart's column). */
export type CommandSkill = 'Tactics' | 'Strategy';

/** Soldiers per unit: the steps of the scale chart ("Defining the Scale"). */
export type Scale = 1 | 2 | 5 | 10 | 20 | 50 | 100;

export interface SideSetup {
  readonly id: string;
  readonly name: string;
  /** Its player characters' pools, for Command Interference (none: they can't interfere). */
  readonly pcSkills?: PcSkills;
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
  /** The complications switched on; anything left out is off (the basic game). */
  readonly complications?: Partial<Complications>;
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
  /** The owner of each gate cell (palisade, drawbridge, portcullis); an unlisted gate has none. */
  readonly gates?: Readonly<Record<CellKey, string>>;
  /**
   * Units each side places in play before round 1, a hex a turn (ruling 33: an army's units);
   * absent or empty: the battle starts as `occupants` place them.
   */
  readonly deploy?: Readonly<Record<string, UnitCounts>>;
  /** The map edge each side deploys from (default: the first side west, the second east, ...). */
  readonly zones?: Readonly<Record<string, Edge>>;
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

/**
 * Who makes an attack: `troops` (the hex's normal troops, one hex away), `archers` (one enemy unit
 * within two hexes) or `siege` (siege engines, exactly two hexes away). Left out, it is inferred.
 */
export type AttackMode = 'troops' | 'archers' | 'siege';

/**
 * What a set is spent on. `units` defaults to all the units in `from`. `pc`: a player character
 * in the hex took the set by Command Interference, so the declared strategy doesn't limit it.
 */
export type Tactic =
  | {
      readonly type: 'attack';
      readonly from: CellKey;
      readonly to: CellKey;
      readonly by?: AttackMode;
      readonly pc?: true;
    }
  | { readonly type: 'defend'; readonly at: CellKey; readonly pc?: true }
  | {
      readonly type: 'move';
      readonly from: CellKey;
      readonly to: CellKey;
      readonly units?: UnitCounts;
      readonly pc?: true;
    }
  | { readonly type: 'pass' };

/** A Command Interference roll: a character in `at` rolls `skill`, perhaps with Command+Inspire. */
export interface InterferenceAttempt {
  readonly at: CellKey;
  readonly skill: CommandSkill;
  /** Faces of the skill roll; absent means the battle's RNG rolls. */
  readonly faces?: readonly number[];
  /** Roll Command+Inspire too; its widest set lowers the difficulty by its width. */
  readonly inspire?: boolean;
  readonly inspireFaces?: readonly number[];
}

/** A gate as the owner sees it when asked whether to open or close it. */
export interface GateInfo {
  readonly at: CellKey;
  readonly kind: GateKind;
  readonly open: boolean;
  /** False while units stand in the open gateway. */
  readonly canClose: boolean;
}

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
  /** Deployment: `units` (at least one, of those left) put in the empty hex `at` of the side's zone. */
  | { readonly kind: 'deploy'; readonly side: string; readonly at: CellKey; readonly units: UnitCounts }
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
  | { readonly kind: 'free'; readonly side: string; readonly moves: readonly FreeMove[] }
  /** The owner's openable gates that stand open this round (all others are shut). */
  | { readonly kind: 'gates'; readonly side: string; readonly open: readonly CellKey[] }
  /** Command Interference rolls, at most one per hex holding the side's player characters. */
  | { readonly kind: 'interfere'; readonly side: string; readonly attempts: readonly InterferenceAttempt[] };

export type DecisionKind = Decision['kind'];

/** Requests and decisions correlated by kind (the engine's kind table). */
export type DieMenKinds = KindsOf<Request, Decision>;

/** What the battle asks next. Each names the side that answers and carries the facts to decide. */
export type Request =
  | {
      readonly kind: 'deploy';
      readonly side: string;
      /** 0: deployment comes before round 1. */
      readonly round: 0;
      /** The units the side still has to place. */
      readonly left: UnitCounts;
      /** The hexes it may pick: empty, in its zone, ground some unit left may stand on; reading order. */
      readonly cells: readonly CellKey[];
    }
  | {
      readonly kind: 'declare';
      readonly side: string;
      readonly round: number;
      /** With Command Lag: the later round this strategy is for (absent: this round). */
      readonly forRound?: number;
    }
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
  | { readonly kind: 'free'; readonly side: string; readonly round: number }
  | {
      readonly kind: 'gates';
      readonly side: string;
      readonly round: number;
      readonly gates: readonly GateInfo[];
    }
  | {
      readonly kind: 'interfere';
      readonly side: string;
      readonly round: number;
      /** Hexes holding the side's player characters: each may try once this round. */
      readonly hexes: readonly CellKey[];
      /** The scale chart's checks: any one of them will do. */
      readonly checks: readonly { readonly skill: CommandSkill; readonly difficulty: number }[];
      readonly skills: PcSkills;
    };
