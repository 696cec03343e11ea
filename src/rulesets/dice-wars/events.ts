/** What happens in a battle, as data: a face renders it, the log records the dice in it. */
import type { BattleEnded, PerSide, RoundEnded } from '../../engine/endEvents';
import type { CellKey, Edge } from '../../grid/types';
import type { EquipmentKind } from './army';
import type { DieRef } from './types';

/** A unit as an event names it. */
export interface UnitRef {
  readonly id: string;
  readonly side: string;
  readonly name: string;
}

/** What made an attack: Basic Melee, or a piece of equipment at the dice it had. */
export type Weapon =
  | { readonly type: 'melee' }
  | {
      readonly type: 'equipment';
      readonly piece: number;
      readonly kind: EquipmentKind;
      readonly dice: number;
    };

export type Event =
  | {
      readonly type: 'battleStarted';
      readonly sides: readonly { readonly id: string; readonly units: number; readonly dice: number }[];
    }
  /** The deployment roll-off; `winner` chooses the edge, null when tied (rolled again). */
  | {
      readonly type: 'edgesRolled';
      readonly rolls: Readonly<Record<string, number>>;
      readonly winner: string | null;
    }
  /** The roll-off's winner took `edge`; the other side the opposite one ("Deployment"). */
  | { readonly type: 'edgeChosen'; readonly side: string; readonly edge: Edge; readonly other: Edge }
  /** A unit placed in its side's zone before round 1 ("Deployment"). */
  | { readonly type: 'deployed'; readonly unit: UnitRef; readonly at: readonly CellKey[] }
  | { readonly type: 'roundStarted'; readonly round: number }
  /** Who activates first; null when tied (rolled again). */
  | {
      readonly type: 'firstRolled';
      readonly round: number;
      readonly rolls: Readonly<Record<string, number>>;
      readonly first: string | null;
    }
  | { readonly type: 'activated'; readonly round: number; readonly unit: UnitRef; readonly actions: number }
  | {
      readonly type: 'moved';
      readonly round: number;
      readonly unit: UnitRef;
      readonly free: boolean;
      readonly from: readonly CellKey[];
      readonly to: readonly CellKey[];
      /** Cover given up by moving out of it (ruling DW9). */
      readonly leftCover: boolean;
    }
  | {
      readonly type: 'attacked';
      readonly round: number;
      readonly unit: UnitRef;
      readonly weapon: Weapon;
      readonly target: UnitRef;
      /** Models that could strike (in range and sight); the rest spent the action for nothing. */
      readonly attackers: number;
      /** The face each hit die needed. */
      readonly need: number;
      readonly hitFaces: readonly number[];
      readonly hits: number;
      /** d6 faces for D3 or D6 damage, one per hit; empty when each hit does 1. */
      readonly damageFaces: readonly number[];
      readonly damage: number;
      /** ignored: the attack ignores cover; used: cover took the first damage; none otherwise. */
      readonly cover: 'ignored' | 'used' | 'none';
      /** Damage markers this attack put on the target. */
      readonly markers: number;
    }
  | {
      readonly type: 'activationEnded';
      readonly round: number;
      readonly unit: UnitRef;
      /** Core actions it left unused. */
      readonly unused: number;
    }
  | { readonly type: 'restIdle'; readonly round: number; readonly side: string; readonly units: number }
  | { readonly type: 'damagePhase'; readonly round: number }
  | {
      readonly type: 'saved';
      readonly round: number;
      readonly unit: UnitRef;
      readonly markers: number;
      /** Saves passed without a roll (4 Armor dice: the first). */
      readonly automatic: number;
      readonly need: number;
      readonly faces: readonly number[];
      readonly unsaved: number;
    }
  | {
      readonly type: 'diceLost';
      readonly round: number;
      readonly unit: UnitRef;
      /** A unit's dice removed. */
      readonly dice: readonly DieRef[];
      /** A squad's members removed. */
      readonly members: readonly CellKey[];
      /** A 2-Core squad's odd damage carried to the next round. */
      readonly carried: number;
    }
  | { readonly type: 'destroyed'; readonly round: number; readonly unit: UnitRef }
  /** Dice left per side ("Game End" count), and units left. */
  | RoundEnded<{ readonly dice: PerSide; readonly units: PerSide }>
  | BattleEnded<{ readonly dice: PerSide }>;

export type EventType = Event['type'];
