/**
 * The Dice Wars battle contract shared by the rules, the generals and every decision source:
 * the set-up and the kind table. Plain serialisable data; cells are "col,row" 1" squares.
 */
import type { KindsOf } from '../../engine/kinds';
import type { CellKey, Edge } from '../../grid/types';
import type { ArmySize, Card } from './army';
import type { Table } from './geometry';

export interface SideSetup {
  readonly id: string;
  readonly name: string;
  /** The table edge the side deployed on (the scenario fixes it; "Deployment"). */
  readonly edge: Edge;
}

export interface UnitSetup {
  /** Unique in the battle; how decisions name the unit. */
  readonly id: string;
  readonly side: string;
  /** Its stat card (the army builder's Card). */
  readonly card: Card;
  /**
   * One square per model: one for a unit, one per member for a squad. Empty: the unit is placed
   * in the deployment turns before round 1 ("Deployment", ruling DW1).
   */
  readonly at: readonly CellKey[];
  /** Inches; 1.5 by default ("A Note on Scales"). */
  readonly height?: number;
}

export interface BattleSetup {
  readonly name: string;
  readonly table: Table;
  readonly sides: readonly SideSetup[];
  readonly units: readonly UnitSetup[];
  /** The armies' size: the pool each side's cards are checked against, and Epic's deeper zones. */
  readonly size?: ArmySize;
  /** edge: each unit within its side's zone ("Deployment"); free: anywhere (a game in progress). */
  readonly deployment: 'edge' | 'free';
  /** Inches from the edge; 6 by default, 12 for an Epic game. */
  readonly deployDepth?: number;
  /** The last round ("Game End": 5 unless the players agree otherwise). */
  readonly maxRounds: number;
  /** Show the roll-off for edges ("Deployment") before the first round. */
  readonly setupRoll: boolean;
  readonly seed: string;
}

/** A die a unit gives up in the Damage Phase: a Core die, a Passive die, or one of a piece of equipment (its index). */
export type DieRef = 'core' | 'passive' | number;

/** Faces for an attack's rolls, from physical dice or a script; absent ones are rolled. */
export interface AttackDice {
  /** One d6 per attacking model, in member order (the eligible ones). */
  readonly hit?: readonly number[];
  /** One d6 per hit, for D3 (halved, rounded up) or D6 damage. */
  readonly damage?: readonly number[];
}

/** What a unit does next in its activation ("Core Actions"). */
export type Action =
  /** The free move; `to` one square per model, in member order (its own squares: it stays). */
  | { readonly type: 'freeMove'; readonly to: readonly CellKey[] }
  /** A Move action: as the free move, for one Core action. */
  | { readonly type: 'move'; readonly to: readonly CellKey[] }
  /** Basic Melee at the unit `target`. */
  | { readonly type: 'melee'; readonly target: string; readonly dice?: AttackDice }
  /** Uses the equipment piece `piece` (index into the card's pieces) at the unit `target`. */
  | {
      readonly type: 'equipment';
      readonly piece: number;
      readonly target: string;
      readonly dice?: AttackDice;
    }
  /** Ends the activation, actions left unused. */
  | { readonly type: 'end' };

export type Request =
  | {
      readonly kind: 'roll';
      readonly side: string;
      readonly round: number;
      /** edges: the deployment roll-off before round 1; first: who activates first this round. */
      readonly purpose: 'edges' | 'first';
    }
  | {
      readonly kind: 'deploy';
      readonly side: string;
      /** 0: deployment comes before round 1. */
      readonly round: number;
      /** edge: the roll-off's winner picks its edge; unit: the side places one unit. */
      readonly choose: 'edge' | 'unit';
    }
  | { readonly kind: 'activate'; readonly side: string; readonly round: number }
  | { readonly kind: 'act'; readonly side: string; readonly round: number; readonly unit: string }
  | {
      readonly kind: 'save';
      readonly side: string;
      readonly round: number;
      readonly unit: string;
      /** Dice to roll, one per damage marker not passed automatically. */
      readonly dice: number;
      /** The face each must reach. */
      readonly need: number;
    }
  | {
      readonly kind: 'damage';
      readonly side: string;
      readonly round: number;
      readonly unit: string;
      /** Dice to remove (a unit), or members to remove (a squad). */
      readonly count: number;
      readonly squad: boolean;
    };

export type Decision =
  /** One d6; `faces` from a physical die or a script, else the battle's RNG rolls it. */
  | { readonly kind: 'roll'; readonly side: string; readonly faces?: readonly number[] }
  /**
   * Deployment ("Deployment"): `edge`, the edge the roll-off's winner takes (its own or the
   * opposite one); or `unit` placed on `at`, one square per model in member order.
   */
  | {
      readonly kind: 'deploy';
      readonly side: string;
      readonly edge?: Edge;
      readonly unit?: string;
      readonly at?: readonly CellKey[];
    }
  /** Activates the unit `unit`; null: every unit of the side not yet activated does nothing this round. */
  | { readonly kind: 'activate'; readonly side: string; readonly unit: string | null }
  | { readonly kind: 'act'; readonly side: string; readonly action: Action }
  /** The armour saves; `faces` typed or scripted, else rolled. */
  | { readonly kind: 'save'; readonly side: string; readonly faces?: readonly number[] }
  /**
   * Which dice go: for a unit, `remove` (one entry per die); for a squad, `members` (the squares
   * of the members removed).
   */
  | {
      readonly kind: 'damage';
      readonly side: string;
      readonly remove?: readonly DieRef[];
      readonly members?: readonly CellKey[];
    };

export type DiceWarsKinds = KindsOf<Request, Decision>;
