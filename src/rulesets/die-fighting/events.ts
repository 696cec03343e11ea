/** What happens in a battle, as data: the CLI renders it, the log records the dice in it. */
import type { BattleEnded, PerSide, RoundEnded } from '../../engine/endEvents';
import type { CellKey, Edge } from '../../grid/types';
import type { CommanderRank, UnitType } from './types';

/** A unit as an event names it: where it stands and what it is. */
export interface UnitRef {
  readonly id: string;
  readonly side: string;
  readonly type: UnitType;
  readonly commander: CommanderRank | null;
  readonly at: CellKey;
}

/** One roll: the faces, the bonus added, the total. */
export interface Roll {
  readonly faces: readonly number[];
  readonly bonus: number;
  readonly total: number;
}

/** A target of an attack: its defence roll (none for ranged units) and whether it was hit. */
export interface TargetResult {
  readonly unit: UnitRef;
  readonly defence: Roll | null;
  readonly hit: boolean;
}

/** Damage dealt to one unit: how much, what it has left, and why it was capped. */
export interface Hurt {
  readonly unit: UnitRef;
  readonly damage: number;
  readonly health: number;
  /** Behind blocking terrain for a ranged attack: at most 1 reached it. */
  readonly blocked?: boolean;
  /** Damage passed on from a blocked target to this unit beside it. */
  readonly passedFrom?: CellKey;
}

export type Event =
  | {
      readonly type: 'battleStarted';
      readonly sides: readonly { readonly id: string; readonly units: number; readonly points: number }[];
    }
  | {
      readonly type: 'setupRolled';
      readonly rolls: Readonly<Record<string, Roll>>;
      /** Who chooses the map; null when the roll is tied and will be made again. */
      readonly winner: string | null;
      readonly reason: 'higher' | 'more units' | 'tied';
    }
  /** The set-up roll's loser took `edge` for its side of the map; the other side `other` ("Set Up"). */
  | { readonly type: 'edgeChosen'; readonly side: string; readonly edge: Edge; readonly other: Edge }
  /** A unit placed in the deployment before round 1 (its ref's `at` and `id`: its square). */
  | { readonly type: 'deployed'; readonly unit: UnitRef }
  | { readonly type: 'roundStarted'; readonly round: number }
  | {
      readonly type: 'initiative';
      readonly round: number;
      readonly rolls: Readonly<Record<string, Roll>>;
      /** Who activates first; null when tied on units too (rolled again). */
      readonly first: string | null;
      readonly reason: 'higher' | 'more units' | 'tied';
    }
  | { readonly type: 'phase'; readonly round: number; readonly phase: 'movement' | 'combat' }
  | {
      readonly type: 'moved';
      readonly round: number;
      readonly unit: UnitRef;
      readonly to: CellKey;
      readonly cost: number;
    }
  | { readonly type: 'stayed'; readonly round: number; readonly unit: UnitRef }
  | { readonly type: 'restStayed'; readonly round: number; readonly side: string; readonly units: number }
  | {
      readonly type: 'attacked';
      readonly round: number;
      readonly unit: UnitRef;
      /** The attack roll; null for a ranged unit, which hits automatically. */
      readonly attack: Roll | null;
      readonly targets: readonly TargetResult[];
      /** Attacks a ranged unit has left after this one. */
      readonly usesLeft?: number;
    }
  | {
      readonly type: 'damage';
      readonly round: number;
      readonly unit: UnitRef;
      readonly roll: Roll;
      readonly hurt: readonly Hurt[];
    }
  | {
      readonly type: 'destroyed';
      readonly round: number;
      readonly unit: UnitRef;
      readonly points: number;
      readonly by: string;
    }
  | {
      readonly type: 'charged';
      readonly round: number;
      readonly unit: UnitRef;
      readonly to: CellKey;
      readonly target: CellKey;
    }
  | {
      readonly type: 'brokeAway';
      readonly round: number;
      readonly unit: UnitRef;
      /** Null when no roll was needed (mounted units leaving foot or ranged units). */
      readonly attack: Roll | null;
      readonly holders: readonly TargetResult[];
      readonly success: boolean;
      readonly to: CellKey | null;
    }
  | {
      readonly type: 'regrouped';
      readonly round: number;
      readonly units: readonly { readonly unit: UnitRef; readonly health: number }[];
    }
  | { readonly type: 'held'; readonly round: number; readonly unit: UnitRef }
  /** Faces a script or a player gave for a roll the battle turned out not to need (a miss needs no damage). */
  | {
      readonly type: 'unusedDice';
      readonly round: number;
      readonly unit: UnitRef;
      readonly dice: 'attack' | 'defence' | 'damage';
    }
  /**
   * A choice given with an action that the battle could not use: damage to pass on named for a
   * blocked target when none was left to pass (`nothing-passed`), or when the unit named had been
   * destroyed earlier in the same attack (`gone`: the default took the rest).
   */
  | {
      readonly type: 'unusedChoice';
      readonly round: number;
      readonly unit: UnitRef;
      readonly choice: 'passTo';
      readonly cell: CellKey;
      readonly why: 'nothing-passed' | 'gone';
    }
  | { readonly type: 'restHeld'; readonly round: number; readonly side: string; readonly units: number }
  /** Health left per side, and units left. */
  | RoundEnded<{ readonly health: PerSide; readonly units: PerSide }>
  | BattleEnded<{ readonly destroyed: PerSide }>;

export type EventType = Event['type'];
